"""Zero Dimension for searching and rule-of-thumb agents: the heuristic player, the
position evaluation and the determinization of a view (hidden cards sampled)."""
