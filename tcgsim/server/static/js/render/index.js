// One board renderer per game, chosen by view.game; an unknown game gets the generic one.
import { renderGeneric } from "./generic.js";
import { renderPokemon } from "./pokemon.js";

const RENDERERS = { pokemon: renderPokemon };

/** Add the board renderer of another game: (view, ctx) -> Element. */
export function registerRenderer(game, render) {
  RENDERERS[game] = render;
}

/**
 * The board for a view. ctx: {game, you, playerName(p), onCard(ref, slot), onBrowse(title, refs)}.
 */
export function renderBoard(view, ctx) {
  const render = RENDERERS[view?.game] || renderGeneric;
  return render(view, ctx);
}
