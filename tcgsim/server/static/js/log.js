// The game log in plain words; an entry governed by a rule shows its clause id on hover and to
// screen readers ("Rule PTCG:I-A-01"). The words come from the server (event "text", or
// "texts" by language where the game words its log in several).
import { h, fill } from "./dom.js";
import { t, lang } from "./i18n.js";

/** Words for an event the server sent without text: "type: field=value, …". */
export function fallbackText(e) {
  const skip = new Set(["type", "clause", "text", "secret", "to"]);
  const show = (v) => (Array.isArray(v) ? v.map((x) => x?.name ?? JSON.stringify(x)).join(", ") : typeof v === "object" && v ? JSON.stringify(v) : String(v));
  const fields = Object.entries(e).filter(([k]) => !skip.has(k)).map(([k, v]) => `${k}=${show(v)}`);
  return fields.length ? `${e.type}: ${fields.join(", ")}` : String(e.type || "event");
}

export function logEntry(e, index) {
  const text = e.texts?.[lang] || e.text || fallbackText(e); // a game may send each language
  const kind = e.type === "turn_start" ? "turn" : e.type === "game_over" ? "over" : "";
  const li = h("li", { class: `log-entry ${kind}`, dataset: { index, type: e.type || "" } }, h("span", { class: "log-text" }, text));
  if (e.clause) {
    const rule = t("log.rule", { clause: e.clause });
    li.title = rule;
    li.append(" ", h("span", { class: "clause", tabindex: "0", title: rule, "aria-label": rule }, e.clause));
  }
  return li;
}

export class LogView {
  constructor(root) {
    this.root = root;
    this.list = h("ol", { class: "log", id: "log-list", "aria-label": t("log.heading") });
    fill(root, h("h2", { id: "log-heading" }, t("log.heading")), this.list);
    this.count = 0;
  }

  /** Show entries [0, entries.length); highlight those from `fresh` on (the newest step). */
  set(entries, fresh = entries.length) {
    const follow = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 40;
    if (entries.length < this.count || this.count === 0) {
      this.list.replaceChildren();
      this.count = 0;
    }
    for (let i = this.count; i < entries.length; i++) this.list.append(logEntry(entries[i], i));
    this.count = entries.length;
    for (const li of this.list.children) li.classList.toggle("fresh", Number(li.dataset.index) >= fresh);
    if (!entries.length) this.list.replaceChildren(h("li", { class: "muted" }, t("log.empty")));
    if (follow || fresh < entries.length) this.list.scrollTop = this.list.scrollHeight;
  }
}
