"""What fills the registry: every handler, resolver, action, op, filter key, condition, timing,
rule hook and keyword of Zero Dimension, in one place, in the order the rules use them.

:mod:`tcgsim.zero.registry` declares the hook points (what each one is for); this module
says what goes in each, written out below, one table per hook point, and :func:`install`
puts it there (``tcgsim/zero/__init__.py`` calls it once, before anything plays). Nothing
registers itself by being imported, so the order of imports changes nothing; the order of
each list below is the order its functions run in (``tests/zero/test_registry.py`` prints the
registry and holds it to this order).

Adding to the game: a new op, filter key, condition, timing or rule hook is a function in the
module its rule belongs to (``rules/``, ``effects/``, ``keywords/``), named in the table of
its hook point here; a new keyword is a module in ``keywords/`` (listed in
``keywords.KEYWORDS``) with its entries here.
"""

from __future__ import annotations

from typing import Any

from tcgsim.zero import registry
from tcgsim.zero.cards import check
from tcgsim.zero.effects import filters as f
from tcgsim.zero.effects import ops_basic, ops_cards, ops_combat, ops_effects, ops_zones
from tcgsim.zero.keywords import (
    chakra,
    charge,
    curse_seal,
    duel,
    exclusive,
    false_life,
    form_change,
    guardian_star,
    hand,
    ninja_art,
    odin_power,
    odin_sapphire,
    paramecia,
    quick,
    quick_change,
    release,
    scheme,
    summon,
    super_saiyan,
    transform,
    zoan,
)
from tcgsim.zero.keywords import combat as combat_keywords
from tcgsim.zero.rules import (
    actions,
    chain,
    checks,
    combat,
    costs,
    levelup,
    life,
    play,
    priority,
    replacements,
    scripts,
    setup,
    triggers,
    turn,
)

# -- the work stack: frame op -> handler --------------------------------------------------------
HANDLERS: dict[str, registry.Handler] = {
    "setup": setup.setup,  # ZD:100
    "turn": turn.turn,  # ZD:400-408
    "auto_chain": turn.auto_chain,  # ZD:401
    "priority": priority.priority,  # ZD:105
    "resolve": chain.resolve_top,  # ZD:106
    "put_triggers": chain.put_triggers,  # ZD:106/702
    "put_trigger": chain.put_trigger,
    "script": scripts.run_script,  # ZD:700
    "targets": scripts.choose_targets,  # ZD:705
    "checks": checks.checks_frame,  # ZD:305/309/607
    "unique": checks.unique,  # ZD:305
    "pay": costs.pay,  # ZD:303
    "use": play.use,  # ZD:318-321/623
    "appeared": play.appeared,  # ZD:801
    "tactic": play.tactic,  # ZD:320
    "activate": actions.activate,  # ZD:703
    "levelup": levelup.declare,  # ZD:600
    "combat": combat.combat,  # ZD:500-507
    "life_damage": life.life_damage,  # ZD:324/505/704
    "charge": charge.activate_charge,  # ZD:900.CHARGE
    "reveal_action": hand.reveal_action,  # ZD:900.FORM_CHANGE / QUICK_CHANGE
    "transform_use": transform.transform_use,  # ZD:900.TRANSFORM
}

# -- chain links: kind -> resolver (ZD:106) -------------------------------------------------------
RESOLVERS: dict[str, registry.Resolver] = {
    "effect": chain.resolve_effect,
    "card": play.resolve_card,
    "charge": charge.resolve_charge,
    "levelup": levelup.resolve_levelup,
}

