// The lobby: game, deck (bundled or the player's own list, checked with its problems shown),
// opponent (an AI level or a friend), then Start.
import { h, fill, append } from "../dom.js";
import { t } from "../i18n.js";
import { startPage, showError } from "../header.js";
import { getJSON, postJSON, saveSeat, seatedGames, forgetSeat, deckTitle, tokenFor } from "../api.js";
import { deckPicker } from "../deckpicker.js";

const main = await startPage("nav.new");
let kinds;
try {
  kinds = await getJSON("/api/games/kinds");
} catch (e) {
  showError(main, t("common.offline_server"));
  throw e;
}

const form = h("form", { id: "new-game", class: "panel", novalidate: true });
const gameSelect = h("select", { id: "game", name: "game" }, kinds.map((k) => h("option", { value: k.name }, k.title)));
const deckBox = h("div");
const opponentBox = h("fieldset", { class: "choices" });
const aiDeckBox = h("div", { class: "field" });
const seed = h("input", { id: "seed", name: "seed", type: "number", inputmode: "numeric", min: "0", step: "1" });
// a seed is for games against the AI only: the host of a friend game would know the friend's cards
const advanced = h("details", { class: "advanced" }, h("summary", {}, t("lobby.advanced")),
  h("div", { class: "field" }, h("label", { for: "seed" }, t("lobby.seed")), seed));
const start = h("button", { type: "submit", id: "start", class: "primary big" }, t("lobby.start"));
const formError = h("div", { role: "alert", class: "form-error" });
let picker = null;

const kind = () => kinds.find((k) => k.name === gameSelect.value) || kinds[0];
const opponent = () => form.querySelector('input[name="opponent"]:checked')?.value;

function drawKind() {
  const k = kind();
  picker = deckPicker(k, "deck");
  fill(deckBox, picker.element);
  fill(opponentBox, h("legend", {}, t("lobby.opponent")), k.opponents.map((o, i) => h("label", { class: "choice" },
    h("input", { type: "radio", name: "opponent", value: o, checked: i === 0, onchange: drawAiDeck }),
    ` ${t(`opponent.${o}`)}`)));
  drawAiDeck();
}

function drawAiDeck() {
  const k = kind();
  aiDeckBox.hidden = advanced.hidden = !opponent()?.startsWith("ai:");
  fill(aiDeckBox, h("label", { for: "opponent-deck" }, t("lobby.opponent_deck")),
    h("select", { id: "opponent-deck" }, h("option", { value: "" }, t("lobby.same_deck")),
      k.decks.map((d) => h("option", { value: d }, deckTitle(d)))));
}

gameSelect.addEventListener("change", drawKind);
append(form, [
  kinds.length > 1 ? h("div", { class: "field" }, h("label", { for: "game" }, t("lobby.game")), gameSelect) : null,
  h("fieldset", {}, h("legend", {}, t("lobby.deck")), deckBox),
  opponentBox,
  aiDeckBox,
  advanced,
  formError,
  start]);

form.addEventListener("submit", async (e) => {
  e.preventDefault();
  fill(formError);
  const deck = await picker.value();
  if (!deck) return;
  start.disabled = true;
  start.textContent = t("lobby.starting");
  try {
    const body = {
      game: kind().name, ...deck, opponent: opponent(),
      opponent_deck: document.getElementById("opponent-deck")?.value || null,
      seed: advanced.hidden || seed.value === "" ? null : Number(seed.value),
    };
    const r = await postJSON("/api/games", body);
    saveSeat(r.game_id, r.token, r.invite);
    location.href = `/game/${encodeURIComponent(r.game_id)}`;
  } catch (err) {
    fill(formError, h("p", { class: "error" }, t("common.error", { message: err.message })),
      err.body?.problems?.length ? h("ul", {}, err.body.problems.map((p) => h("li", {}, p))) : null);
    start.disabled = false;
    start.textContent = t("lobby.start");
  }
});

const resume = h("section", { id: "resume", class: "panel", hidden: true });
fill(main, h("h1", {}, t("lobby.heading")), h("p", { class: "intro" }, t("lobby.intro")), t("common.engine_english") ? h("p", { class: "muted" }, t("common.engine_english")) : null, form, resume);
drawKind();
start.focus();

// games this browser has a seat at and that are not over yet
(async () => {
  const rows = [];
  for (const id of seatedGames()) {
    try {
      const g = await getJSON(`/api/games/${encodeURIComponent(id)}`, tokenFor(id)); // our own deck's name shows
      if (g.status !== "over") rows.push(h("li", {}, h("a", { href: `/game/${encodeURIComponent(id)}` }, `${t("lobby.continue")}: ${g.game} · ${(g.players || []).map((p) => deckTitle(p.deck)).join(" vs ")} · ${g.created || ""}`)));
    } catch (err) {
      if (err.status === 404) forgetSeat(id);
    }
  }
  if (rows.length) {
    fill(resume, h("h2", {}, t("lobby.resume")), h("ul", {}, rows));
    resume.hidden = false;
  }
})();
