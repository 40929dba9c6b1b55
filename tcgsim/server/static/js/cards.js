// Cards as the page shows them: the printed details come from /api/cards (cached), the face is
// the card's image when the browser is online and the data has one, a text rendering otherwise.
import { getJSON } from "./api.js";
import { h } from "./dom.js";
import { t, term, cardName, lang, setNames } from "./i18n.js";
import { zeroDetails, zeroKindLine } from "./zerocards.js";

const cache = new Map(); // "game:id" -> info, or null when the server does not know the card
const IMAGES = "tcgsim.images";
let imagesFailed = false; // one failed image means no network for images: stop trying

export async function loadCards(game, ids) {
  const missing = [...new Set(ids)].filter((id) => id && !cache.has(`${game}:${id}`));
  for (let i = 0; i < missing.length; i += 80) {
    const chunk = missing.slice(i, i + 80);
    let found = {};
    try {
      found = await getJSON(`/api/cards/${encodeURIComponent(game)}?ids=${encodeURIComponent(chunk.join(","))}`);
    } catch {
      found = {}; // no card details: names only, from the view
    }
    for (const id of chunk) {
      const info = found?.[id] || null;
      setNames(info?.names); // the Chinese names of the card, its attacks and Abilities
      cache.set(`${game}:${id}`, info);
    }
  }
}

export const cardInfo = (game, id) => cache.get(`${game}:${id}`) || null;

/** Every card id ("card" field of a card reference) anywhere in a view. */
export function cardIdsIn(value, out = []) {
  if (Array.isArray(value)) value.forEach((v) => cardIdsIn(v, out));
  else if (value && typeof value === "object") {
    if (typeof value.card === "string") out.push(value.card);
    Object.values(value).forEach((v) => cardIdsIn(v, out));
  }
  return out;
}

export function imagesWanted() {
  return localStorage.getItem(IMAGES) !== "off" && navigator.onLine !== false && !imagesFailed;
}
export function imagesSetting() {
  return localStorage.getItem(IMAGES) !== "off";
}
export function setImages(on) {
  localStorage.setItem(IMAGES, on ? "on" : "off");
  if (on) imagesFailed = false;
}

const TYPES = ["Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness", "Metal", "Fairy", "Dragon", "Colorless"];

/** The Energy type a card name gives ("Basic Water Energy" -> "Water"); "special" otherwise. */
export function energyType(name) {
  const m = /^(?:Basic )?(\w+) Energy$/.exec(name || "");
  return m && TYPES.includes(m[1]) ? m[1] : "special";
}

/** One Energy symbol: a coloured pip with the type's letter (en) or character (zh-CN). */
export function pip(type, title) {
  const label = title || term("type", type);
  return h("span", { class: `pip type-${type}`, title: label, "aria-label": label }, t(`pip.${type}`));
}

/** A short kind line: "Stage 1 Pokémon · Water", "Item", "Basic Energy". */
export function kindLine(info) {
  if (!info) return "";
  if (info.supertype === "Pokémon") {
    const stage = info.stage ? term("stage", info.stage) : "";
    return [stage, term("supertype", "Pokémon")].filter(Boolean).join(lang === "zh-CN" ? "" : " ");
  }
  if (info.supertype === "Trainer") return info.trainer_kind ? term("trainer", info.trainer_kind) : term("supertype", "Trainer");
  return term("supertype", "Energy");
}

/**
 * A card's face. ref: {card, name} from a view. size: "small" (hand, lists) or "large" (detail).
 * The image, when shown, has the card name as alt text; if it fails to load the text face
 * takes its place and later cards skip images.
 */
export function cardFace(game, ref, size = "small") {
  const info = cardInfo(game, ref.card);
  const text = textFace(game, ref, info, size);
  if (!(info?.image && imagesWanted())) return text;
  const img = h("img", { src: info.image, alt: cardName(ref.name || info.name), loading: "lazy", referrerpolicy: "no-referrer", class: "card-img" });
  const box = h(size === "large" ? "div" : "span", { class: `card-face image ${size}` }, img);
  img.addEventListener("error", () => {
    imagesFailed = true;
    box.replaceWith(text);
  });
  return box;
}

/**
 * The card drawn as a card when it has no image (offline, images off, Zero Dimension): a band
 * in the type's (or colour's) hue with the name, HP and the type icon (a square badge); the
 * Ability box; the attacks with their cost as round Energy icons, damage at the right; the
 * Weakness, Resistance and Retreat line. The large face adds the printed texts.
 */
