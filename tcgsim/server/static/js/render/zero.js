// The Zero Dimension table: each player's battle zone (characters with attack, defense, damage,
// level and level cards, keywords, equipment, cards under them, counters, tapped), life and
// deck counts, resource zone, event zone, hand, rest zone and removed cards; between them the
// chain and the combat.
import { h } from "../dom.js";
import { t, cardName } from "../i18n.js";
import { cardFace, cardInfo } from "../cards.js";
import { keywordLabel } from "../zerocards.js";

export function renderZero(view, ctx) {
  const top = view.you == null ? 1 : 1 - view.you;
  return h("section", { class: "board zero", "aria-label": t("table.heading") },
    side(view, top, ctx, "far"), middle(view, ctx), side(view, 1 - top, ctx, "near"));
}

function side(view, p, ctx, where) {
  const pl = view.players[p];
  const name = ctx.playerName(p);
  const zone = (key, body, cls = "") => h("div", { class: `zone ${cls}`, role: "group", "aria-label": `${name}: ${t(key)}` },
    h("div", { class: "zone-label" }, t(key)), body);
  const battle = zone("zd.battle", h("div", { class: "bench" }, pl.battle.length
    ? pl.battle.map((c, i) => character(c, ctx, `c${p}-${i}`))
    : h("div", { class: "slot empty" }, t("table.empty"))), "battle-zone");
  const field = h("div", { class: "field" }, battle,
    zone("zd.event", pl.event ? cardButton(pl.event, ctx, `e${p}`) : h("div", { class: "muted" }, t("table.none")), "event-zone"));
  // the resource zone as cards: a tapped one turned sideways, a face-down one as its back
  // (marked "face down" where its owner knows what it is)
  const resources = zone("zd.resources", h("ul", { class: "card-row resources" }, pl.resources.map((r, i) => h("li", {},
    r.facedown && !r.name
      ? h("span", { class: `resource mini-card facedown ${r.tapped ? "tapped" : ""}`, title: t("card.facedown"), "aria-label": t("card.facedown") })
      : h("button", {
        type: "button", class: `resource card mini-card zd-${cardInfo(ctx.game, r.card)?.color || "none"} ${r.tapped ? "tapped" : ""} ${r.facedown ? "facedown-known" : ""} ${lit(ctx, r)}`,
        dataset: { id: r.id, focusKey: `r${p}-${i}` }, "aria-label": [r.name, r.tapped ? t("zd.tapped") : "", r.facedown ? t("card.facedown") : ""].filter(Boolean).join(", "),
        title: [r.name, r.tapped ? t("zd.tapped") : "", r.facedown ? t("card.facedown") : ""].filter(Boolean).join(" · "),
        onclick: () => ctx.onCard(r, null, ctx.links.cards.get(r.id)),
      }, h("span", { class: "mini-name" }, r.name), r.facedown ? h("span", { class: "chip facedown-mark" }, t("card.facedown")) : null)))), "resource-zone");
  const hand = pl.hand == null
    ? h("div", { class: "hand hidden-hand", "aria-label": t("table.hand_hidden", { n: pl.hand_count }) },
      Array.from({ length: Math.min(pl.hand_count, 20) }, () => h("span", { class: "card-back small", "aria-hidden": "true" })))
    : zone("zone.hand", h("ul", { class: "card-row hand" }, pl.hand.map((c, i) => h("li", {}, cardButton(c, ctx, `h${p}-${i}`)))), "hand-zone");
  const body = [bar(view, p, ctx), hand, resources, field];
  return h("section", { class: `side ${where} ${p === view.current ? "current" : ""}`, "aria-label": name, dataset: { player: p } },
    where === "far" ? body : body.reverse());
}

function bar(view, p, ctx) {
  const pl = view.players[p];
  const whose = ctx.playerName(p);
  const browse = (key, refs) => h("button", {
    type: "button", class: "zone-button", disabled: refs.length === 0, dataset: { zone: key, player: p, focusKey: `z${key}${p}` },
    onclick: () => ctx.onBrowse(t("table.browse_title", { whose, zone: t(key) }), refs),
  }, t("table.browse", { zone: t(key), n: refs.length }));
  return h("div", { class: "player-bar" },
    h("h2", { class: "player-name" }, view.current === p ? h("span", { class: "turn-mark" }, "▶") : null, whose),
    lifeCounter(pl, ctx, p !== view.you ? ctx.links.slots.get("life") : null),
    h("span", { class: "counter deck" }, `${t("zone.deck")}: `, h("strong", {}, pl.deck_count)),
    pl.hand == null ? h("span", { class: "counter hand-count" }, `${t("zone.hand")}: `, h("strong", {}, pl.hand_count)) : null,
    browse("zd.rest", pl.rest || []),
    (pl.removed || []).length ? browse("zd.removed", pl.removed) : null);
}

/** The life count; a button, lit, where the decision offers to attack this life zone. */
function lifeCounter(pl, ctx, options) {
  const body = [`${t("zd.life")}: `, h("strong", { dataset: { count: "life" } }, pl.life_count),
    h("span", { class: "prize-backs", "aria-hidden": "true" }, "▮".repeat(pl.life_count))];
  if (!options || !ctx.onPick) return h("span", { class: "counter life" }, body);
  return h("button", { type: "button", class: "counter life playable", title: t("table.has_options"),
    dataset: { focusKey: "life" }, onclick: () => ctx.onPick(options) }, body);
}

function cardButton(ref, ctx, key) {
  const options = ctx.links.cards.get(ref.id);
  return h("button", { type: "button", class: `card ${lit(ctx, ref)}`, dataset: { card: ref.card, id: ref.id, focusKey: key },
    "aria-label": t(options ? "table.card_options" : "table.show_card", { name: ref.name }), onclick: () => ctx.onCard(ref, null, options) },
  cardFace(ctx.game, ref, "small"));
}

