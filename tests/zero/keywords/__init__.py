"""Zero Dimension keyword tests (tcgsim/zero/keywords): one module per keyword of rule 900."""
