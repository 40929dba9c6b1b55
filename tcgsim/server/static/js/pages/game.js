// The table: one WebSocket to the server; every "state" message redraws the board, the decision
// panel, the log and the status line. Reloading the page reconnects with the stored seat token.
import { h, fill, announce } from "../dom.js";
import { t, setNames } from "../i18n.js";
import { startPage, showError } from "../header.js";
import { tokenFor, inviteFor, pathId, getJSON } from "../api.js";
import { imagesSetting, setImages } from "../cards.js";
import { DecisionPanel } from "../decision.js";
import { LogView, entryText } from "../log.js";
import { Pacer, PACES, paceControl, paceSetting } from "../pace.js";
import { animate, leavesPlay } from "../animate.js";
import { openDialog } from "../dialogs.js";
import { drawBoard, playerName, resultLines, turnLine } from "../table.js";

const main = await startPage("table.heading");
const gameId = pathId("/game/");
const token = tokenFor(gameId);

const status = h("p", { id: "status", role: "status", "aria-live": "polite" }, t("table.status.connecting"));
const turn = h("p", { id: "turn" });
const players = h("p", { id: "players", class: "muted" });
const invite = h("div", { id: "invite", hidden: true });
const board = h("div", { id: "board" });
const decisionBox = h("section", { id: "decision", "aria-labelledby": "decision-heading" });
const logBox = h("section", { id: "log", "aria-labelledby": "log-heading" });
const images = h("input", { type: "checkbox", id: "images", checked: imagesSetting() });
const resign = h("button", { type: "button", id: "resign", hidden: true }, t("table.resign"));
// The seat's settings, kept by the server (docs/protocol.md, "Seat settings").
const autoAnswer = h("input", { type: "checkbox", id: "auto-answer", checked: true });
const holdPriority = h("input", { type: "checkbox", id: "hold-priority" });
const autoToggle = h("label", { class: "toggle", hidden: true, title: t("table.auto_answer_hint") }, autoAnswer, t("table.auto_answer"));
const holdToggle = h("label", { class: "toggle", hidden: true, title: t("table.hold_priority_hint") }, holdPriority, t("table.hold_priority"));

fill(main,
  h("h1", { class: "visually-hidden" }, t("table.heading")),
  h("div", { class: "statusbar" }, turn, status, players,
    h("label", { class: "toggle" }, images, t("table.images")), autoToggle, holdToggle, paceControl(), resign),
  invite,
  h("div", { class: "table-layout" }, board, h("aside", { class: "side-panel" }, decisionBox, logBox)));

const log = new LogView(logBox);
const pacer = new Pacer(main);
let ws = null;
let last = null; // the last state message
let entries = [];
let retry = 0;
let overShown = false;
let queue = Promise.resolve();

const panel = new DecisionPanel(decisionBox, (answer) => {
  send({ type: "answer", answer, seq: last.seq });
});

/** Take back the action in progress (the server allows it while nothing is shown or drawn). */
function cancelAction() {
  send({ type: "cancel", seq: last.seq });
}
panel.onCancel = cancelAction;

function send(msg) {
  if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
}

images.addEventListener("change", () => {
  setImages(images.checked);
  if (last?.view) drawBoard(board, last.view, last.status === "your_decision" ? last.decision : null, (i) => panel.pick(i));
});
autoAnswer.addEventListener("change", () => send({ type: "settings", settings: { auto_answer: autoAnswer.checked } }));
holdPriority.addEventListener("change", () => send({ type: "settings", settings: { hold_priority: holdPriority.checked } }));
resign.addEventListener("click", () => {
  if (confirm(t("table.resign_confirm"))) send({ type: "resign" });
});

function statusText(m) {
  if (m.status === "waiting_for_opponent" && m.seat == null && m.deciding != null) {
    return t("table.status.waiting_for_opponent_spectator", { player: playerName(m.view, m.deciding) });
  }
  return t(`table.status.${m.status}`);
}

function playersText(m) {
  return (m.players || []).map((pl) => {
    const who = m.view ? playerName(m.view, pl.seat) : t("table.player", { n: pl.seat + 1 });
    const kind = pl.kind === "ai" ? t("table.ai", { level: pl.level }) : t("table.human");
    const away = pl.kind !== "ai" && pl.connected === false ? ` (${t("table.disconnected")})` : "";
    return `${who}: ${kind}${away}`;
  }).join(" · ");
}

