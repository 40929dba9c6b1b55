// Interface text in English and Simplified Chinese. The engine's own words (prompts, options,
// the log) come from the server in both languages.

export const LANGS = { en: "English", "zh-CN": "简体中文" };
const STORE = "tcgsim.lang";
let table = {};
let fallback = {};
export let lang = "en";

/** ?lang= first (remembered), then the remembered choice, then the browser's languages. */
export function pickLang() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked && asked in LANGS) {
    localStorage.setItem(STORE, asked);
    return asked;
  }
  const kept = localStorage.getItem(STORE);
  if (kept && kept in LANGS) return kept;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    if (l.toLowerCase().startsWith("zh")) return "zh-CN";
    if (l.toLowerCase().startsWith("en")) return "en";
  }
  return "en";
}

export function setLang(l) {
  localStorage.setItem(STORE, l);
}

async function load(l) {
  const r = await fetch(`/static/i18n/${l}.json`);
  if (!r.ok) throw new Error(`no translations for ${l}`);
  return r.json();
}

export async function initI18n() {
  lang = pickLang();
  fallback = await load("en");
  table = lang === "en" ? fallback : await load(lang).catch(() => fallback);
  document.documentElement.lang = lang;
}

/** The text for key with {name} placeholders filled; the key itself if no table has it. */
export function t(key, params = {}) {
  const text = table[key] ?? fallback[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

/** A term if the table has it (types, conditions, stages…), else the English word itself. */
export function term(prefix, word) {
  const key = `${prefix}.${word}`;
  return key in table || key in fallback ? t(key) : word;
}

// Card names in the page's language: the server sends, with each state, the Chinese names
// of the English card names it shows ("names"); a name without one stays as printed.
const cardNames = {};

export function setNames(map) {
  Object.assign(cardNames, map || {});
}

export function cardName(name) {
  return lang === "zh-CN" ? cardNames[name] ?? name : name;
}

/** The server's words in the page's language: `texts[lang]`, else the English `text`. */
export function local(texts, text) {
  return texts?.[lang] || text;
}
