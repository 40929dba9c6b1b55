"""The Zero Dimension rules, one module per part of the rule book (ZD:100-900).

In the order they build on each other (each imports only those above it):

- ``filters`` how filters and conditions are evaluated; ``continuous`` derived values (attack,
  defense, keywords, names, attributes, effects a card has, ZD:103/308-310/701);
- ``zones`` ZD:200-208/611 (the one function that moves cards), ``triggers`` rule 800
  (catching triggered effects); ``checks`` the rules that apply at once (ZD:305/309/607);
- ``scripts`` effects as they run (ops, selectors, targets, ZD:700-705); ``chain`` ZD:106
  (links, triggered effects put on the chain, LIFO resolution, ZD:619/620);
- ``priority`` ZD:105, ``costs`` ZD:303/204/322/328, ``life`` ZD:324/505/704, ``play``
  ZD:318-321/623/622, ``actions`` ZD:703, ``levelup`` ZD:600, ``combat`` ZD:500-507,
  ``replacements`` ZD:707, ``turn`` ZD:400-408, ``setup`` ZD:100.

The rules never import the effect vocabulary (``tcgsim.zero.effects``) or the keywords
(``tcgsim.zero.keywords``): those register into the hook points of ``tcgsim.zero.registry``,
which the rules read (``tcgsim.zero.install`` fills them).
"""
