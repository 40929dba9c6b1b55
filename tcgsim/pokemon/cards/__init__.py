"""Hand-written card texts: only what the card-text compiler can't read, one module per era
(its texts beside the cards that print them). :data:`tcgsim.pokemon.install.CARD_MODULES`
lists the modules; each registers its texts as it loads (``model.impl.trainer``, ``attack``,
``ability``). A text the compiler reads too must say why it is written by hand
(``override=``): ``tests/pokemon/cards/test_overrides.py`` checks every one
(:mod:`tcgsim.pokemon.overrides`)."""