# -- what a player with priority may do, in the order it is offered (ZD:105) -----------------
ACTIONS: dict[str, tuple[registry.Options, registry.Start]] = {
    "use": (actions.use_options, actions.use_start),  # ZD:318-321/623
    "act": (actions.act_options, actions.act_start),  # ZD:703
    "attack": (combat.attack_options, combat.attack_start),  # ZD:405.1
    "charge": (charge.options, charge.start),  # ZD:900.CHARGE
    "false_life": (false_life.options, false_life.start),  # ZD:900.FALSE_LIFE
    "reveal": (hand.options, hand.start),  # ZD:900.FORM_CHANGE / QUICK_CHANGE
    "levelup": (levelup.options, levelup.start),  # ZD:600
    "transform": (transform.options, transform.start),  # ZD:900.TRANSFORM
}
OFF_MAIN: dict[str, registry.OffMain] = {
    "use": play.may_use_off_main,
    "act": actions.may_act_off_main,
    "attack": play.never,  # the main timing only
    "charge": charge.may_charge,
    "false_life": false_life.may_use_off_main,
    "reveal": hand.may_reveal,
    "levelup": play.never,  # the main timing only
    "transform": play.may_use_off_main,  # its cards need instant timing (QUICK) or a right
}
ACTION_KINDS: dict[str, tuple[str, ...]] = {  # what the options above and their tests ask first
    "act": ("activated",),
    "charge": (charge.GATE,),
    "false_life": (f"kw:{false_life.KW}",),
}  # and "reveal": the keywords of HAND_ACTIONS (below)
PASS_ALLOWED = [combat.must_attack_pass]  # ZD:405.1

# -- the card script vocabulary: op name -> op (see tcgsim.zero.effects) -------------------------
OPS: dict[str, registry.OpFn] = {
    # costs (ZD:317/303/606/608)
    "tap_self": ops_basic.tap_self,
    "pay": ops_basic.pay,
    "discard_hand": ops_basic.discard_hand,
    "discard_life": ops_basic.discard_life,
    "discard_self": ops_basic.discard_self,
    "discard_battle": ops_cards.discard_battle,
    "each_discard": ops_cards.each_discard,
    # the basic effects
    "draw": ops_basic.draw,
    "tap": ops_basic.tap,
    "untap": ops_basic.untap,
    "destroy": ops_basic.destroy,
    "damage": ops_basic.damage,
    "heal": ops_basic.heal,
    "to_hand": ops_basic.to_hand,
    "to_deck": ops_basic.to_deck,
    "to_rest": ops_basic.to_rest,
    "remove": ops_basic.remove,
    "mod": ops_basic.mod,
    "grant": ops_basic.grant,
    "cant": ops_basic.cant,
    "lose_effects": ops_basic.lose_effects,
    "life_from_deck": ops_basic.life_from_deck,
    "to_life": ops_basic.to_life,
    "life_damage": ops_basic.life_damage,
    "untap_resources": ops_basic.untap_resources,
    "choose": ops_basic.choose,
    "search": ops_basic.search,
    "end_turn": ops_basic.end_turn,
    "appear_card": ops_basic.appear_card,
    "cancel": ops_basic.cancel,
    # what the project's card texts need beyond those
    "token": ops_cards.token,
    "declare_name": ops_cards.declare_name,
    "reveal_pick": ops_cards.reveal_pick,
    "look_top_place": ops_cards.look_top_place,
    "search_to_top": ops_cards.search_to_top,
    "search_each": ops_cards.search_each,
    "remove_named": ops_cards.remove_named,
    # combat and damage
    "prevent_damage": ops_combat.prevent_damage,
    "remove_from_combat": ops_combat.remove_from_combat,
    "must": ops_combat.must,
    "mill": ops_combat.mill,
    # what cards are and have (ZD:306/706/709)
    "gain_effect": ops_effects.gain_effect,
    "gain_effects_of": ops_effects.gain_effects_of,
    "add_attr": ops_effects.add_attr,
    "set_attr": ops_effects.set_attr,
    "copy_of": ops_effects.copy_of,
    "copy_used": ops_effects.copy_used,
    # moving and showing cards (ZD:201/204/612/614-617/622/623)
    "look_top": ops_zones.look_top,
    "reveal_top": ops_zones.reveal_top,
    "shuffle": ops_zones.shuffle,
    "take_control": ops_zones.take_control,
    "swap_with": ops_zones.swap_with,
    "put_on_deck": ops_zones.put_on_deck,
    "use_card": ops_zones.use_card,
    "to_res": ops_zones.to_res,
    "allow_use": ops_zones.allow_use,
    # the keywords' own
    "enter_charge": charge.enter_charge,
    "curse_seal": curse_seal.curse_seal,
    "duel": duel.duel,
    "make_exclusive": exclusive.make_exclusive,
    "put_counter": false_life.put_counter,
    "remove_counter": false_life.remove_counter,
    "move_counter": false_life.move_counter,
    "form_change": form_change.form_change,
    "guardian_star": guardian_star.guardian_star,
    "quick_change": quick_change.quick_change,
    "reveal_self": release.reveal_self,
    "release": release.release,
    "bankai": release.bankai,
    "pay_own_cost": summon.pay_own_cost,
    "put_under": transform.put_under,
    "transform_onto": transform.transform_onto,
}

