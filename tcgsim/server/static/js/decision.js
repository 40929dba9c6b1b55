// The pending decision as buttons: one click answers a pick-one decision; other decisions are
// toggles with a Confirm button that is enabled only for an allowed number of choices.
// Options that decline to act (the server marks them "decline": Pass, End your turn, no
// resource) are listed last and never focused first, so a hurried Enter never throws a turn
// away. Keys: 1–9 (and 0 for the tenth) pick or toggle an option in the order shown, Space
// toggles the focused one, Enter confirms.
import { h, fill, announce } from "./dom.js";
import { t, lang, local } from "./i18n.js";

export class DecisionPanel {
  /** root: the element to draw into; send(answer: number[]) answers the decision. */
  constructor(root, send) {
    this.root = root;
    this.send = send;
    this.decision = null;
    this.chosen = new Set();
    this.sent = false;
    this.cancellable = false; // the server lets the player take this action back
    this.onCancel = null;
    document.addEventListener("keydown", (e) => this.onKey(e));
  }

  /** Show a decision (or none: then `idle` is drawn, e.g. the waiting message). */
  show(decision, idle = null) {
    const same = this.decision && decision && JSON.stringify(this.decision) === JSON.stringify(decision) && !this.sent;
    if (same) return; // a repeated state keeps the player's toggles and focus
    this.decision = decision;
    this.chosen = new Set();
    this.sent = false;
    if (!decision) {
      delete this.root.dataset.min;
      delete this.root.dataset.max;
      fill(this.root, idle);
      this.root.classList.remove("active");
      return;
    }
    this.root.classList.add("active");
    this.draw();
    announce(`${t("decision.heading")}: ${local(decision.prompts, decision.prompt)}`);
    const first = this.root.querySelector(".option:not(.decline)") || this.root.querySelector(".option");
    first?.focus({ preventScroll: true });
  }

  /** The option indices in the order shown: declining options last. */
  get order() {
    const opts = this.decision.options;
    const idx = opts.map((_, i) => i);
    return [...idx.filter((i) => !opts[i].decline), ...idx.filter((i) => opts[i].decline)];
  }

  get single() {
    return this.decision.min === 1 && this.decision.max === 1;
  }

  hint() {
    const { min, max } = this.decision;
    if (min === 1 && max === 1) return t("decision.one");
    if (min === max) return t("decision.exactly", { n: min });
    if (min === 0) return t("decision.up_to", { max });
    return t("decision.range", { min, max });
  }

  draw() {
    const d = this.decision;
    this.root.dataset.min = d.min;
    this.root.dataset.max = d.max;
    const options = this.order.map((i, pos) => {
      const o = d.options[i];
      const key = pos < 9 ? String(pos + 1) : pos === 9 ? "0" : null;
      const attrs = {
        type: "button", class: o.decline ? "option decline" : "option", dataset: { index: i },
        "aria-keyshortcuts": key || null, disabled: this.sent,
        onclick: () => this.pick(i),
      };
      if (!this.single) {
        attrs.role = "checkbox";
        attrs["aria-checked"] = this.chosen.has(i) ? "true" : "false";
      }
      // a hint tells apart options of the same name (where the Pokémon is, its HP, Energy)
      const hintText = o.hints?.[lang] || o.hint;
      const hint = hintText ? h("span", { class: "hint-text" }, hintText) : null;
      return h("button", attrs, key ? h("kbd", { "aria-hidden": "true" }, key) : null, h("span", { class: "label" }, local(o.labels, o.label)), hint);
    });
    const n = this.chosen.size;
    const ok = n >= d.min && n <= d.max;
    const confirm = this.single ? null : h("button", {
      type: "button", id: "confirm", class: "primary", disabled: !ok || this.sent, onclick: () => this.confirm(),
    }, t("decision.confirm_count", { n }));
    fill(this.root,
      h("h2", { id: "decision-heading" }, t("decision.heading")),
      h("p", { class: "prompt", id: "decision-prompt" }, local(d.prompts, d.prompt)),
      this.sourceText(),
      h("p", { class: "hint" }, this.hint()),
      h("div", { class: "options", role: "group", "aria-labelledby": "decision-prompt" }, options),
      h("div", { class: "decision-buttons" }, confirm, this.cancellable && this.onCancel ? h("button", {
        type: "button", id: "cancel-action", disabled: this.sent, title: t("decision.cancel_hint"),
        onclick: () => { this.sent = true; this.draw(); this.onCancel(); },
      }, t("decision.cancel")) : null),
      this.sent ? h("p", { class: "muted" }, t("decision.sent")) : null,
      h("p", { class: "keys muted" }, t(this.single ? "decision.keys_one" : "decision.keys")));
  }

  /** The words of the card the decision is for ("Lost Vacuum: … put it in the Lost Zone"). */
  sourceText() {
    const texts = this.decision.source?.texts;
    const text = texts && (texts[lang] || texts.en || Object.values(texts)[0]);
    return text ? h("p", { class: "source-text muted", id: "decision-source" }, text) : null;
  }

  pick(i) {
    if (!this.decision || this.sent) return;
    if (this.single) return this.answer([i]);
    if (this.chosen.has(i)) this.chosen.delete(i);
    else if (this.chosen.size < this.decision.max) this.chosen.add(i);
    else if (this.decision.max === 1) this.chosen = new Set([i]);
    this.draw();
    this.root.querySelector(`.option[data-index="${i}"]`)?.focus({ preventScroll: true });
  }

  confirm() {
    const n = this.chosen.size;
    if (this.decision && !this.sent && n >= this.decision.min && n <= this.decision.max) {
      this.answer([...this.chosen].sort((a, b) => a - b));
    }
  }

  answer(indices) {
    this.sent = true;
    this.draw();
    this.send(indices);
  }

  /** Called when the server refused the answer: the same decision can be answered again. */
  reopen() {
    if (!this.decision) return;
    this.sent = false;
    this.draw();
  }

  onKey(e) {
    if (!this.decision || this.sent || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target;
    if (target.closest?.("input, textarea, select, dialog[open]") || document.querySelector("dialog[open]")) return;
    if (/^[0-9]$/.test(e.key)) {
      const pos = e.key === "0" ? 9 : Number(e.key) - 1;
      if (pos < this.decision.options.length) {
        e.preventDefault();
        this.pick(this.order[pos]);
      }
    } else if (e.key === "Enter" && !this.single && (target.matches?.(".option") || !target.closest?.("button, a"))) {
      // Enter confirms (as in a form); Space toggles the focused option
      e.preventDefault();
      this.confirm();
    }
  }
}
