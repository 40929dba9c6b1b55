// A turn you can watch: the other side's events (the AI's whole turn arrives at once) are shown
// one line at a time at an adjustable pace, under an "Opponent's turn" banner that names each
// as it happens; Skip (or Escape) shows the rest at once. The pace is remembered; "instant"
// turns it off.
import { h } from "./dom.js";
import { t } from "./i18n.js";

const KEY = "tcgsim.pace";
/** milliseconds per line at each pace */
export const PACES = { instant: 0, fast: 250, normal: 600, slow: 1100 };

export function paceSetting() {
  const p = localStorage.getItem(KEY);
  return p in PACES ? p : "normal";
}

/** The pace selector for the status bar. */
export function paceControl() {
  const select = h("select", { id: "pace", "aria-label": t("pace.label") },
    Object.keys(PACES).map((p) => h("option", { value: p, selected: p === paceSetting() }, t(`pace.${p}`))));
  select.addEventListener("change", () => localStorage.setItem(KEY, select.value));
  return h("label", { class: "toggle" }, t("pace.label"), " ", select);
}

export class Pacer {
  /** root: where the banner goes (it is shown only while events play). */
  constructor(root) {
    this.text = h("span", { class: "banner-text", id: "turn-banner-text", "aria-live": "polite" });
    this.skipButton = h("button", { type: "button", id: "skip", onclick: () => this.skip() }, t("pace.skip"));
    this.banner = h("div", { id: "turn-banner", class: "turn-banner", hidden: true },
      h("strong", { id: "turn-banner-head" }), " ", this.text, " ", this.skipButton);
    root.prepend(this.banner);
    this.skipping = false;
    this.wake = null;
    document.addEventListener("keydown", (e) => { if (e.key === "Escape" && !this.banner.hidden) this.skip(); });
  }

  skip() {
    this.skipping = true;
    this.wake?.();
  }

  sleep(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => { clearTimeout(timer); resolve(); };
    });
  }

  /**
   * Show entries [from, entries.length) one by one: show(k) draws the log up to k, text(i)
   * gives entry i's words, shown(i) whether it is a line the player sees (not a detail),
   * onLine(i) animates entry i on the board as it is shown (a promise: it may first draw the
   * board of that moment). Resolves to whether the entries
   * were played one by one to the end (not at once: pace "instant", nor skipped).
   */
  async play(head, from, count, show, text, shown, onLine = () => {}) {
    const ms = PACES[paceSetting()];
    if (!ms) {
      show(count);
      return false;
    }
    this.skipping = false;
    this.banner.querySelector("#turn-banner-head").textContent = head;
    this.banner.hidden = false;
    document.body.classList.add("watching");
    try {
      for (let k = from; k < count && !this.skipping; k++) {
        show(k + 1);
        await onLine(k);
        if (!shown(k)) continue;
        this.text.textContent = text(k);
        await this.sleep(ms);
      }
    } finally {
      show(count);
      this.banner.hidden = true;
      document.body.classList.remove("watching");
    }
    return !this.skipping;
  }
}
