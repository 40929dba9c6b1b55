// The Pokémon table: both players' Active Spot, Bench, hand, deck, Prize cards, discard pile and
// Lost Zone, the Stadium between them; each Pokémon with HP, damage, Energy, Tools, conditions.
import { h } from "../dom.js";
import { t, term, cardName } from "../i18n.js";
import { cardFace, energyType, groupCards, pip } from "../cards.js";

export function renderPokemon(view, ctx) {
  const you = view.you;
  // the viewer's side at the bottom; a spectator sees Player 2 on top
  const top = you == null ? 1 : 1 - you;
  const bottom = 1 - top;
  return h("section", { class: "board pokemon", "aria-label": t("table.heading") },
    side(view, top, ctx, "far"),
    middle(view, ctx),
    side(view, bottom, ctx, "near"));
}

function side(view, p, ctx, where) {
  const pl = view.players[p];
  const name = ctx.playerName(p);
  const active = h("div", { class: "zone active-zone", role: "group", "aria-label": `${name}: ${t("zone.active")}` },
    h("div", { class: "zone-label" }, t("zone.active")),
    pl.active ? slotCard(view, pl.active, ctx, `a${p}`) : h("div", { class: "slot empty" }, t("table.empty")));
  const bench = h("div", { class: "zone bench-zone", role: "group", "aria-label": `${name}: ${t("zone.bench")}` },
    h("div", { class: "zone-label" }, `${t("zone.bench")} (${pl.bench.length})`),
    h("div", { class: "bench" }, pl.bench.length
      ? pl.bench.map((b, i) => slotCard(view, b, ctx, `b${p}-${i}`))
      : h("div", { class: "slot empty" }, t("table.empty"))));
  const parts = [playerBar(view, p, ctx), hand(view, p, ctx)];
  const field = h("div", { class: "field" }, active, bench);
  const playing = pl.playing?.length
    ? h("div", { class: "zone playing", "aria-label": t("zone.playing") },
      h("div", { class: "zone-label" }, t("zone.playing")), cardRow(view, pl.playing, ctx, `pl${p}`))
    : null;
  const body = where === "far" ? [...parts, playing, field] : [field, playing, ...parts.reverse()];
  return h("section", { class: `side ${where} ${p === view.current ? "current" : ""}`, "aria-label": name, dataset: { player: p } }, body);
}

function playerBar(view, p, ctx) {
  const pl = view.players[p];
  const whose = ctx.playerName(p);
  const browse = (zone, refs) => h("button", {
    type: "button", class: "zone-button", disabled: refs.length === 0, dataset: { zone, player: p, focusKey: `z${zone}${p}` },
    onclick: () => ctx.onBrowse(t("table.browse_title", { whose, zone: t(`zone.${zone}`) }), refs),
  }, t("table.browse", { zone: t(`zone.${zone}`), n: refs.length }));
  const turnMark = view.phase !== "setup" && view.current === p ? h("span", { class: "turn-mark", title: t("table.turn_of", { player: whose }) }, "▶") : null;
  return h("div", { class: "player-bar" },
    h("h2", { class: "player-name" }, turnMark, whose),
    h("span", { class: "counter prizes", title: t("zone.prizes") },
      `${t("zone.prizes")}: `, h("strong", { dataset: { count: "prizes" } }, pl.prize_count),
      h("span", { class: "prize-backs", "aria-hidden": "true" }, "▮".repeat(pl.prize_count))),
    h("span", { class: "counter deck" }, `${t("zone.deck")}: `, h("strong", {}, pl.deck_count)),
    pl.hand == null ? h("span", { class: "counter hand-count" }, `${t("zone.hand")}: `, h("strong", {}, pl.hand_count)) : null,
    browse("discard", pl.discard || []),
    (pl.lost_zone || []).length ? browse("lost_zone", pl.lost_zone) : null);
}

function hand(view, p, ctx) {
  const pl = view.players[p];
  if (pl.hand == null) {
    return h("div", { class: "hand hidden-hand", "aria-label": t("table.hand_hidden", { n: pl.hand_count }) },
      Array.from({ length: Math.min(pl.hand_count, 20) }, () => h("span", { class: "card-back small", "aria-hidden": "true" })));
  }
  return h("div", { class: "zone hand-zone", role: "group", "aria-label": `${t("zone.hand")} (${pl.hand.length})` },
    h("div", { class: "zone-label" }, `${t("zone.hand")} (${pl.hand.length})`),
    cardRow(view, pl.hand, ctx, `h${p}`, "hand"));
}

