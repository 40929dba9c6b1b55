"""Zero Dimension rule tests (tcgsim/zero/rules), by the part of the rule book."""
