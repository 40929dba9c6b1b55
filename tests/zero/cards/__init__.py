"""Zero Dimension card tests: the card files (tcgsim/zero/cards) and the cards' texts in play."""
