// The server's JSON API (docs/protocol.md) and the seat tokens this browser holds.

export class ApiError extends Error {
  constructor(status, body) {
    super(body?.error || `HTTP ${status}`);
    this.status = status;
    this.body = body || {};
  }
}

async function call(method, url, body, token) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const r = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await r.json().catch(() => null);
  if (!r.ok) throw new ApiError(r.status, data);
  return data;
}

export const getJSON = (url, token) => call("GET", url, undefined, token);
export const postJSON = (url, body, token) => call("POST", url, body, token);

const TOKEN = (id) => `tcgsim.token.${id}`;
const INVITE = (id) => `tcgsim.invite.${id}`;

export function tokenFor(gameId) {
  return localStorage.getItem(TOKEN(gameId));
}
export function saveSeat(gameId, token, invite) {
  localStorage.setItem(TOKEN(gameId), token);
  if (invite) localStorage.setItem(INVITE(gameId), invite);
}
export function inviteFor(gameId) {
  return localStorage.getItem(INVITE(gameId));
}
/** Game ids this browser has a seat at (for "your games in progress"). */
export function seatedGames() {
  const ids = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key.startsWith("tcgsim.token.")) ids.push(key.slice("tcgsim.token.".length));
  }
  return ids;
}
export function forgetSeat(gameId) {
  localStorage.removeItem(TOKEN(gameId));
  localStorage.removeItem(INVITE(gameId));
}

/** The last path segment after prefix, e.g. pathId("/game/") on /game/abc -> "abc". */
export function pathId(prefix) {
  const path = location.pathname;
  return path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length).split("/")[0]) : "";
}

/** Pretty deck names: "naic2024_02_ivanoff_gardevoir" -> "naic2024 02 ivanoff gardevoir". */
export function deckTitle(name) {
  return name ? name.replace(/[_-]+/g, " ") : "";
}
