// Cards as the page shows them: the printed details come from /api/cards (cached), the face is
// the card's image when the browser is online and the data has one, a text rendering otherwise.
import { getJSON } from "./api.js";
import { h } from "./dom.js";
import { t, term, cardName } from "./i18n.js";
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
    for (const id of chunk) cache.set(`${game}:${id}`, found?.[id] || null);
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
    return [stage, term("supertype", "Pokémon")].filter(Boolean).join(" ");
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

function textFace(game, ref, info, size) {
  const english = ref.name || info?.name || ref.card || "?";
  const name = cardName(english);
  const type = info?.supertype === "Energy" ? energyType(english) : info?.types?.[0];
  const tag = size === "large" ? "div" : "span"; // small faces sit inside buttons: phrasing only
  const face = h(tag, { class: `card-face text ${size} ${type ? `type-${type}` : ""} ${info ? `st-${(info.supertype || "").replace(/\W/g, "")}` : ""}` },
    h(tag, { class: "card-name" }, name),
    info && h(tag, { class: "card-kind" }, info.game === "zero" ? zeroKindLine(info) : [kindLine(info),
      info.hp ? h("span", { class: "card-hp" }, ` · ${t("card.hp")} ${info.hp}`) : null,
      (info.types || []).map((ty) => pip(ty))]));
  if (size === "large" && info) face.append(info.game === "zero" ? zeroDetails(info) : cardDetails(info));
  return face;
}

/** The printed text: Abilities, attacks, Weakness/Resistance/Retreat, rules. */
export function cardDetails(info) {
  const box = h("div", { class: "card-details" });
  if (info.evolves_from) box.append(h("p", {}, `${t("card.evolved_from")}: ${cardName(info.evolves_from)}`));
  for (const a of info.abilities || []) {
    box.append(h("div", { class: "ability" },
      h("strong", {}, `${a.kind || t("card.ability")}: ${a.name}`), h("p", {}, a.text)));
  }
  for (const a of info.attacks || []) {
    box.append(h("div", { class: "attack" },
      h("div", { class: "attack-head" },
        h("span", { class: "cost" }, (a.cost || []).map((c) => pip(c))),
        h("strong", {}, a.name),
        a.damage ? h("span", { class: "attack-damage" }, a.damage) : null),
      a.text ? h("p", {}, a.text) : null));
  }
  const stats = [];
  if (info.weaknesses?.length) stats.push(h("span", {}, `${t("card.weakness")}: `, info.weaknesses.map(([ty, v]) => [pip(ty), v])));
  if (info.resistances?.length) stats.push(h("span", {}, `${t("card.resistance")}: `, info.resistances.map(([ty, v]) => [pip(ty), v])));
  if (info.supertype === "Pokémon") stats.push(h("span", {}, `${t("card.retreat")}: `, Array.from({ length: info.retreat || 0 }, () => pip("Colorless"))));
  if (stats.length) box.append(h("p", { class: "stats" }, stats));
  for (const r of info.rules || []) box.append(h("p", { class: "rule" }, r));
  return box;
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
