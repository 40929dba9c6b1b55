// Zero Dimension cards as text (/api/cards/zero): the category · colour · speed · cost line and
// the printed details (attack/defense or bonuses, character names, attributes, keywords, the
// effect text and the 反击特效). Rule words in the page's language; card names, names in 『』
// and effect texts as printed (Chinese); the English gloss on English pages.
import { h } from "./dom.js";
import { t, term, lang } from "./i18n.js";

const word = (w) => (w ? w[lang] ?? w.en : "");

/** "Character · Yellow · Cost 5 (Yellow 2)" / "角色牌 · 黄 · 费用 5（黄 2）". */
export function zeroKindLine(info) {
  const color = word(info.color_words);
  const need = info.ccost ? (lang === "zh-CN" ? `（${color} ${info.ccost}）` : ` (${color} ${info.ccost})`) : "";
  return [word(info.type_words), color, word(info.speed_words), `${t("zd.cost")} ${info.cost}${need}`]
    .filter(Boolean).join(" · ");
}

/** A keyword instance from a view (["LINK", "天神"]) in the page's words: "Battle Link 『天神』". */
export function keywordLabel(k) {
  const name = term("zd.kw", k[0]);
  if (k.length === 3 && typeof k[1] === "number") return `(${k[1]}) ${name}${lang === "zh-CN" ? "：" : ": "}『${k[2]}』`;
  const params = k.slice(1).map((p) => (typeof p === "string" ? `『${p}』` : String(p)));
  return params.length ? `${name}${lang === "zh-CN" && params[0].startsWith("『") ? "" : " "}${params.join(" ")}` : name;
}

export function zeroDetails(info) {
  const line = (label, value) => (value ? h("p", {}, h("strong", {}, `${label}: `), value) : null);
  const names = (list) => (list || []).map((n) => `『${n}』`).join("");
  return h("div", { class: "card-details zero-card" },
    info.atk != null ? h("p", { class: "stats" }, `${t("zd.atk")} ${info.atk} · ${t("zd.def")} ${info.def}`) : null,
    info.atk_bonus != null ? h("p", { class: "stats" }, `${t("zd.atk_bonus")} ${info.atk_bonus} · ${t("zd.def_bonus")} ${info.def_bonus}`) : null,
    line(t("zd.chars"), names(info.chars)),
    line(t("zd.attrs"), names(info.attrs)),
    line(t("zd.keywords"), (info.keywords || []).map((k) => k[lang] ?? k.en).join(lang === "zh-CN" ? "、" : ", ")),
    (info.text || "").split("\n").filter(Boolean).map((p) => h("p", { class: "rule", lang: "zh-CN" }, p)),
    info.counter_text ? h("p", { class: "rule counter", lang: "zh-CN" }, h("strong", {}, `${t("zd.counter_effect")}: `), info.counter_text) : null,
    lang !== "zh-CN" && info.gloss ? h("p", { class: "gloss muted", lang: "en" }, info.gloss) : null,
    line(t("zd.series"), lang === "zh-CN" ? info.series : info.series_en));
}
