// Stored games, newest first, with links to each table and replay.
import { h, fill } from "../dom.js";
import { t } from "../i18n.js";
import { startPage, showError } from "../header.js";
import { getJSON, tokenFor, deckTitle } from "../api.js";

const main = await startPage("games.heading");
const PAGE = 50;
let offset = Number(new URLSearchParams(location.search).get("offset") || 0);

function resultText(g) {
  if (!g.result) return "";
  if (g.result.winner == null) return `${t("over.draw")} ${g.result.reason || ""}`;
  return `${t("over.winner", { player: t("table.player", { n: g.result.winner + 1 }) })} ${g.result.reason || ""}`;
}

function playerText(p) {
  const who = p.kind === "ai" ? t("table.ai", { level: p.level }) : t("table.human");
  return `${t("table.player", { n: p.seat + 1 })}: ${who}, ${deckTitle(p.deck)}`;
}

async function draw() {
  let data;
  try {
    data = await getJSON(`/api/games?limit=${PAGE}&offset=${offset}`);
  } catch (e) {
    showError(main, t("common.offline_server"));
    return;
  }
  const rows = data.games.map((g) => h("tr", { dataset: { game: g.game_id } },
    h("td", {}, g.game),
    h("td", {}, h("ul", { class: "plain" }, (g.players || []).map((p) => h("li", {}, playerText(p))))),
    h("td", {}, t(`games.status.${g.status}`)),
    h("td", { class: "num" }, g.steps),
    h("td", {}, resultText(g)),
    h("td", {}, h("time", { datetime: g.created }, g.created ? new Date(g.created).toLocaleString() : "")),
    h("td", { class: "actions" },
      g.status !== "over" || tokenFor(g.game_id) ? h("a", { href: `/game/${encodeURIComponent(g.game_id)}` }, t("games.open")) : null, " ",
      h("a", { href: `/replay/${encodeURIComponent(g.game_id)}` }, t("games.replay")))));
  const cols = ["game", "players", "status", "steps", "result", "created", "actions"];
  const pager = h("nav", { class: "pager", "aria-label": "pages" },
    offset > 0 ? h("button", { type: "button", onclick: () => { offset = Math.max(0, offset - PAGE); draw(); } }, t("games.prev")) : null,
    offset + PAGE < data.total ? h("button", { type: "button", onclick: () => { offset += PAGE; draw(); } }, t("games.next")) : null);
  fill(main, h("h1", {}, t("games.heading")),
    data.games.length
      ? h("table", { class: "games" }, h("thead", {}, h("tr", {}, cols.map((c) => h("th", { scope: "col" }, t(`games.col.${c}`))))), h("tbody", {}, rows))
      : h("p", {}, t("games.none")),
    pager);
}
await draw();
