"""The registry of Zero Dimension (``tcgsim/zero/registry.py``): every hook point with its
functions, in order, as ``tcgsim/zero/install.py`` writes them. The order of a hook list is
part of the rules (each function sees what the one before made; the options of a priority
decision come in the order of ``ACTIONS``), so this table is the one the exactness digests
were recorded with: a change here is a change of behaviour unless the digests stay equal.

``python -m tests.zero.test_registry`` prints the registry.
"""

from __future__ import annotations

import difflib
import importlib
from pathlib import Path

from tcgsim.zero import install, registry
from tcgsim.zero.keywords import KEYWORDS
from tcgsim.zero.model.carddb import KEYWORD_NAMES
from tests.registry_checks import module_level_hook_uses

ZERO = Path(install.__file__).resolve().parent

EXPECTED = """\
HANDLERS
  setup: rules.setup.setup
  turn: rules.turn.turn
  auto_chain: rules.turn.auto_chain
  priority: rules.priority.priority
  resolve: rules.chain.resolve_top
  put_triggers: rules.chain.put_triggers
  put_trigger: rules.chain.put_trigger
  script: rules.scripts.run_script
  targets: rules.scripts.choose_targets
  checks: rules.checks.checks_frame
  unique: rules.checks.unique
  pay: rules.costs.pay
  use: rules.play.use
  appeared: rules.play.appeared
  tactic: rules.play.tactic
  activate: rules.actions.activate
  levelup: rules.levelup.declare
  combat: rules.combat.combat
  life_damage: rules.life.life_damage
  charge: keywords.charge.activate_charge
  reveal_action: keywords.hand.reveal_action
  transform_use: keywords.transform.transform_use
RESOLVERS
  effect: rules.chain.resolve_effect
  card: rules.play.resolve_card
  charge: keywords.charge.resolve_charge
  levelup: rules.levelup.resolve_levelup
ACTIONS
  use: rules.actions.use_options, rules.actions.use_start
  act: rules.actions.act_options, rules.actions.act_start
  attack: rules.combat.attack_options, rules.combat.attack_start
  charge: keywords.charge.options, keywords.charge.start
  false_life: keywords.false_life.options, keywords.false_life.start
  reveal: keywords.hand.options, keywords.hand.start
  levelup: rules.levelup.options, rules.levelup.start
  transform: keywords.transform.options, keywords.transform.start
OFF_MAIN
  use: rules.play.may_use_off_main
  act: rules.actions.may_act_off_main
  attack: rules.play.never
  charge: keywords.charge.may_charge
  false_life: keywords.false_life.may_use_off_main
  reveal: keywords.hand.may_reveal
  levelup: rules.play.never
  transform: rules.play.may_use_off_main
ACTION_KINDS
  act: activated
  charge: gate:CHARGE
  false_life: kw:FALSE_LIFE
  reveal: kw:FORM_CHANGE, kw:QUICK_CHANGE
PASS_ALLOWED
  rules.combat.must_attack_pass
OPS
  tap_self: effects.ops_basic.tap_self
  pay: effects.ops_basic.pay
  discard_hand: effects.ops_basic.discard_hand
  discard_life: effects.ops_basic.discard_life
  discard_self: effects.ops_basic.discard_self
  discard_battle: effects.ops_cards.discard_battle
  each_discard: effects.ops_cards.each_discard
  draw: effects.ops_basic.draw
  tap: effects.ops_basic.tap
  untap: effects.ops_basic.untap
  destroy: effects.ops_basic.destroy
  damage: effects.ops_basic.damage
  heal: effects.ops_basic.heal
  to_hand: effects.ops_basic.to_hand
  to_deck: effects.ops_basic.to_deck
  to_rest: effects.ops_basic.to_rest
  remove: effects.ops_basic.remove
  mod: effects.ops_basic.mod
  grant: effects.ops_basic.grant
  cant: effects.ops_basic.cant
  lose_effects: effects.ops_basic.lose_effects
  life_from_deck: effects.ops_basic.life_from_deck
  to_life: effects.ops_basic.to_life
  life_damage: effects.ops_basic.life_damage
  untap_resources: effects.ops_basic.untap_resources
  choose: effects.ops_basic.choose
  search: effects.ops_basic.search
  end_turn: effects.ops_basic.end_turn
  appear_card: effects.ops_basic.appear_card
  cancel: effects.ops_basic.cancel
  token: effects.ops_cards.token
  declare_name: effects.ops_cards.declare_name
  reveal_pick: effects.ops_cards.reveal_pick
  look_top_place: effects.ops_cards.look_top_place
  search_to_top: effects.ops_cards.search_to_top
  search_each: effects.ops_cards.search_each
  remove_named: effects.ops_cards.remove_named
  prevent_damage: effects.ops_combat.prevent_damage
  remove_from_combat: effects.ops_combat.remove_from_combat
  must: effects.ops_combat.must
  mill: effects.ops_combat.mill
  gain_effect: effects.ops_effects.gain_effect
  gain_effects_of: effects.ops_effects.gain_effects_of
  add_attr: effects.ops_effects.add_attr
  set_attr: effects.ops_effects.set_attr
  copy_of: effects.ops_effects.copy_of
  copy_used: effects.ops_effects.copy_used
  look_top: effects.ops_zones.look_top
  reveal_top: effects.ops_zones.reveal_top
  shuffle: effects.ops_zones.shuffle
  take_control: effects.ops_zones.take_control
  swap_with: effects.ops_zones.swap_with
  put_on_deck: effects.ops_zones.put_on_deck
  use_card: effects.ops_zones.use_card
  to_res: effects.ops_zones.to_res
  allow_use: effects.ops_zones.allow_use
  enter_charge: keywords.charge.enter_charge
  curse_seal: keywords.curse_seal.curse_seal
  duel: keywords.duel.duel
  make_exclusive: keywords.exclusive.make_exclusive
  put_counter: keywords.false_life.put_counter
  remove_counter: keywords.false_life.remove_counter
  move_counter: keywords.false_life.move_counter
  form_change: keywords.form_change.form_change
  guardian_star: keywords.guardian_star.guardian_star
  quick_change: keywords.quick_change.quick_change
  reveal_self: keywords.release.reveal_self
  release: keywords.release.release
  bankai: keywords.release.bankai
  pay_own_cost: keywords.summon.pay_own_cost
  put_under: keywords.transform.put_under
  transform_onto: keywords.transform.transform_onto
ABLE
  tap_self: effects.ops_basic.can_tap_self
  pay: effects.ops_basic.can_pay_cost
  discard_hand: effects.ops_basic.can_discard_hand
  discard_life: effects.ops_basic.can_discard_life
  discard_self: effects.ops_basic.can_discard_self
  discard_battle: effects.ops_cards.can_discard_battle
  reveal_self: keywords.release.can_reveal_self
  pay_own_cost: keywords.summon.can_pay_own_cost
FILTER_KEYS
  type: effects.filters.type_
  side: effects.filters.side
  other: effects.filters.other
  name: effects.filters.name
  char: effects.filters.char
  attr: effects.filters.attr
  attr_any: effects.filters.attr_any
  color: effects.filters.color
  cost_max: effects.filters.cost_max
  cost_min: effects.filters.cost_min
  tapped: effects.filters.tapped
  damaged: effects.filters.damaged
  level_min: effects.filters.level_min
  keyword: effects.filters.keyword
  atk_max: effects.ops_cards.atk_max
  def_max: effects.ops_cards.def_max
  usable: rules.play.usable
  battling: rules.combat.battling_key
  exclusive: keywords.exclusive.exclusive_key
  same_zanpakuto: keywords.release.same_zanpakuto
  same_char: keywords.release.same_char
STATIC_FILTER_KEYS
  'type'
  'side'
  'other'
  'name'
  'char'
  'attr'
  'attr_any'
  'color'
  'cost_max'
  'cost_min'
CONDS
  in_battle: effects.filters.in_battle
  only_character: effects.filters.only_character
  my_turn: effects.filters.my_turn
  opp_turn: effects.filters.opp_turn
  level: effects.filters.level_at_least
  life_max: effects.filters.life_max
  battling: rules.combat.battling_cond
  rampage_min: keywords.combat.rampage_min
  undead: keywords.false_life.undead_cond
  odin_sapphire: keywords.odin_sapphire.partner_in_resources
  resurreccion_unused: keywords.release.resurreccion_unused
TIMINGS
  appear: appear
  destroyed: destroyed
  battle_destroyed: destroyed if rules.triggers._in_battle
  attack_destroyed: destroyed if rules.triggers._attacker_in_battle
  defense_destroyed: destroyed if rules.triggers._defender_in_battle
  battle_win: battle_win
  attack_win: battle_win if rules.triggers._attacker
  defense_win: battle_win if rules.triggers._defender
  attack: attack
  attacked: attacked
  defend: defend
  turn_start: turn_start
  my_turn_start: turn_start if rules.triggers._mine
  opp_turn_start: turn_start if rules.triggers._theirs
  turn_end: turn_end
  my_turn_end: turn_end if rules.triggers._mine
  opp_turn_end: turn_end if rules.triggers._theirs
  battle: battle
  attack_battle: battle if rules.triggers._attacker
  defense_battle: battle if rules.triggers._defender
  leave_to_rest: leave_battle if rules.triggers._to_rest
  leave_battle: leave_battle
  discarded: leave_battle if rules.triggers._discarded
  enter_rest: enter_rest
  enter_res: enter_res
  direct_hit: direct_hit
  life_damaged: life_damaged
  untapped: untapped
  levelup: levelup
  revealed_from_deck: revealed_from_deck
  used: used
  opp_used: used if rules.triggers._theirs
  dimension_levelup: levelup if rules.triggers._dimension
  charge: charge
  shikai_success: released if keywords.release.shikai_success
  resurreccion_success: released if keywords.release.resurreccion_success
  duel_win: duel if keywords.duel.won
  duel_lose: duel if keywords.duel.lost
  duel_tie: duel if keywords.duel.tied
EXTRA_SOURCES
  revealed_from_deck: rules.triggers.revealed_source
  enter_rest: rules.triggers.rest_source
  enter_res: rules.triggers.resource_source
  duel: keywords.duel.duel_source
LISTENERS
  untapped: keywords.charge.on_untapped
  used: keywords.ninja_art.record_use
  turn_start: keywords.summon.on_turn_start
GATES
  CHARGE: keywords.charge.gate
  DUEL: keywords.duel.gate
  EXCLUSIVE: keywords.exclusive.gate
  ODIN_POWER: keywords.odin_power.gate
  ODIN_SAPPHIRE: keywords.odin_sapphire.gate
  RELEASED_FORM: keywords.release.released_form
  TRANSFORM: keywords.transform.gate
KEYWORD_EFFECTS
  CHAKRA: keywords.chakra.chakra_effects
  PIERCE: keywords.combat.pierce_effects
  REIATSU: keywords.combat.reiatsu_effects
  RAMPAGE: keywords.combat.rampage_effects
  CURSE_SEAL: keywords.curse_seal.curse_seal_effects
  FALSE_LIFE: keywords.false_life.false_life_effects
  PARAMECIA: keywords.paramecia.paramecia_effects
  FORM_CHANGE: keywords.form_change.form_change_effects
  GUARDIAN_STAR: keywords.guardian_star.guardian_star_effects
  QUICK_CHANGE: keywords.quick_change.quick_change_effects
  SHIKAI: keywords.release.shikai_effects
  RESURRECCION: keywords.release.resurreccion_effects
  SCHEME: keywords.scheme.scheme_effects
  SUMMON: keywords.summon.summon_effects
  SUPER_SAIYAN: keywords.super_saiyan.super_saiyan_effects
EXTRA_DEFS
  keywords.transform.transform_cards
STAT_SOURCES
  keywords.combat.loner_and_link
STAT_KEYWORDS
  'LONER'
  'LINK'
COST_MODS
  keywords.zoan.cost_mod
  keywords.ninja_art.cost_mod
INSTANT_TIMING
  kw:QUICK: keywords.quick.has_quick
APPEAR_TAPPED
  keywords.combat.slow
USE_ALLOWED
  effects.ops_cards.use_condition
ON_ENTER
  keywords.false_life.on_enter
  keywords.transform.on_enter
REPLACE_MOVE
  keywords.false_life.leaves_removed
SUBSTITUTED
  rules.combat.substitute
EXTRA_LEVELUPS
  keywords.super_saiyan.free_dimension_levelup
RULE_CHECKS
  rules.combat.check_participants
ATTACK_CHECKS
  keywords.combat.guard
ATTACK_ON_ARRIVAL
  keywords.combat.rush
TARGET_CHECKS
DEFEND_CHECKS
  keywords.combat.godspeed
LIFE_DAMAGE_BONUS
  keywords.combat.critical
BATTLE_DAMAGE
  keywords.combat.ranged
  keywords.combat.tough
  keywords.combat.logia
STRIKES_FIRST
  keywords.combat.first_strike
DAMAGE_MODS
  rules.replacements.damage_replacements
LIFE_DAMAGE_MODS
HAND_ACTIONS
  FORM_CHANGE: HandAction(ZD:900.FORM_CHANGE)
  QUICK_CHANGE: HandAction(ZD:900.QUICK_CHANGE)
CARD_CHECKS
  cards.check.validate_card_effects
"""