/** "playable" (lit) when options of the pending decision are about this card. */
const lit = (ctx, ref) => (ref.id != null && ctx.links.cards.has(ref.id) ? "playable" : "");

/**
 * Which options are about which card: a card to use, put into the resource zone, discard or
 * pay with, a character to attack with, level up, defend with or target. Options name a
 * card by its instance id, alone or inside the action (["use", id], ["attack", id],
 * ["levelup", id, how], ["act", id, ability], ["res", id], ["char", id]); an attack on the
 * opponent's life zone (["life"]) is linked to their life count (slot "life").
 */
export function zeroLinks(view, decision) {
  const cards = new Map();
  const slots = new Map();
  decision.options.forEach((o, i) => {
    const d = o.data;
    const id = Number.isInteger(d) ? d : Array.isArray(d) && Number.isInteger(d[1]) ? d[1] : null;
    if (id != null) cards.set(id, [...(cards.get(id) || []), i]);
    else if (Array.isArray(d) && d[0] === "life") slots.set("life", [...(slots.get("life") || []), i]);
  });
  return { cards, slots };
}

/** A character in the battle zone and everything on it. */
function character(c, ctx, key) {
  const def = Math.max(0, c.def - c.damage);
  const lv = (c.level_cards || []).length;
  const label = [c.name, `${t("zd.level")} ${c.level}`, `${t("zd.atk")} ${c.atk}`, `${t("zd.def")} ${def}/${c.def}`];
  if (c.tapped) label.push(t("zd.tapped"));
  if (c.equipment) label.push(`${t("zd.equipment")}: ${c.equipment.name}`);
  if (lit(ctx, c)) label.push(t("table.has_options"));
  const details = h("div", { class: "slot-details" },
    h("p", {}, `${t("zd.level")} ${c.level} · ${t("zd.atk")} ${c.atk} · ${t("zd.def")} ${def}/${c.def}`),
    c.damage ? h("p", {}, t("card.damage", { n: c.damage })) : null,
    c.equipment ? h("p", {}, `${t("zd.equipment")}: ${c.equipment.name}`) : null,
    lv ? h("p", {}, `${t("zd.level_cards")}: ${c.level_cards.map((x) => x.name || t("card.facedown")).join(", ")}`) : null,
    c.under?.length ? h("p", {}, `${t("zd.under")}: ${c.under.map((x) => x.name).join(", ")}`) : null,
    c.keywords?.length ? h("p", {}, `${t("zd.keywords")}: ${c.keywords.map(keywordLabel).join(", ")}`) : null);
  return h("button", {
    type: "button", class: `slot character zd-${cardInfo(ctx.game, c.card)?.color || "none"} ${c.tapped ? "tapped" : ""} ${lit(ctx, c)}`, dataset: { card: c.card, id: c.id, focusKey: key },
    "aria-label": label.join("; "), onclick: () => ctx.onCard(c, details, ctx.links.cards.get(c.id)),
  },
  h("span", { class: "slot-name" }, c.name),
  h("span", { class: "stats-line" },
    h("span", { class: "chip level", title: t("zd.level") }, `LV${c.level}`),
    h("span", { class: "atk", title: t("zd.atk") }, `⚔ ${c.atk}`),
    h("span", { class: "def", title: t("zd.def") }, `⛨ ${def}/${c.def}`)),
  c.damage ? h("span", { class: "damage", title: t("card.damage", { n: c.damage }) }, `−${c.damage}`) : null,
  c.tapped ? h("span", { class: "chip tapped-chip" }, t("zd.tapped")) : null,
  lv ? h("span", { class: "level-cards", title: t("zd.level_cards") }, `${t("zd.level_cards")}: ${lv}`) : null,
  c.equipment ? h("span", { class: "tools" }, h("span", { class: "chip tool" }, c.equipment.name, c.equipment.tapped ? ` (${t("zd.tapped")})` : "")) : null,
  c.keywords?.length ? h("span", { class: "effects" }, c.keywords.map((k) => h("span", { class: "chip effect" }, keywordLabel(k)))) : null,
  Object.keys(c.counters || {}).length ? h("span", { class: "effects" }, Object.entries(c.counters).map(([k, n]) => h("span", { class: "chip" }, `${k} ×${n}`))) : null,
  c.under?.length ? h("span", { class: "stack" }, `${t("zd.under")}: ${c.under.length}`) : null);
}

function middle(view, ctx) {
  const names = new Map();
  for (const pl of view.players) for (const c of pl.battle) names.set(c.id, c.name);
  const chain = view.chain || [];
  const cb = view.combat;
  const target = cb && (cb.target === "life" ? t("zd.life") : cb.target == null ? "—" : names.get(cb.target) ?? "?");
  return h("div", { class: "middle zero-middle" },
    view.step ? h("div", { class: "chip step" }, t(`zd.step.${view.step}`)) : null,
    chain.length ? h("div", { class: "zone chain-zone", role: "group", "aria-label": t("zd.chain") },
      h("div", { class: "zone-label" }, t("zd.chain")),
      h("ol", { class: "chain" }, chain.map((link) => h("li", {}, `${ctx.playerName(link.player)}: ${cardName(link.label)}`)))) : null,
    cb ? h("div", { class: "zone combat-zone", role: "group", "aria-label": t("zd.combat") },
      h("div", { class: "zone-label" }, t("zd.combat")),
      h("p", {}, `${names.get(cb.attacker) ?? "?"} → ${target}`, cb.defender != null ? ` (${t("zd.defender")}: ${names.get(cb.defender) ?? "?"})` : "")) : null);
}