function textFace(game, ref, info, size) {
  const english = ref.name || info?.name || ref.card || "?";
  const name = cardName(english);
  const type = info?.supertype === "Energy" ? energyType(english) : info?.types?.[0];
  const hue = info?.game === "zero" ? `zd-${info.color || "none"}` : type ? `type-${type}` : "";
  const tag = size === "large" ? "div" : "span"; // small faces sit inside buttons: phrasing only
  const kind = info ? `st-${(info.supertype || info.type || "").replace(/\W/g, "")}` : "";
  const face = h(tag, { class: `card-face text designed ${size} ${hue} ${kind}` },
    h(tag, { class: "card-top" },
      h(tag, { class: "card-name" }, name),
      info?.hp ? h("span", { class: "card-hp" }, h("small", {}, t("card.hp")), ` ${info.hp}`) : null,
      type && info?.supertype === "Pokémon" ? typeIcon(type) : null),
    info && h(tag, { class: "card-kind" }, info.game === "zero" ? zeroKindLine(info) : kindLine(info)));
  if (!info) return face;
  face.append(info.game === "zero" ? zeroBody(info, tag, size) : pokemonBody(info, tag, size));
  return face;
}

/** The card's type: a square badge (the Energy of a cost is a round pip). */
export function typeIcon(type) {
  const label = term("type", type);
  return h("span", { class: `type-icon type-${type}`, title: label, "aria-label": label }, t(`pip.${type}`));
}

function pokemonBody(info, tag, size) {
  const large = size === "large";
  const body = h(tag, { class: "card-body" });
  if (large && info.evolves_from) body.append(h(tag, { class: "card-evolves" }, `${t("card.evolved_from")}: ${cardName(info.evolves_from)}`));
  for (const a of info.abilities || []) {
    body.append(h(tag, { class: "card-ability" },
      h("span", { class: "ability-tag" }, a.kind === "Ability" || !a.kind ? t("card.ability") : a.kind),
      h("span", { class: "ability-name" }, cardName(a.name)),
      large && a.text ? h(tag, { class: "card-text", lang: "en" }, a.text) : null));
  }
  for (const a of info.attacks || []) {
    body.append(h(tag, { class: "card-attack" },
      h("span", { class: "cost" }, (a.cost || []).map((c) => pip(c))),
      h("span", { class: "attack-name" }, cardName(a.name)),
      a.damage ? h("span", { class: "attack-damage" }, a.damage) : null,
      large && a.text ? h(tag, { class: "card-text", lang: "en" }, a.text) : null));
  }
  if (info.supertype !== "Pokémon") {
    const rules = info.rules || [];
    if (rules.length) body.append(h(tag, { class: "card-text rules", lang: "en" }, large ? rules.join("\n") : rules[0]));
    return body;
  }
  const foot = h(tag, { class: "card-foot" },
    h("span", {}, h("small", {}, t("card.weakness")), (info.weaknesses || []).map(([ty, v]) => [typeIcon(ty), v])),
    h("span", {}, h("small", {}, t("card.resistance")), (info.resistances || []).map(([ty, v]) => [typeIcon(ty), v])),
    h("span", {}, h("small", {}, t("card.retreat")), Array.from({ length: info.retreat || 0 }, () => pip("Colorless"))));
  body.append(foot);
  if (large) for (const r of info.rules || []) body.append(h(tag, { class: "card-text rules", lang: "en" }, r));
  return body;
}

function zeroBody(info, tag, size) {
  const body = h(tag, { class: "card-body" });
  const stats = (atk, def) => h(tag, { class: "card-stats" }, `${t("zd.atk")} ${atk} · ${t("zd.def")} ${def}`);
  if (info.atk != null) body.append(stats(info.atk, info.def));
  if (info.atk_bonus != null) body.append(stats(`+${info.atk_bonus}`, `+${info.def_bonus}`));
  if (size === "large") body.append(zeroDetails(info));
  else if (info.text) body.append(h(tag, { class: "card-text", lang: "zh-CN" }, info.text));
  return body;
}

/** Names grouped in first-seen order: [["Ultra Ball", 2], ["Iono", 1]] with a sample ref each. */
export function groupCards(refs) {
  const groups = new Map();
  for (const r of refs || []) {
    const key = r.name || r.card;
    if (!groups.has(key)) groups.set(key, { ref: r, n: 0 });
    groups.get(key).n += 1;
  }
  return [...groups.values()];
}