# -- which ops can be paid as a cost now (ZD:702/703) -------------------------------------------
ABLE: dict[str, registry.AbleFn] = {
    "tap_self": ops_basic.can_tap_self,
    "pay": ops_basic.can_pay_cost,
    "discard_hand": ops_basic.can_discard_hand,
    "discard_life": ops_basic.can_discard_life,
    "discard_self": ops_basic.can_discard_self,
    "discard_battle": ops_cards.can_discard_battle,
    "reveal_self": release.can_reveal_self,
    "pay_own_cost": summon.can_pay_own_cost,
}

# -- filter keys and conditions ------------------------------------------------------------------
FILTER_KEYS: dict[str, registry.FilterKey] = {
    "type": f.type_,
    "side": f.side,
    "other": f.other,
    "name": f.name,
    "char": f.char,
    "attr": f.attr,
    "attr_any": f.attr_any,
    "color": f.color,
    "cost_max": f.cost_max,
    "cost_min": f.cost_min,
    "tapped": f.tapped,
    "damaged": f.damaged,
    "level_min": f.level_min,
    "keyword": f.keyword,
    "atk_max": ops_cards.atk_max,
    "def_max": ops_cards.def_max,
    "usable": play.usable,  # ZD:623 case 3
    "battling": combat.battling_key,  # ZD:504
    "exclusive": exclusive.exclusive_key,
    "same_zanpakuto": release.same_zanpakuto,
    "same_char": release.same_char,
}
# of them, those that read only the card's printed definition, its controller and whether it is
# the effect's source (see registry.STATIC_FILTER_KEYS)
STATIC_FILTER_KEYS = ["type", "side", "other", "name", "char", "attr", "attr_any", "color",
                      "cost_max", "cost_min"]
CONDS: dict[str, registry.Cond] = {
    "in_battle": f.in_battle,
    "only_character": f.only_character,
    "my_turn": f.my_turn,
    "opp_turn": f.opp_turn,
    "level": f.level_at_least,
    "life_max": f.life_max,
    "battling": combat.battling_cond,  # ZD:504
    "rampage_min": combat_keywords.rampage_min,
    "undead": false_life.undead_cond,
    "odin_sapphire": odin_sapphire.partner_in_resources,
    "resurreccion_unused": release.resurreccion_unused,
}

# -- triggered effects: timings (rule 800, then the keywords'), sources, listeners --------------
TIMINGS: dict[str, tuple[str, registry.Pred | None]] = {
    **triggers.RULE_TIMINGS,
    "charge": ("charge", None),  # ZD:900.CHARGE: the next untap (reported by keywords.charge)
    "shikai_success": ("released", release.shikai_success),  # 【刀剑解放成功时】
    "resurreccion_success": ("released", release.resurreccion_success),  # 【归刃成功时】
    "duel_win": ("duel", duel.won),  # ZD:900.DUEL
    "duel_lose": ("duel", duel.lost),
    "duel_tie": ("duel", duel.tied),
}
EXTRA_SOURCES: dict[str, Any] = {
    "revealed_from_deck": triggers.revealed_source,  # ZD:616
    "enter_rest": triggers.rest_source,  # ZD:811
    "enter_res": triggers.resource_source,  # ZD:204/322
    "duel": duel.duel_source,  # ZD:900.DUEL
}
LISTENERS: dict[str, list[registry.Listener]] = {
    "untapped": [charge.on_untapped],  # ZD:900.CHARGE
    "used": [ninja_art.record_use],  # ZD:900.NINJA_ART
    "turn_start": [summon.on_turn_start],  # ZD:900.SUMMON
}

