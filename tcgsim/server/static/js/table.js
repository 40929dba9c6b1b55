// What the table and the replay viewer share: player names, the turn line, drawing a board
// with its card details loaded and the keyboard focus kept across redraws.
import { h, fill } from "./dom.js";
import { t, lang, local } from "./i18n.js";
import { cardIdsIn, loadCards } from "./cards.js";
import { renderBoard, optionLinks } from "./render/index.js";
import { showCard, showCards } from "./dialogs.js";

export function playerName(view, p) {
  const you = view?.you;
  if (you == null) return t("table.player", { n: p + 1 });
  return p === you ? t("table.you") : t("table.opponent");
}

export function turnLine(view) {
  if (!view) return "";
  if (view.phase === "setup" || view.step === "setup") return t("table.setup");
  const parts = [];
  if (view.turn != null) parts.push(t("table.turn", { turn: view.turn }));
  if (view.current != null) {
    parts.push(view.current === view.you ? t("table.your_turn") : t("table.turn_of", { player: playerName(view, view.current) }));
  }
  return parts.join(" — ");
}

/**
 * Redraw the board for view into root; the focused element (by data-focus-key) stays focused.
 * With a decision and pick(i), a card that options are about offers them in its dialog.
 */
// A card dropped on a Pokémon: its action is chosen at once, and that Pokémon when the
// engine asks next for the action's target.
let droppedOn = null;
const IN_PLAY = / \((Active|Bench)\)$/;

/** Answer the target the dropped card was meant for; true when it was answered. With the
 * target not among the options (the card cannot go there), the action is taken back. */
function answerDrop(decision, pick, cancel) {
  const slot = droppedOn;
  droppedOn = null;
  if (slot == null || !decision || decision.kind === "main") return false;
  const i = decision.options.findIndex((o) => o.data === slot && IN_PLAY.test(o.label));
  if (i >= 0) {
    pick(i);
    return true;
  }
  cancel?.();
  return false;
}

export async function drawBoard(root, view, decision = null, pick = null, cancel = null) {
  const game = view.game || "pokemon";
  await loadCards(game, cardIdsIn(view));
  if (pick && answerDrop(decision, pick, cancel)) return;
  const focusKey = document.activeElement?.closest?.("[data-focus-key]")?.dataset.focusKey;
  const links = optionLinks(view, pick ? decision : null);
  const ctx = {
    game,
    you: view.you,
    playerName: (p) => playerName(view, p),
    links,
    onDrop: pick && decision ? (id, slot) => {
      const options = links.cards.get(id);
      if (!options) return;
      droppedOn = slot;
      if (options.length === 1) pick(options[0]);
      else ctx.onCard(findRef(view, id), null, options);
    } : null,
    // an option linked to no card (the opponent's life zone): chosen at once
    onPick: pick && decision ? (options) => pick(options[0]) : null,
    onCard: (ref, extra, options) => showCard(game, ref, extra, options?.length ? { prompt: local(decision.prompts, decision.prompt), labels: options.map((i) => [i, local(decision.options[i].labels, decision.options[i].label)]), pick } : null),
    onBrowse: (title, refs) => showCards(game, title, refs),
  };
  fill(root, renderBoard(view, ctx));
  if (focusKey) root.querySelector(`[data-focus-key="${CSS.escape(focusKey)}"]`)?.focus({ preventScroll: true });
}

/** "You win!" / "Player 1 wins." and the reason. */
export function resultLines(result, you) {
  if (!result) return [];
  let head;
  if (result.winner == null) head = t("over.draw");
  else if (you == null) head = t("over.winner", { player: t("table.player", { n: result.winner + 1 }) });
  else head = result.winner === you ? t("over.win") : t("over.lose");
  const reason = result.texts?.[lang] || result.text || result.reason; // in words from the server
  return [h("p", { class: "result-head" }, head), reason ? h("p", {}, t("over.reason", { reason })) : null];
}

function findRef(view, id) {
  for (const pl of view.players || []) for (const ref of pl.hand || []) if (ref.id === id) return ref;
  return { id };
}
