// The game log in plain words; an entry governed by a rule shows its clause id on hover and to
// screen readers ("Rule PTCG:I-A-01"). The words come from the server (event "text", or
// "texts" by language where the game words its log in several). The rule's procedure (lines
// the server marks "detail": steps, passes) and the clause ids show only with the "Details"
// toggle; the same line repeated (the opponent drawing card after card) reads once, "×N".
import { h, fill } from "./dom.js";
import { t, lang } from "./i18n.js";

/** Words for an event the server sent without text: "type: field=value, …". */
export function fallbackText(e) {
  const skip = new Set(["type", "clause", "text", "secret", "to"]);
  const show = (v) => (Array.isArray(v) ? v.map((x) => x?.name ?? JSON.stringify(x)).join(", ") : typeof v === "object" && v ? JSON.stringify(v) : String(v));
  const fields = Object.entries(e).filter(([k]) => !skip.has(k)).map(([k, v]) => `${k}=${show(v)}`);
  return fields.length ? `${e.type}: ${fields.join(", ")}` : String(e.type || "event");
}

export function entryText(e) {
  return e.texts?.[lang] || e.text || fallbackText(e); // a game may send each language
}

/** The Pokémon in play a line is about (the board's data-slot), where the server placed it. */
function placeData(e) {
  const p = e.place;
  return p?.slot == null ? {} : { slot: p.slot, ...(p.repeats ? { repeats: "" } : {}) };
}

export function logEntry(e, index) {
  const text = entryText(e);
  const kind = e.type === "turn_start" || e.type === "turn" ? "turn" : e.type === "game_over" ? "over" : "";
  const li = h("li", { class: `log-entry ${kind}${e.detail ? " detail" : ""}`, dataset: { index, last: index, type: e.type || "", ...placeData(e) } },
    h("span", { class: "log-text" }, text), h("span", { class: "repeat", hidden: true }));
  if (e.clause) {
    const rule = t("log.rule", { clause: e.clause });
    li.title = rule;
    li.append(" ", h("span", { class: "clause", tabindex: "0", title: rule, "aria-label": rule }, e.clause));
  }
  return li;
}

const DETAILS_KEY = "tcgsim.log.details";

export class LogView {
  constructor(root) {
    this.root = root;
    this.list = h("ol", { class: "log", id: "log-list", "aria-label": t("log.heading") });
    const details = h("input", { type: "checkbox", id: "log-details", checked: localStorage.getItem(DETAILS_KEY) === "1" });
    details.addEventListener("change", () => {
      localStorage.setItem(DETAILS_KEY, details.checked ? "1" : "0");
      this.list.classList.toggle("show-details", details.checked);
    });
    this.list.classList.toggle("show-details", details.checked);
    fill(root, h("div", { class: "log-head" }, h("h2", { id: "log-heading" }, t("log.heading")),
      h("label", { class: "toggle", title: t("log.details_hint") }, details, t("log.details"))), this.list);
    this.count = 0;
  }

  /** Append entry i, or count it on the line before when it reads the same. */
  append(e, i) {
    const prev = this.list.lastElementChild;
    if (prev?.classList.contains("log-entry") && !e.detail && !prev.classList.contains("detail")
        && prev.querySelector(".log-text").textContent === entryText(e)) {
      const rep = prev.querySelector(".repeat");
      const n = Number(rep.dataset.n || "1") + 1;
      rep.dataset.n = n;
      rep.textContent = ` ×${n}`;
      rep.hidden = false;
      prev.dataset.last = i;
      return;
    }
    this.list.append(logEntry(e, i));
  }

  /** Show entries [0, entries.length); highlight those from `fresh` on (the newest step). */
  set(entries, fresh = entries.length) {
    const follow = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 40;
    if (entries.length < this.count || this.count === 0) {
      this.list.replaceChildren();
      this.count = 0;
    }
    for (let i = this.count; i < entries.length; i++) this.append(entries[i], i);
    this.count = entries.length;
    for (const li of this.list.children) li.classList.toggle("fresh", Number(li.dataset.last) >= fresh);
    if (!entries.length) this.list.replaceChildren(h("li", { class: "muted" }, t("log.empty")));
    if (follow || fresh < entries.length) this.list.scrollTop = this.list.scrollHeight;
  }
}