function cardRow(view, refs, ctx, key, cls = "") {
  return h("ul", { class: `card-row ${cls}` }, refs.map((ref, i) => {
    const options = ctx.links.cards.get(ref.id);
    const button = h("button", {
      type: "button", class: `card ${options ? "playable" : ""}`, dataset: { card: ref.card, id: ref.id, focusKey: `${key}-${ref.id ?? i}` },
      "aria-label": t(options ? "table.card_options" : "table.show_card", { name: cardName(ref.name) }), onclick: () => ctx.onCard(ref, null, options),
    }, cardFace(ctx.game, ref, "small"));
    if (options && ctx.onDrop) dragSource(button, ref);
    return h("li", {}, button);
  }));
}

function middle(view, ctx) {
  const stadium = view.stadium;
  return h("div", { class: "middle" },
    h("div", { class: "zone stadium-zone", role: "group", "aria-label": t("zone.stadium") },
      h("div", { class: "zone-label" }, t("zone.stadium")),
      stadium
        ? h("button", { type: "button", class: "card", dataset: { card: stadium.card, focusKey: "stadium" }, "aria-label": t("table.show_card", { name: cardName(stadium.name) }), onclick: () => ctx.onCard(stadium) },
          cardFace(ctx.game, stadium, "small"))
        : h("div", { class: "muted" }, t("table.none"))));
}

/** One Pokémon in play: its card and what is on it. */
export function slotCard(view, slot, ctx, key) {
  if (slot.facedown && !slot.name) {
    return h("div", { class: "slot facedown", "aria-label": t("card.facedown") }, h("span", { class: "card-back" }), t("card.facedown"));
  }
  const top = slot.cards[slot.cards.length - 1];
  const left = Math.max(0, slot.hp - slot.damage);
  const label = [cardName(slot.name), t("card.hp_left", { left, hp: slot.hp })];
  if (slot.energy.length) label.push(`${t("card.energy")}: ${slot.energy.map((e) => cardName(e.name)).join(", ")}`);
  if (slot.tools.length) label.push(`${t("card.tools")}: ${slot.tools.map((e) => cardName(e.name)).join(", ")}`);
  if (slot.conditions.length) label.push(slot.conditions.map((c) => term("cond", c)).join(", "));
  const pct = slot.hp ? Math.round((100 * left) / slot.hp) : 0;
  const options = ctx.links.slots.get(slot.slot);
  if (options) label.push(t("table.has_options"));
  const button = h("button", {
    type: "button", class: `slot ${slot.facedown ? "facedown-known" : ""} ${left === 0 ? "ko" : ""} ${options ? "playable" : ""}`,
    dataset: { slot: slot.slot, card: top.card, name: slot.name, focusKey: key }, "aria-label": label.join("; "),
    onclick: () => ctx.onCard(top, slotDetails(slot), options),
  },
  h("span", { class: "slot-name" }, cardName(slot.name)),
  cardFace(ctx.game, top, "small"),
  h("span", { class: "slot-info" },
    h("span", { class: "hp", title: t("card.hp_left", { left, hp: slot.hp }) },
      h("span", { class: "hp-bar" }, h("span", { class: `hp-fill ${pct <= 25 ? "low" : pct <= 50 ? "mid" : ""}`, style: `width:${pct}%` })),
      h("span", { class: "hp-text" }, `${left}/${slot.hp}`)),
    slot.damage ? h("span", { class: "damage", title: t("card.damage", { n: slot.damage }) }, `−${slot.damage}`) : null,
    slot.energy.length ? h("span", { class: "energy", title: t("card.energy") }, slot.energy.map((e) => pip(energyType(e.name), cardName(e.name)))) : null,
    slot.tools.length ? h("span", { class: "tools" }, slot.tools.map((x) => h("span", { class: "chip tool" }, cardName(x.name)))) : null,
    slot.conditions.length ? h("span", { class: "conditions" }, slot.conditions.map((c) => h("span", { class: `chip cond cond-${c}` }, term("cond", c)))) : null,
    slot.effects?.length ? h("span", { class: "effects" }, slot.effects.map((x) => h("span", { class: "chip effect" }, x))) : null,
    slot.cards.length > 1 ? h("span", { class: "stack", title: t("card.evolved_from") }, slot.cards.slice(0, -1).map((c) => cardName(c.name)).join(" → ") + " →") : null));
  if (ctx.onDrop) dropTarget(button, slot.slot, ctx);
  return button;
}

