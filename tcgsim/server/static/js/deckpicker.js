// Choosing a deck: a bundled one, or the player's own list (pasted or loaded from a file) that
// is checked by the server, with each problem (naming its line) listed. A list with cards whose
// text the engine does not implement yet is refused by the server unless the player ticks the
// box offered for it (allow_unplayable): those cards then play as blanks where text is missing.
import { h, fill } from "./dom.js";
import { t } from "./i18n.js";
import { postJSON, deckTitle } from "./api.js";

/** kind: an entry of /api/games/kinds. value() gives {deck, deck_text, allow_unplayable} or null (problems shown). */
export function deckPicker(kind, id) {
  const bundled = h("select", { id: `${id}-name`, "aria-label": t("lobby.deck.bundled") },
    kind.decks.map((d) => h("option", { value: d, selected: d === kind.default_deck }, deckTitle(d))));
  const text = h("textarea", { id: `${id}-text`, rows: 10, cols: 50, spellcheck: "false", placeholder: t("lobby.deck.paste_placeholder") });
  const file = h("input", { type: "file", id: `${id}-file`, accept: ".txt,text/plain" });
  const result = h("div", { id: `${id}-check`, class: "deck-check", "aria-live": "polite" });
  const check = h("button", { type: "button", id: `${id}-check-button` }, t("lobby.deck.check"));
  const allowBlanks = h("input", { type: "checkbox", id: `${id}-allow-unplayable` });
  const allowBox = h("label", { class: "choice warning", hidden: true }, allowBlanks, ` ${t("lobby.deck.allow_unplayable")}`);
  const mode = (v) => h("input", { type: "radio", name: `${id}-mode`, value: v, checked: v === "bundled" });
  const useBundled = mode("bundled");
  const useOwn = mode("own");
  const own = h("div", { class: "own-deck", hidden: true },
    h("label", { for: `${id}-text` }, t("lobby.deck.paste_label")), text,
    h("div", { class: "row" }, h("label", { class: "file" }, t("lobby.deck.upload"), " ", file), check), result, allowBox);

  const sync = () => {
    own.hidden = !useOwn.checked;
    bundled.disabled = useOwn.checked;
  };
  useBundled.addEventListener("change", sync);
  useOwn.addEventListener("change", sync);
  file.addEventListener("change", async () => {
    if (file.files[0]) {
      text.value = await file.files[0].text();
      await runCheck();
    }
  });
  text.addEventListener("input", () => {
    fill(result);
    allowBox.hidden = true;
    allowBlanks.checked = false;
  });

  async function runCheck() {
    if (!text.value.trim()) {
      fill(result, h("p", { class: "error" }, t("lobby.deck.empty")));
      return null;
    }
    fill(result, h("p", { class: "muted" }, t("lobby.deck.checking")));
    try {
      const r = await postJSON("/api/decks/check", { game: kind.name, text: text.value });
      allowBox.hidden = !(r.unplayable_cards && r.unplayable_cards.length);
      fill(result, r.ok
        ? h("p", { class: "ok" }, "✓ ", t("lobby.deck.ok", { count: r.count }))
        : [h("p", { class: "error" }, r.count ? t("lobby.deck.problems", { count: r.count }) : t("lobby.deck.unreadable")), h("ul", { class: "problems" }, r.problems.map((p) => h("li", {}, p)))]);
      return r;
    } catch (e) {
      fill(result, h("p", { class: "error" }, t("common.error", { message: e.message })));
      return null;
    }
  }
  check.addEventListener("click", runCheck);

  const element = h("div", { class: "deck-picker" },
    h("label", { class: "choice" }, useBundled, ` ${t("lobby.deck.bundled")}`), " ", bundled,
    h("label", { class: "choice" }, useOwn, ` ${t("lobby.deck.own")}`), own);

  return {
    element,
    /** What to send: a bundled name, or the pasted text (checked first; the game needs it to parse). */
    async value() {
      if (!useOwn.checked) return { deck: bundled.value, deck_text: null, allow_unplayable: false };
      const r = await runCheck();
      if (!r || r.count === 0) {
        text.focus();
        return null;
      }
      return { deck: null, deck_text: text.value, allow_unplayable: !allowBox.hidden && allowBlanks.checked };
    },
  };
}
