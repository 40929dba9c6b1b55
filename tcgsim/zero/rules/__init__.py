"""The Zero Dimension rules, one module per part of the rule book (see ``tcgsim.zero.game``)."""
