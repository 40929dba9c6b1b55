// One board renderer per game, chosen by view.game; an unknown game gets the generic one.
// A renderer may also link decision options to the cards and Pokémon they are about, so a
// click on a card offers what can be done with it.
import { renderGeneric } from "./generic.js";
import { renderPokemon, pokemonLinks } from "./pokemon.js";
import { renderZero, zeroLinks } from "./zero.js";

const RENDERERS = {
  pokemon: { render: renderPokemon, links: pokemonLinks },
  zero: { render: renderZero, links: zeroLinks },
};

/**
 * Add another game's board: render(view, ctx) -> Element; links(view, decision) ->
 * {cards: Map(card instance id -> [option index]), slots: Map(slot id -> [option index])}.
 */
export function registerRenderer(game, render, links = null) {
  RENDERERS[game] = { render, links };
}

const NO_LINKS = { cards: new Map(), slots: new Map() };

/** Which options are about which card or Pokémon in play (empty for games that don't say). */
export function optionLinks(view, decision) {
  const links = RENDERERS[view?.game]?.links;
  return decision && links ? links(view, decision) : NO_LINKS;
}

/**
 * The board for a view. ctx: {game, you, playerName(p), onCard(ref, extra, options),
 * onBrowse(title, refs), onPick(options) (null without a decision), links}.
 */
export function renderBoard(view, ctx) {
  const render = RENDERERS[view?.game]?.render || renderGeneric;
  return render(view, { links: NO_LINKS, ...ctx });
}
