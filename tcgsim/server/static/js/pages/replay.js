// The replay viewer: any stored game, step by step (buttons, a slider, the arrow keys), the board
// as it stood after k answers and the log up to there, the newest step's events highlighted
// (and, stepping forward, animated on the board).
import { h, fill } from "../dom.js";
import { t, setNames } from "../i18n.js";
import { startPage, showError } from "../header.js";
import { getJSON, tokenFor, pathId } from "../api.js";
import { LogView } from "../log.js";
import { animate } from "../animate.js";
import { drawBoard, playerName, resultLines, turnLine } from "../table.js";

const main = await startPage("replay.heading");
const gameId = pathId("/replay/");
const token = tokenFor(gameId);
let info;
try {
  info = await getJSON(`/api/games/${encodeURIComponent(gameId)}/replay`, token);
} catch (e) {
  showError(main, e.status === 404 ? t("table.no_game", { id: gameId }) : t("common.error", { message: e.message }));
  throw e;
}

const steps = info.steps;
let k = 0;
let shownLen = 0;
let playing = null;
const cache = []; // the longest log fetched so far: a step's log is a prefix of a later step's

const counter = h("p", { id: "step", role: "status", "aria-live": "polite" });
const turn = h("p", { id: "turn" });
const next = h("p", { id: "next-decision", class: "muted" });
const slider = h("input", { type: "range", id: "slider", min: "0", max: String(steps), value: "0", step: "1", "aria-label": t("replay.slider") });
const btn = (id, key, onclick) => h("button", { type: "button", id, onclick }, t(key));
const play = btn("play", "replay.play", () => toggle());
const board = h("div", { id: "board" });
const logBox = h("section", { id: "log", "aria-labelledby": "log-heading" });
const result = h("div", { id: "replay-result" });

fill(main,
  h("h1", {}, t("replay.heading"), " ", h("span", { class: "muted" }, gameId)),
  h("div", { class: "replay-controls panel" },
    btn("first", "replay.first", () => go(0)), btn("prev", "replay.prev", () => go(k - 1)),
    play, btn("next", "replay.next", () => go(k + 1)), btn("last", "replay.last", () => go(steps)),
    slider, counter),
  h("p", { class: "keys muted" }, t("replay.keys")),
  h("div", { class: "statusbar" }, turn, next),
  result,
  h("div", { class: "table-layout" }, board, h("aside", { class: "side-panel" }, logBox)));
const log = new LogView(logBox);

slider.addEventListener("input", () => go(Number(slider.value)));
document.addEventListener("keydown", (e) => {
  if (e.target.closest?.("input:not([type=range]), textarea, select") || document.querySelector("dialog[open]")) return;
  const moves = { ArrowRight: () => go(k + 1), ArrowLeft: () => go(k - 1), Home: () => go(0), End: () => go(steps), " ": () => toggle() };
  if (e.key in moves && !(e.target.type === "range" && e.key.startsWith("Arrow"))) {
    e.preventDefault();
    moves[e.key]();
  }
});

function toggle() {
  if (playing) {
    clearInterval(playing);
    playing = null;
  } else {
    if (k >= steps) go(0);
    playing = setInterval(() => (k >= steps ? toggle() : go(k + 1)), 700);
  }
  play.textContent = t(playing ? "replay.pause" : "replay.play");
}

let pending = Promise.resolve();
function go(to) {
  const target = Math.max(0, Math.min(steps, to));
  pending = pending.then(() => show(target)).catch((e) => showError(board, t("common.error", { message: e.message })));
  return pending;
}

async function show(target) {
  const q = new URLSearchParams({ since: String(cache.length) });
  if (token) q.set("token", token);
  const r = await getJSON(`/api/games/${encodeURIComponent(gameId)}/replay/${target}?${q}`);
  if (r.since === cache.length) cache.push(...r.log);
  const before = target > k ? shownLen : r.log_len; // moving forward: highlight the new events
  k = target;
  shownLen = r.log_len;
  slider.value = String(k);
  counter.textContent = t("replay.step", { k, steps });
  main.dataset.step = String(k);
  turn.textContent = turnLine(r.view);
  next.textContent = r.deciding != null ? t("replay.deciding", { player: playerName(r.view, r.deciding) }) : "";
  fill(result, k === steps ? resultLines(r.result, r.view?.you) : null);
  log.set(cache.slice(0, r.log_len), Math.min(before, r.log_len));
  setNames(r.names);
  await drawBoard(board, r.view);
  // a step forward moves the cards its events are about, as at the table
  const fresh = [];
  for (let i = Math.min(before, r.log_len); i < r.log_len; i++) fresh.push(i);
  animate(board, r.view?.game, cache, fresh);
}

await go(0);
document.getElementById("next").focus();