# -- derived values (ZD:701) ---------------------------------------------------------------------
GATES: dict[str, registry.Gate] = {
    "CHARGE": charge.gate,
    "DUEL": duel.gate,
    "EXCLUSIVE": exclusive.gate,
    "ODIN_POWER": odin_power.gate,
    "ODIN_SAPPHIRE": odin_sapphire.gate,
    "RELEASED_FORM": release.released_form,
    "TRANSFORM": transform.gate,
}
KEYWORD_EFFECTS: dict[str, registry.KeywordEffects] = {
    "CHAKRA": chakra.chakra_effects,
    "PIERCE": combat_keywords.pierce_effects,
    "REIATSU": combat_keywords.reiatsu_effects,
    "RAMPAGE": combat_keywords.rampage_effects,
    "CURSE_SEAL": curse_seal.curse_seal_effects,
    "FALSE_LIFE": false_life.false_life_effects,
    "PARAMECIA": paramecia.paramecia_effects,
    "FORM_CHANGE": form_change.form_change_effects,
    "GUARDIAN_STAR": guardian_star.guardian_star_effects,
    "QUICK_CHANGE": quick_change.quick_change_effects,
    "SHIKAI": release.shikai_effects,
    "RESURRECCION": release.resurreccion_effects,
    "SCHEME": scheme.scheme_effects,
    "SUMMON": summon.summon_effects,
    "SUPER_SAIYAN": super_saiyan.super_saiyan_effects,
}
EXTRA_DEFS = [transform.transform_cards]  # ZD:900.TRANSFORM
STAT_SOURCES = [combat_keywords.loner_and_link]  # ZD:900.LONER / LINK
STAT_KEYWORDS = ["LONER", "LINK"]  # the keywords STAT_SOURCES look at

# -- costs, using cards, zones, level up, the immediate rules --------------------------------------
COST_MODS = [zoan.cost_mod, ninja_art.cost_mod]  # ZD:900.ZOAN, NINJA_ART
INSTANT_TIMING = {"kw:QUICK": quick.has_quick}  # ZD:900.QUICK
APPEAR_TAPPED = [combat_keywords.slow]  # ZD:900.SLOW
USE_ALLOWED = [ops_cards.use_condition]  # ZD:328
ON_ENTER = [false_life.on_enter, transform.on_enter]  # ZD:900.FALSE_LIFE, TRANSFORM
REPLACE_MOVE = [false_life.leaves_removed]  # ZD:900.FALSE_LIFE
SUBSTITUTED = [combat.substitute]  # ZD:900.SHIKAI / QUICK_CHANGE: its place in a combat
EXTRA_LEVELUPS = [super_saiyan.free_dimension_levelup]  # ZD:900.SUPER_SAIYAN
RULE_CHECKS = [combat.check_participants]  # ZD:500/501/503

# -- combat and life zones ------------------------------------------------------------------------
ATTACK_CHECKS = [combat_keywords.guard]  # ZD:900.GUARD
ATTACK_ON_ARRIVAL = [combat_keywords.rush]  # ZD:900.RUSH
TARGET_CHECKS: list[Any] = []
DEFEND_CHECKS = [combat_keywords.godspeed]  # ZD:900.GODSPEED
LIFE_DAMAGE_BONUS = [combat_keywords.critical]  # ZD:900.CRITICAL
BATTLE_DAMAGE = [combat_keywords.ranged, combat_keywords.tough, combat_keywords.logia]
STRIKES_FIRST = [combat_keywords.first_strike]  # ZD:900.FIRST_STRIKE
DAMAGE_MODS = [replacements.damage_replacements]  # ZD:707
LIFE_DAMAGE_MODS: list[Any] = []

# -- keywords used from the hand -------------------------------------------------------------
HAND_ACTIONS: dict[str, hand.HandAction] = {
    "FORM_CHANGE": form_change.ACTION,
    "QUICK_CHANGE": quick_change.ACTION,
}
ACTION_KINDS["reveal"] = tuple(f"kw:{kw}" for kw in HAND_ACTIONS)

# -- the card files are checked against this vocabulary as they load ------------------------------
CARD_CHECKS = [check.validate_card_effects]


def install() -> None:
    """Fill every hook point of the registry from the tables above (each one emptied first,
    so calling it again changes nothing)."""
    tables = globals()
    for point in registry.POINTS:
        table = tables[point.name]
        hooks = point.hooks
        hooks.clear()
        if isinstance(hooks, dict):
            hooks.update({k: list(v) if isinstance(v, list) else v for k, v in table.items()})
        else:
            hooks.extend(table)
