// The page frame every page shares: skip link, title, navigation, language choice.
import { h, fill } from "./dom.js";
import { initI18n, t, lang, LANGS, setLang } from "./i18n.js";

/** Load the language, draw the header; returns the <main> element to draw the page into. */
export async function startPage(titleKey) {
  await initI18n();
  const main = document.getElementById("main");
  const header = document.getElementById("top");
  const select = h("select", { id: "lang", "aria-label": t("nav.language") },
    Object.entries(LANGS).map(([code, name]) => h("option", { value: code, selected: code === lang }, name)));
  select.addEventListener("change", () => {
    setLang(select.value);
    const url = new URL(location.href);
    url.searchParams.delete("lang");
    location.href = url.toString();
  });
  fill(header,
    h("a", { class: "skip", href: "#main" }, t("nav.skip")),
    h("a", { class: "brand", href: "/" }, t("app.name")),
    h("nav", { "aria-label": "main" },
      h("a", { href: "/", "aria-current": location.pathname === "/" ? "page" : null }, t("nav.new")),
      h("a", { href: "/games", "aria-current": location.pathname === "/games" ? "page" : null }, t("nav.games"))),
    h("label", { class: "lang" }, h("span", { class: "visually-hidden" }, t("nav.language")), select));
  document.title = `${t(titleKey)} · ${t("app.name")}`;
  return main;
}

/** A visible error in the page (server down, unknown game…). */
export function showError(main, message) {
  fill(main, h("div", { class: "error", role: "alert" }, message));
}