function showInvite(m) {
  const path = inviteFor(gameId);
  invite.hidden = !(m.status === "waiting_for_join" && path);
  if (invite.hidden) return;
  const url = new URL(path, location.origin).toString();
  const input = h("input", { id: "invite-url", type: "text", readonly: true, value: url, size: Math.min(url.length, 60) });
  const copy = h("button", { type: "button" }, t("table.copy"));
  copy.addEventListener("click", async () => {
    input.select();
    try { await navigator.clipboard.writeText(url); } catch { document.execCommand?.("copy"); }
    copy.textContent = t("table.copied");
  });
  fill(invite, h("label", { for: "invite-url" }, t("table.invite")), " ", input, " ", copy);
}

function showOver(m) {
  if (overShown || m.status !== "over" || !m.result) return;
  overShown = true;
  const d = openDialog("over", t("over.heading"),
    h("div", { id: "game-over" }, resultLines(m.result, m.seat)),
    h("div", { class: "actions" },
      h("a", { class: "button primary", href: `/replay/${encodeURIComponent(gameId)}` }, t("over.replay")),
      h("a", { class: "button", href: "/" }, t("over.new")),
      h("button", { type: "button", onclick: () => d.close() }, t("over.board"))));
}

/** Whether the new events are the other side's doing (the AI's or the friend's turn). */
function othersMoved(m, fresh) {
  if (m.since === 0 || !fresh.length) return false; // the first load shows the log as it is
  return fresh.some((e) => e.player != null && e.player !== m.seat && !e.detail);
}

/**
 * The board along the other side's turn: the state's `frames` are this seat's boards after
 * each of their moves ({at: log length, view}), the last one the state's own view. Line k
 * plays on the board of its move's start, and on the board after its move from the move's
 * last line on (or the line after its last Knock Out or character destroyed, which fades on
 * the board before).
 * Lines that found nothing to move on the board before (a Pokémon just put into play)
 * move once the board after them is drawn. Returns onLine(k) for the pacer.
 */
function stepper(m, from, moved) {
  const frames = new Map((m.frames || []).filter((f) => f.at > from && f.at < entries.length).map((f) => [f.at, f.view]));
  if (!frames.size || !m.view) return (k) => animate(board, m.game, entries, [k], false).forEach((j) => moved.add(j));
  frames.set(entries.length, m.view);
  const ends = [...frames.keys()].sort((a, b) => a - b);
  let at = from; // the log length of the board drawn now
  let waiting = []; // lines that found nothing to move on it
  const draw = async (to, upto) => {
    at = to;
    await drawBoard(board, frames.get(to));
    animate(board, m.game, entries, waiting.filter((i) => i < upto), true).forEach((j) => moved.add(j));
    waiting = waiting.filter((i) => i >= upto);
  };
  return async (k) => {
    const end = ends.find((b) => b > k);
    const start = ends.filter((b) => b <= k).pop() ?? from;
    if (at < start) await draw(start, k);
    const lines = entries.slice(start, end).map((e, i) => [e, start + i]);
    const lastKo = Math.max(-1, ...lines.filter(([e]) => leavesPlay(e)).map(([, i]) => i));
    const lastShown = Math.max(start, ...lines.filter(([e]) => !e.detail).map(([, i]) => i));
    if (at < end && k >= Math.max(lastKo + 1, lastShown) && k < end) await draw(end, k);
    const done = animate(board, m.game, entries, [k], at > k);
    done.forEach((j) => moved.add(j));
    if (!done.length) waiting.push(k);
  };
}

