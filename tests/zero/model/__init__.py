"""Zero Dimension model tests (tcgsim/zero/model): the state's types, decks."""