// Drag a playable hand card onto a Pokémon in play: its action is chosen, then that Pokémon
// as its target (ctx.onDrop). While a card is dragged the Pokémon it may go onto are lit.
const DRAG_TYPE = "application/x-tcgsim-card";

function dragSource(button, ref) {
  button.draggable = true;
  button.addEventListener("dragstart", (e) => {
    e.dataTransfer.setData(DRAG_TYPE, String(ref.id));
    e.dataTransfer.effectAllowed = "move";
    document.body.classList.add("dragging-card");
  });
  button.addEventListener("dragend", () => document.body.classList.remove("dragging-card"));
}

function dropTarget(button, slotId, ctx) {
  button.classList.add("drop-target");
  button.addEventListener("dragover", (e) => {
    if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
    e.preventDefault();
    button.classList.add("drop-over");
  });
  button.addEventListener("dragleave", () => button.classList.remove("drop-over"));
  button.addEventListener("drop", (e) => {
    const id = Number(e.dataTransfer.getData(DRAG_TYPE));
    button.classList.remove("drop-over");
    document.body.classList.remove("dragging-card");
    if (!Number.isInteger(id)) return;
    e.preventDefault();
    ctx.onDrop(id, slotId);
  });
}

/** The running state of a Pokémon in play, for the card detail dialog. */
export function slotDetails(slot) {
  const rows = [];
  const left = Math.max(0, slot.hp - slot.damage);
  rows.push(h("p", {}, t("card.hp_left", { left, hp: slot.hp }), slot.damage ? ` (${t("card.damage", { n: slot.damage })})` : ""));
  if (slot.energy.length) rows.push(h("p", {}, `${t("card.energy")}: `, groupCards(slot.energy).map(({ ref, n }) => `${cardName(ref.name)}${n > 1 ? ` ×${n}` : ""}`).join(", ")));
  if (slot.tools.length) rows.push(h("p", {}, `${t("card.tools")}: ${slot.tools.map((x) => cardName(x.name)).join(", ")}`));
  if (slot.conditions.length) rows.push(h("p", {}, `${t("card.conditions")}: ${slot.conditions.map((c) => term("cond", c)).join(", ")}`));
  if (slot.effects?.length) rows.push(h("p", {}, `${t("card.effects")}: ${slot.effects.join("; ")}`));
  if (slot.cards.length > 1) rows.push(h("p", {}, `${t("card.evolved_from")}: ${slot.cards.slice(0, -1).map((c) => cardName(c.name)).join(" → ")}`));
  return h("div", { class: "slot-details" }, rows);
}

const SLOT_LABEL = / \((Active|Bench)\)$/;
const CARD_ACTIONS = new Set(["bench", "evolve", "energy", "trainer"]);

/**
 * Which options are about which card or Pokémon. Main-phase options carry their card
 * (["trainer", card], ["energy", card], …), an Ability its Pokémon (["ability", slot, i]),
 * attacks and retreat the Active Pokémon; other decisions name a Pokémon in play by its label
 * ("Kyogre (Bench)", data = slot id) or a card by its id.
 */
export function pokemonLinks(view, decision) {
  const cards = new Map();
  const slots = new Map();
  const add = (map, key, i) => map.set(key, [...(map.get(key) || []), i]);
  const me = view.you == null ? null : view.players[view.you];
  const active = me?.active?.slot;
  const known = new Set();
  for (const pl of view.players) for (const ref of [...(pl.hand || []), ...(pl.discard || [])]) known.add(ref.id);
  decision.options.forEach((o, i) => {
    const d = o.data;
    if (decision.kind === "main" && Array.isArray(d)) {
      if (CARD_ACTIONS.has(d[0])) add(cards, d[1], i);
      else if (d[0] === "ability") add(slots, d[1], i);
      else if ((d[0] === "attack" || d[0] === "retreat") && active != null) add(slots, active, i);
    } else if (Number.isInteger(d)) {
      if (SLOT_LABEL.test(o.label)) add(slots, d, i);
      else if (known.has(d)) add(cards, d, i);
    }
  });
  // the engine offers one option per card name: every copy in hand plays it
  for (const ref of me?.hand || []) {
    if (cards.has(ref.id)) continue;
    const twin = (me.hand || []).find((r) => r.card === ref.card && cards.has(r.id));
    if (twin) cards.set(ref.id, cards.get(twin.id));
  }
  return { cards, slots };
}
