// Accepting an invitation: pick a deck for the invited game, join, go to the table.
import { h, fill } from "../dom.js";
import { t } from "../i18n.js";
import { startPage, showError } from "../header.js";
import { getJSON, postJSON, saveSeat, pathId } from "../api.js";
import { deckPicker } from "../deckpicker.js";

const main = await startPage("join.heading");
const code = pathId("/join/");
let invite;
try {
  invite = await getJSON(`/api/join/${encodeURIComponent(code)}`);
} catch (e) {
  showError(main, e.status === 404 ? t("join.unknown") : t("common.offline_server"));
  throw e;
}

if (!invite.open) {
  fill(main, h("h1", {}, t("join.heading")), h("p", { class: "error" }, t("join.used")),
    h("a", { class: "button", href: `/game/${encodeURIComponent(invite.game_id)}` }, t("join.watch")));
} else {
  const picker = deckPicker({ name: invite.game, decks: invite.decks, default_deck: invite.default_deck }, "deck");
  const button = h("button", { type: "submit", id: "join", class: "primary big" }, t("join.button"));
  const error = h("div", { role: "alert" });
  const form = h("form", { class: "panel", id: "join-form" }, h("fieldset", {}, h("legend", {}, t("lobby.deck")), picker.element), error, button);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    fill(error);
    const deck = await picker.value();
    if (!deck) return;
    button.disabled = true;
    try {
      const r = await postJSON(`/api/join/${encodeURIComponent(code)}`, deck);
      saveSeat(r.game_id, r.token);
      location.href = `/game/${encodeURIComponent(r.game_id)}`;
    } catch (err) {
      fill(error, h("p", { class: "error" }, err.status === 409 ? t("join.used") : t("common.error", { message: err.message })),
        err.body?.problems?.length ? h("ul", {}, err.body.problems.map((p) => h("li", {}, p))) : null);
      button.disabled = false;
    }
  });
  fill(main, h("h1", {}, t("join.heading")), h("p", { class: "intro" }, t("join.intro", { title: invite.title || invite.game })), form);
  button.focus();
}
