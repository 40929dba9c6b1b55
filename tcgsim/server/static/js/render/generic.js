// A readable rendering of any view, for games without a board renderer of their own: every field
// in words, card references by name (clickable), nested parts folded.
import { h } from "../dom.js";
import { groupCards } from "../cards.js";

const isCardRef = (v) => v && typeof v === "object" && typeof v.card === "string" && "name" in v;

function value(v, ctx, depth) {
  if (v == null) return h("span", { class: "muted" }, "—");
  if (Array.isArray(v)) {
    if (v.length === 0) return h("span", { class: "muted" }, "[]");
    if (v.every(isCardRef)) {
      return h("span", { class: "card-list" }, groupCards(v).map(({ ref, n }) =>
        h("button", { class: "link-card", type: "button", onclick: () => ctx.onCard(ref) }, n > 1 ? `${ref.name} ×${n}` : ref.name)));
    }
    return h("ol", { start: 0 }, v.map((x) => h("li", {}, value(x, ctx, depth + 1))));
  }
  if (isCardRef(v)) return h("button", { class: "link-card", type: "button", onclick: () => ctx.onCard(v) }, v.name);
  if (typeof v === "object") {
    const rows = h("dl", { class: "kv" }, Object.entries(v).map(([k, x]) => [h("dt", {}, k), h("dd", {}, value(x, ctx, depth + 1))]));
    return depth > 1 ? h("details", {}, h("summary", {}, `{${Object.keys(v).length}}`), rows) : rows;
  }
  return h("span", {}, String(v));
}

export function renderGeneric(view, ctx) {
  const players = view?.players || [];
  return h("section", { class: "board generic", "aria-label": view?.game || "board" },
    players.map((pl, p) => h("section", { class: "generic-player" },
      h("h2", {}, ctx.playerName(p)), value(pl, ctx, 1))),
    value(Object.fromEntries(Object.entries(view || {}).filter(([k]) => k !== "players")), ctx, 1));
}