def test_the_registry_is_the_table_install_writes() -> None:
    """Every hook point, op, rule check, handler and keyword hook, in order (ZD:106/701: the
    order hooks run in is the rules' order)."""
    got = registry.describe()
    assert got == EXPECTED, "the registry changed:\n" + "".join(
        difflib.unified_diff(EXPECTED.splitlines(True), got.splitlines(True), "expected", "got"))


def test_every_hook_point_is_declared_once_and_filled_from_install() -> None:
    names = [p.name for p in registry.POINTS]
    assert len(names) == len(set(names))
    for point in registry.POINTS:
        assert point.doc, point.name
        assert hasattr(install, point.name), f"install.py has no table for {point.name}"
        assert getattr(registry, point.name, point.hooks) is point.hooks


def test_install_again_changes_nothing() -> None:
    before = registry.describe()
    install.install()
    assert registry.describe() == before


def test_no_module_registers_itself_when_imported() -> None:
    """Nothing in the engine appends to a hook point or writes into one at import time: only
    install.py fills the registry, so no order of imports can change it."""
    bad = module_level_hook_uses(ZERO, (p.name for p in registry.POINTS))
    assert not bad, f"module-level use of a hook point (register in install.py): {bad}"


def test_every_keyword_of_rule_900_has_its_place() -> None:
    """ZD:900: each keyword the card data may print is implemented by a module of
    tcgsim.zero.keywords, or is one whose cards write what it does ("")."""
    assert list(KEYWORDS) == list(KEYWORD_NAMES)
    for module in KEYWORDS.values():
        if module:
            importlib.import_module(f"tcgsim.zero.keywords.{module}")
    keyword_hooks = {**registry.KEYWORD_EFFECTS, **registry.GATES, **registry.HAND_ACTIONS}
    for kw in keyword_hooks:
        assert kw in KEYWORDS, kw


if __name__ == "__main__":
    print(registry.describe(), end="")
