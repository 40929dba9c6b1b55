"""Every rule module of Zero Dimension, imported: importing this module registers their frame
handlers, actions, ops, filter keys, conditions and timings (see ``game.py`` for what each
module holds).

The package (``tcgsim.zero``) imports it first; code inside the package that needs the
registries filled (``cardcheck``: the card files are checked against them) imports this
module rather than the package, so the package's other parts (the log's words, scenarios)
stay outside the rule modules' import cycle.
"""

from tcgsim.zero import (  # noqa: F401
    actions,
    chain,
    checks,
    combat,
    costs,
    effects,
    kw_chakra,
    kw_charge,
    kw_combat,
    kw_curse_seal,
    kw_exclusive,
    kw_false_life,
    kw_fruits,
    kw_guardian_star,
    kw_hand,
    kw_ninja_art,
    kw_odin,
    kw_quick,
    kw_quick_change,
    kw_release,
    kw_scheme,
    kw_summon,
    kw_super_saiyan,
    kw_transform,
    levelup,
    life,
    ops_basic,
    ops_cards,
    ops_combat,
    ops_effects,
    ops_zones,
    play,
    priority,
    replacements,
    setup,
    triggers,
    turn,
)