async function onState(m) {
  // body[data-drawn]: the board shows the latest state (the decision panel may be drawn
  // before it while the cards load): what a script driving the page waits for
  delete document.body.dataset.drawn;
  const fresh = m.log || [];
  const before = Math.min(entries.length, m.since);
  entries = entries.slice(0, m.since).concat(fresh);
  // what moved on the board: each line as it plays on the board shown so far, the rest
  // (cards that came into play) on the new board; nothing once the player skipped
  const moved = new Set();
  let paced = false;
  let skipped = false;
  if (othersMoved(m, fresh)) {
    // their turn plays out line by line before the board and the next decision are shown
    panel.show(null, h("div", { class: "waiting" }, h("p", {}, t("pace.watching"))));
    const head = m.view && m.view.current != null && m.view.current !== m.seat ? t("pace.opponent_turn") : t("pace.opponent_moves");
    paced = await pacer.play(head, before, entries.length, (k) => log.set(entries.slice(0, k), before),
      (i) => entryText(entries[i]), (i) => !entries[i].detail, stepper(m, before, moved));
    skipped = !paced && PACES[paceSetting()] > 0;
  }
  last = m;
  retry = 0;
  turn.textContent = turnLine(m.view);
  status.textContent = statusText(m);
  status.dataset.status = m.status;
  document.body.dataset.status = m.status;
  players.textContent = playersText(m);
  resign.hidden = m.seat == null || m.status === "over" || m.status === "waiting_for_join";
  autoToggle.hidden = !m.settings || m.status === "over";
  holdToggle.hidden = autoToggle.hidden || m.game !== "zero" || !m.settings.auto_answer;
  if (m.settings) {
    autoAnswer.checked = m.settings.auto_answer;
    holdPriority.checked = m.settings.hold_priority;
  }
  showInvite(m);
  const idle = h("div", { class: `waiting ${m.status}` },
    m.status === "over" ? resultLines(m.result, m.seat) : h("p", {}, h("span", { class: "spinner", "aria-hidden": "true" }), statusText(m)),
    m.seat == null ? h("p", { class: "muted" }, t("table.spectator")) : null);
  panel.cancellable = m.status === "your_decision" && !!m.cancellable;
  panel.show(m.status === "your_decision" ? m.decision : null, idle);
  log.set(entries, m.since > 0 ? m.since : entries.length); // what just happened stands out
  document.title = `${m.status === "your_decision" ? "● " : ""}${statusText(m)} · ${t("app.name")}`;
  const mine = m.status === "your_decision" ? m.decision : null;
  setNames(m.names);
  if (m.view) await drawBoard(board, m.view, mine, (i) => panel.pick(i), m.cancellable ? cancelAction : null);
  else fill(board);
  if (m.since > 0 && !skipped) {
    const rest = entries.map((_, i) => i).filter((i) => i >= m.since && !moved.has(i));
    animate(board, m.game, entries, rest, true, paced ? 0 : Math.min(PACES[paceSetting()], 150));
  }
  document.body.dataset.drawn = String(m.seq);
  if (mine) handAboveSheet();
  showOver(m);
}

/** On a phone the decision is a sheet at the bottom of the screen (app.css): bring one's hand
 * right above it, so the cards and the choices about them are seen together. */
function handAboveSheet() {
  if (!matchMedia("(max-width: 700px)").matches) return;
  const hand = board.querySelector(".side.near .hand-zone");
  if (!hand) return;
  const gap = hand.getBoundingClientRect().bottom - decisionBox.getBoundingClientRect().top;
  if (Math.abs(gap) > 4) window.scrollBy({ top: gap + 4, behavior: "instant" });
}

let brokenReason = ""; // why the server set this game aside, once it says so

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const q = new URLSearchParams({ since: String(entries.length) });
  // the seat token travels as a subprotocol, not in the URL (URLs end up in logs)
  const protocols = token ? ["tcgsim", `tcgsim.token.${token}`] : ["tcgsim"];
  ws = new WebSocket(`${proto}://${location.host}/ws/games/${encodeURIComponent(gameId)}?${q}`, protocols);
  ws.addEventListener("message", (ev) => {
    const m = JSON.parse(ev.data);
    // states are drawn one after the other: a board drawing waits for card details
    if (m.type === "state") queue = queue.then(() => onState(m)).catch((e) => console.error(e));
    else if (m.type === "presence" && last) {
      last = { ...last, players: m.players }; // who is connected now
      players.textContent = playersText(last);
    } else if (m.type === "error") {
      if (m.code === "game_broken") brokenReason = m.message; // the close (4410) follows
      if (m.code !== "stale_seq") announce(m.message);
      if (m.code === "illegal_answer" || m.code === "not_your_decision") {
        panel.reopen();
        decisionBox.append(h("p", { class: "error", role: "alert" }, m.message));
      }
    }
  });
  ws.addEventListener("close", (ev) => {
    if (ev.code === 4404) return showError(main, t("table.no_game", { id: gameId }));
    if (ev.code === 4403) return showError(main, t("table.bad_token"));
    if (ev.code === 4410) return showError(main, t("table.broken", { reason: brokenReason }));
    status.textContent = t("table.status.reconnecting");
    retry = Math.min(retry + 1, 8);
    setTimeout(connect, 250 * retry);
  });
}

// a quick check first, so an unknown game gives a clear message rather than a reconnect loop
try {
  const summary = await getJSON(`/api/games/${encodeURIComponent(gameId)}`, token);
  if (summary.status === "broken") showError(main, t("table.broken", { reason: summary.error }));
  else connect();
} catch (e) {
  showError(main, e.status === 404 ? t("table.no_game", { id: gameId }) : e.status === 403 ? t("table.bad_token") : t("common.error", { message: e.message }));
}
