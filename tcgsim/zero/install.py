"""Every rule module of Zero Dimension, imported: importing this module registers their frame
handlers, actions, ops, filter keys, conditions and timings (see ``game.py`` for what each
module holds).

The package (``tcgsim.zero``) imports it first; code inside the package that needs the
registries filled (``cardcheck``: the card files are checked against them) imports this
module rather than the package, so the package's other parts (the log's words, scenarios)
stay outside the rule modules' import cycle.
"""

# ruff: noqa: I001  (the order of these imports is the order hooks register in)
import tcgsim.zero.rules.actions  # noqa: F401
import tcgsim.zero.rules.chain  # noqa: F401
import tcgsim.zero.rules.checks  # noqa: F401
import tcgsim.zero.rules.combat  # noqa: F401
import tcgsim.zero.rules.costs  # noqa: F401
import tcgsim.zero.rules.scripts  # noqa: F401
import tcgsim.zero.keywords.chakra  # noqa: F401
import tcgsim.zero.keywords.charge  # noqa: F401
import tcgsim.zero.keywords.combat  # noqa: F401
import tcgsim.zero.keywords.curse_seal  # noqa: F401
import tcgsim.zero.keywords.exclusive  # noqa: F401
import tcgsim.zero.keywords.false_life  # noqa: F401
import tcgsim.zero.keywords.fruits  # noqa: F401
import tcgsim.zero.keywords.guardian_star  # noqa: F401
import tcgsim.zero.keywords.hand  # noqa: F401
import tcgsim.zero.keywords.ninja_art  # noqa: F401
import tcgsim.zero.keywords.odin  # noqa: F401
import tcgsim.zero.keywords.quick  # noqa: F401
import tcgsim.zero.keywords.quick_change  # noqa: F401
import tcgsim.zero.keywords.release  # noqa: F401
import tcgsim.zero.keywords.scheme  # noqa: F401
import tcgsim.zero.keywords.summon  # noqa: F401
import tcgsim.zero.keywords.super_saiyan  # noqa: F401
import tcgsim.zero.keywords.transform  # noqa: F401
import tcgsim.zero.rules.levelup  # noqa: F401
import tcgsim.zero.rules.life  # noqa: F401
import tcgsim.zero.effects.ops_basic  # noqa: F401
import tcgsim.zero.effects.ops_cards  # noqa: F401
import tcgsim.zero.effects.ops_combat  # noqa: F401
import tcgsim.zero.effects.ops_effects  # noqa: F401
import tcgsim.zero.effects.ops_zones  # noqa: F401
import tcgsim.zero.rules.play  # noqa: F401
import tcgsim.zero.rules.priority  # noqa: F401
import tcgsim.zero.rules.replacements  # noqa: F401
import tcgsim.zero.rules.setup  # noqa: F401
import tcgsim.zero.rules.triggers  # noqa: F401
import tcgsim.zero.rules.turn  # noqa: F401
