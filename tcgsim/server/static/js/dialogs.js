// Modal dialogs (native <dialog>: focus is kept inside, Escape closes, focus returns after).
import { h, fill } from "./dom.js";
import { t, cardName } from "./i18n.js";
import { cardFace, cardInfo, groupCards } from "./cards.js";

function dialog(id) {
  let d = document.getElementById(id);
  if (!d) {
    d = h("dialog", { id, class: "modal", "aria-labelledby": `${id}-title` });
    d.addEventListener("click", (e) => { if (e.target === d) d.close(); }); // a click outside closes
    document.body.append(d);
  }
  return d;
}

export function openDialog(id, title, ...body) {
  const d = dialog(id);
  const close = h("button", { type: "button", class: "close", onclick: () => d.close() }, t("common.close"));
  fill(d, h("div", { class: "modal-head" }, h("h2", { id: `${id}-title` }, title), close), h("div", { class: "modal-body" }, body));
  if (!d.open) d.showModal();
  close.focus();
  return d;
}

/**
 * A card, large, with its printed text and (for a card in play) what is on it now; with
 * choices ({labels: [[option index, label]], pick}) the options about it come first.
 */
export function showCard(game, ref, extra = null, choices = null) {
  const info = cardInfo(game, ref.card);
  const actions = choices && h("div", { class: "card-actions", role: "group", "aria-label": choices.prompt },
    h("p", { class: "prompt" }, choices.prompt),
    choices.labels.map(([i, label]) => h("button", {
      type: "button", class: "option primary", dataset: { index: i },
      onclick: () => { document.getElementById("card-dialog").close(); choices.pick(i); },
    }, label)));
  const d = openDialog("card-dialog", cardName(ref.name || info?.name || ref.card),
    actions, h("div", { class: "card-detail" }, cardFace(game, ref, "large"), extra));
  d.querySelector(".card-actions button")?.focus();
}

/** A list of cards (a discard pile, the Lost Zone), grouped by name; each opens the card. */
export function showCards(game, title, refs) {
  openDialog("list-dialog", `${title} (${refs.length})`,
    h("ul", { class: "card-list-full" }, groupCards(refs).map(({ ref, n }) => h("li", {},
      h("button", { type: "button", class: "link-card", onclick: () => showCard(game, ref) }, cardName(ref.name)),
      n > 1 ? ` ×${n}` : ""))));
}
