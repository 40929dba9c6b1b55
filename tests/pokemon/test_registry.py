"""The registry of the Pokémon game (``tcgsim/pokemon/registry.py``): every hook point with its
entries, in order, as ``tcgsim/pokemon/install.py`` writes them. The order of a hook list is
part of the rules (the first compiler pattern that reads a sentence makes its effect), so this
table is the one the exactness digests were recorded with: a change here is a change of
behaviour unless the digests stay equal. The hand-written card texts are named by their
hook points only (``tests/pokemon/cards/`` tests them one by one).

``python -m tests.pokemon.test_registry`` prints the registry.
"""

from __future__ import annotations

import difflib
import inspect
from pathlib import Path

import tcgsim.pokemon  # noqa: F401  (installs the registry)
from tcgsim.pokemon import install, registry
from tcgsim.pokemon.compiler.core import Pattern
from tcgsim.pokemon.model.impl import REGISTRY
from tests.registry_checks import module_level_hook_uses

POKEMON = Path(install.__file__).resolve().parent

EXPECTED = """\
HANDLERS
  setup: rules.setup.setup
  turn: rules.turn.turn
  main: rules.turn.main_phase
  end_turn: rules.turn.end_turn
  checkup: rules.checkup.checkup
  attack: rules.attack.attack
  attack_again: rules.attack.attack_again
  when_damaged: rules.when_damaged.when_damaged
  ko: rules.knockout.knock_out
  bench_limit: rules.knockout.bench_limit
  tool_limit: rules.knockout.tool_limit
  evolve: rules.actions.evolve
  attach_energy: rules.actions.attach_energy
  attach_tool: rules.actions.attach_tool
  trainer: rules.actions.play_trainer
  retreat: rules.actions.retreat
  ability: rules.abilities.use_ability
  zone_ability: rules.zone_abilities.use_zone_ability
  triggers: rules.triggers.run_triggers
  moved: rules.triggers.moved
  before_hand: rules.before_hand.before_hand
  script: effects.script.run_script
OPS
  discard_from_hand: effects.script.discard_from_hand
  shuffle_searched_deck: effects.script.shuffle_searched_deck
  shuffle_deck: effects.script.shuffle_deck
  shuffle_hand_into_deck: effects.script.shuffle_hand_into_deck
  draw: effects.script.draw
  count_discard: effects.script.count_discard
  discard_top_of_deck: effects.script.discard_top_of_deck
  shuffle_into_deck: effects.script.shuffle_into_deck
  flip: effects.script.flip
  attack_does_nothing: effects.script.attack_does_nothing
  damage_for_each: effects.script.damage_for_each
  more_damage_if: effects.script.more_damage_if
  more_damage_for_each: effects.script.more_damage_for_each
  base_damage_if: effects.script.base_damage_if
  less_damage_for_each: effects.script.less_damage_for_each
  damage_ignores: effects.script.damage_ignores
  damage_self: effects.script.damage_self
  discard_energy: effects.script.discard_energy
  attach_from_discard: effects.script.attach_from_discard
  add_effect: effects.script.add_effect
  apply_condition: effects.script.apply_condition
  counters_on_each: effects.script.counters_on_each
  may_discard_stadium: effects.script.may_discard_stadium
  switch_own: effects.script.switch_own
  take_cards: effects.ops_zones.take_cards
  draw_until: effects.ops_zones.draw_until
  each_player_draws: effects.ops_zones.each_player_draws
  discard_random_from_hand: effects.ops_zones.discard_random_from_hand
  reveal_hand: effects.ops_zones.reveal_hand
  look_top: effects.ops_zones.look_top
  look_at_prizes: effects.ops_zones.look_at_prizes
  put_back_in_any_order: effects.ops_zones.put_back_in_any_order
  shuffle_hand_to_bottom: effects.ops_zones.shuffle_hand_to_bottom
  may: effects.ops_zones.may
  return_self: effects.ops_zones.return_self
  evolve_from_deck_onto: effects.ops_zones.evolve_from_deck_onto
  devolve_opponent_active: effects.ops_zones.devolve_opponent_active
  attach_chosen: effects.ops_zones.attach_chosen
  choose_random_from_hand: effects.ops_zones.choose_random_from_hand
  reveal_and_shuffle_into_deck: effects.ops_zones.reveal_and_shuffle_into_deck
  devolve_chosen: effects.ops_zones.devolve_chosen
  devolve_each: effects.ops_zones.devolve_each
  shuffle_benched_into_deck: effects.ops_zones.shuffle_benched_into_deck
  looked_to_bottom: effects.ops_zones.looked_to_bottom
  shuffle_back_revealed: effects.ops_zones.shuffle_back_revealed
  remember_own_bench: effects.ops_zones.remember_own_bench
  this_card_to_deck_bottom: effects.ops_zones.this_card_to_deck_bottom
  bench_this_card: effects.ops_zones.bench_this_card
  check_condition: effects.ops_trainers.check_condition
  choose_own_pokemon: effects.ops_trainers.choose_own_pokemon
  choose_mode: effects.ops_trainers.choose_mode
  gust: effects.ops_trainers.gust
  heal_one: effects.ops_trainers.heal_one
  heal_remembered: effects.ops_trainers.heal_remembered
  energy_to_hand: effects.ops_trainers.energy_to_hand
  search_energy_of_different_types: effects.ops_trainers.search_energy_of_different_types
  guess_hp: effects.ops_trainers.guess_hp
  one_to_hand: effects.ops_trainers.one_to_hand
  found_to_hand: effects.ops_trainers.found_to_hand
  attach_each_to_your_pokemon: effects.ops_trainers.attach_each_to_your_pokemon
  search_to_top: effects.ops_trainers.search_to_top
  look_at_top: effects.ops_trainers.look_at_top
  hands_to_deck: effects.ops_trainers.hands_to_deck
  players_draw: effects.ops_trainers.players_draw
  each_player_flips: effects.ops_trainers.each_player_flips
  draw_by_own_coin: effects.ops_trainers.draw_by_own_coin
  played_card_into_deck: effects.ops_trainers.played_card_into_deck
  discard_hand_down_to: effects.ops_trainers.discard_hand_down_to
  discard_from_revealed_hand: effects.ops_trainers.discard_from_revealed_hand
  attach_from_discard_to: effects.ops_trainers.attach_from_discard_to
  move_energy_among: effects.ops_trainers.move_energy_among
  move_energy_any_way: effects.ops_trainers.move_energy_any_way
  attach_from_discard_to_each: effects.ops_trainers.attach_from_discard_to_each
  discard_attached_energy: effects.ops_trainers.discard_attached_energy
  tools_from_play: effects.ops_trainers.tools_from_play
  discard_tool_and_energy: effects.ops_trainers.discard_tool_and_energy
  discard_attached_or_stadium: effects.ops_trainers.discard_attached_or_stadium
  hand_to_lost: effects.ops_trainers.hand_to_lost
  pokemon_to_hand: effects.ops_trainers.pokemon_to_hand
  skip_stage_evolve: effects.ops_trainers.skip_stage_evolve
  evolve_self_from_hand: effects.ops_trainers.evolve_self_from_hand
  prize_swap: effects.ops_trainers.prize_swap
  prizes_renewed: effects.ops_trainers.prizes_renewed
  switch_out_opponent: effects.ops_pokemon.switch_out_opponent
  switch_self: effects.ops_pokemon.switch_self
  heal_each: effects.ops_pokemon.heal_each
  discard_all_energy_from_each: effects.ops_pokemon.discard_all_energy_from_each
  heal: effects.ops_pokemon.heal
  heal_damage_done: effects.ops_pokemon.heal_damage_done
  move_energy: effects.ops_pokemon.move_energy
  add_player_effect: effects.ops_pokemon.add_player_effect
  usable_even_if: effects.ops_pokemon.usable_even_if
  use_attack_of_pokemon: effects.ops_pokemon.use_attack_of_pokemon
  choose_opponent_attack: effects.ops_pokemon.choose_opponent_attack
  forbid_chosen_attack: effects.ops_pokemon.forbid_chosen_attack
  use_attack_of_remembered: effects.ops_pokemon.use_attack_of_remembered
  use_supporter_effect: effects.ops_pokemon.use_supporter_effect
  swap_basic_from_discard: effects.ops_pokemon.swap_basic_from_discard
  swap_in: effects.ops_pokemon.swap_in
  flip_for_each_pokemon: effects.ops_damage.flip_for_each_pokemon
  damage_remembered: effects.ops_damage.damage_remembered
  damage_each: effects.ops_damage.damage_each
  damage_chosen: effects.ops_damage.damage_chosen
  choose_times: effects.ops_damage.choose_times
  damage_per_choice: effects.ops_damage.damage_per_choice
  put_counters: effects.ops_damage.put_counters
  counters_on_self_up_to: effects.ops_damage.counters_on_self_up_to
  multiply_counters: effects.ops_damage.multiply_counters
  spread_counters: effects.ops_damage.spread_counters
  move_counters: effects.ops_damage.move_counters
  counters_on_attacker: effects.ops_damage.counters_on_attacker
  counters_until_remaining: effects.ops_damage.counters_until_remaining
  poison_counters: effects.ops_damage.poison_counters
  confusion_counters: effects.ops_damage.confusion_counters
  discard_tools: effects.ops_damage.discard_tools
  move_counters_from_each: effects.counter_moves.move_counters_from_each
  move_up_to_counters: effects.counter_moves.move_up_to_counters
  move_any_from_bench_to_active: effects.counter_moves.move_any_from_bench_to_active
  move_any_among: effects.counter_moves.move_any_among
  counters_on_remembered: effects.ops_counters.counters_on_remembered
  may_pay_energy_for_more: effects.optional_damage.may_pay_energy_for_more
  discard_energy_from_yours: effects.optional_damage.discard_energy_from_yours
  attach_from_discard_with_counters: effects.energy_moves.attach_from_discard_with_counters
  discard_this_card: effects.ops_attached.discard_this_card
  holder_is_active: effects.ops_attached.holder_is_active
  holder_is: effects.ops_attached.holder_is
  holder_weak_to_opponent_active: effects.ops_attached.holder_weak_to_opponent_active
  holder_took_from: effects.ops_attached.holder_took_from
  holder_energy_to_bench: effects.ops_attached.holder_energy_to_bench
  move_attacker_energy_to_its_bench: effects.ops_attached.move_attacker_energy_to_its_bench
  switch_in_this_pokemon: effects.ops_attached.switch_in_this_pokemon
  hand_card_to_deck_top: effects.ops_attached.hand_card_to_deck_top
  end_the_turn: effects.ops_attached.end_the_turn
  discarded_to_hand: effects.ops_attached.discarded_to_hand
  choose_own_bench: effects.ops_attached.choose_own_bench
  test: effects.ops_abilities.test
  condition_on_active: effects.ops_abilities.condition_on_active
  discard_stadium: effects.ops_abilities.discard_stadium
  win_game: effects.ops_abilities.win_game
  check: effects.ops_conditions.check
  fewer_than: effects.ops_conditions.fewer_than
  shuffle_self_into_deck: effects.leave_play.shuffle_self_into_deck
  discard_self: effects.leave_play.discard_self
  knock_out_self: effects.leave_play.knock_out_self
  knock_out: effects.leave_play.knock_out
  knock_out_each: effects.leave_play.knock_out_each
  knock_out_least_hp: effects.leave_play.knock_out_least_hp
  knocked_out_to_hand: effects.leave_play.knocked_out_to_hand
  knock_out_chosen: effects.leave_play.knock_out_chosen
  opponent_switches_out: effects.leave_play.opponent_switches_out
  choose_condition: effects.chosen_condition.choose_condition
  apply_chosen_condition: effects.chosen_condition.apply_chosen_condition
  recover_all: effects.recovery.recover_all
  recover_one: effects.recovery.recover_one
  take_more_prizes: effects.prize_effects.take_more_prizes
  more_prizes_if_knocked_out: effects.prize_effects.more_prizes_if_knocked_out
  more_prizes_for_that: effects.prize_effects.more_prizes_for_that
  effects_if_knocked_out: effects.prize_effects.effects_if_knocked_out
  opponent_agrees: effects.prize_effects.opponent_agrees
  each_player_takes_prize: effects.prize_effects.each_player_takes_prize
  turn_prize_face_up: effects.face_up_prizes.turn_prize_face_up
  look_at_face_down_prize: effects.face_up_prizes.look_at_face_down_prize
  reveal_chosen: effects.face_up_prizes.reveal_chosen
  switch_prize_with_chosen: effects.face_up_prizes.switch_prize_with_chosen
WOULD_CHANGE
  shuffle_hand_into_deck: rules.would_change.hand_or_deck_to_shuffle
  draw: effects.ops_zones.draw_would_change
  discard_top_of_deck: effects.ops_zones.draw_would_change
  apply_condition: effects.script.condition_would_change
  may_discard_stadium: rules.would_change.stadium_in_play
  switch_own: effects.ops_trainers.switch_would_change
  swap_basic_from_discard: effects.ops_pokemon.swap_basic_would_change
  swap_in: effects.ops_pokemon.swap_in_would_change
  take_cards: effects.ops_zones.take_cards_would_change
  draw_until: effects.ops_zones.draw_until_would_change
  each_player_draws: rules.would_change.any_deck
  look_top: effects.ops_zones.deck_to_look_at
  put_back_in_any_order: effects.ops_zones.after_another_part
  evolve_from_deck_onto: effects.ops_zones.evolve_from_deck_would_change
  attach_chosen: effects.ops_zones.after_another_part
  looked_to_bottom: effects.ops_zones.after_another_part
  remember_own_bench: effects.ops_zones.after_another_part
  this_card_to_deck_bottom: rules.would_change.always
  bench_this_card: rules.would_change.bench_has_room
  counters_on_attacker: rules.would_change.always
  counters_on_remembered: effects.ops_zones.after_another_part
  check_condition: effects.ops_trainers.check_changes_nothing
  gust: effects.ops_trainers.gust_would_change
  heal_one: effects.ops_trainers.heal_would_change
  search_energy_of_different_types: effects.ops_trainers.deck_to_look_through
  one_to_hand: effects.ops_trainers.found_before
  found_to_hand: effects.ops_trainers.found_before
  attach_each_to_your_pokemon: effects.ops_trainers.found_before
  search_to_top: effects.ops_trainers.deck_to_look_through
  look_at_top: effects.ops_trainers.deck_to_look_through
  hands_to_deck: effects.ops_trainers.hands_would_change
  players_draw: rules.would_change.any_deck
  discard_hand_down_to: effects.ops_trainers.down_to_would_change
  discard_from_revealed_hand: effects.ops_trainers.revealed_would_change
  attach_from_discard_to: effects.ops_trainers.patch_would_change
  move_energy_among: effects.ops_trainers.move_energy_would_change
  attach_from_discard_to_each: effects.ops_trainers.each_would_change
  discard_attached_energy: effects.ops_trainers.hammer_would_change
  tools_from_play: effects.ops_trainers.tools_would_change
  discard_tool_and_energy: effects.ops_trainers.tool_and_energy_would_change
  discard_attached_or_stadium: effects.ops_trainers.attached_or_stadium_would_change
  discard_tools: effects.ops_damage.discard_tools_would_change
  skip_stage_evolve: effects.ops_trainers.candy_would_change
  evolve_self_from_hand: effects.ops_trainers.evolve_self_would_change
  prize_swap: effects.ops_trainers.prize_swap_would_change
  prizes_renewed: effects.ops_trainers.prize_swap_would_change
  devolve_chosen: effects.ops_zones.devolve_would_change
  switch_out_opponent: effects.ops_trainers.switch_out_would_change
  heal_each: rules.would_change.any_healable
  heal: rules.would_change.self_damaged
  recover_one: effects.recovery.has_condition
  choose_condition: effects.chosen_condition.could_apply
  apply_chosen_condition: effects.chosen_condition.could_apply
  condition_on_active: rules.would_change.opponent_active_not_immune
  discard_stadium: rules.would_change.stadium_in_play
  win_game: rules.would_change.always
  put_counters: rules.would_change.always
  discard_random_from_hand: rules.would_change.opponent_has_hand
  reveal_hand: rules.would_change.opponent_has_hand
  switch_in_this_pokemon: rules.would_change.benched
  discard_energy: rules.would_change.energy_to_discard
  move_up_to_counters: effects.counter_moves.counters_movable
  return_self: rules.would_change.always
  choose_random_from_hand: effects.ops_zones.random_card_would_change
  reveal_and_shuffle_into_deck: effects.ops_zones.after_another_part
  add_effect: rules.would_change.always
  hand_card_to_deck_top: effects.ops_attached.hand_card_would_change
COMPILERS
  attack: compiler.core.compile_attack
  ability: compiler.core.compile_ability
  trainer: compiler.core.compile_trainer
PATTERNS
  compiler.ability_sentences.make_condition
  compiler.ability_sentences.discard_stadium
  compiler.ability_sentences.may_discard_stadium
  compiler.ability_sentences.counters_on_itself
  compiler.ability_sentences.this_turn_more_damage_self
  compiler.ability_sentences.counters_on_attacker
  compiler.ability_sentences.counters_on_that
  compiler.ability_sentences.attacker_knocked_out
  compiler.ability_sentences.more_prizes_for_that
  compiler.ability_sentences.attached_energy_to_hand
  compiler.ability_sentences.knocked_out_to_hand
  compiler.ability_sentences.discard_attacker_energy
  compiler.ability_sentences.heal_that
  compiler.ability_sentences.recover_it
  compiler.ability_sentences.knocks_itself_out
  compiler.ability_sentences.bench_this_card
  compiler.ability_sentences.switch_hand_card_with_top
  compiler.ability_sentences.this_card_to_deck_bottom
  compiler.next_turn.attack_may_fail
  compiler.next_turn.attack_doesnt_happen
  compiler.next_turn.trainer_flip
  compiler.next_turn.trainer_discarded
  compiler.next_turn.at_end_of_next_turn
  compiler.next_turn.no_hand_energy
  compiler.next_turn.hand_energy_punish
  compiler.next_turn.defending_costs_more
  compiler.next_turn.basic_defending_cant_attack
  compiler.next_turn.opponent_pokemon_lock
  compiler.next_turn.choose_condition
  compiler.next_turn.chosen_condition
  compiler.coins.flip_one
  compiler.coins.flip_n
  compiler.coins.flip_for_each
  compiler.coins.opponent_flips_for_each
  compiler.coins.flip_until_tails
  compiler.coins.if_heads
  compiler.coins.does_nothing
  compiler.trainers.switch
  compiler.trainers.gust
  compiler.trainers.gust_and_condition
  compiler.trainers.new_active_condition
  compiler.trainers.energy_to_opponent_hand
  compiler.trainers.heal_moved
  compiler.trainers.your_turn_ends
  compiler.trainers.discard_tools
  compiler.trainers.discard_opponents_tools
  compiler.trainers.tool_or_stadium_to_lost
  compiler.trainers.energy_of_different_types
  compiler.trainers.stays_in_discard
  compiler.trainers.each_hand_into_deck
  compiler.trainers.each_hand_to_bottom
  compiler.trainers.they_draw_if_moved
  compiler.trainers.each_flips_if_moved
  compiler.trainers.draw_by_own_coin
  compiler.trainers.into_deck_instead
  compiler.trainers.you_and_opponent_draw
  compiler.trainers.opponent_discards_down_to
  compiler.trainers.heal_one
  compiler.trainers.heal_each
  compiler.trainers.discard_energy_from_opponent
  compiler.trainers.discard_attached_or_stadium
  compiler.trainers.switch_out_opponent
  compiler.trainers.scoop_up
  compiler.trainers.then_discard_energy
  compiler.trainers.if_condition
  compiler.trainers.attach_from_discard
  compiler.trainers.attach_from_discard_to_each
  compiler.trainers.attach_from_discard_to_all
  compiler.trainers.search_attach_to_each_benched
  compiler.trainers.move_basic_energy
  compiler.trainers.move_opponents_active_energy
  compiler.trainers.move_energy_to_active
  compiler.trainers.move_any_amount
  compiler.trainers.move_any_amount_any_way
  compiler.damage.before_damage
  compiler.damage.discard_tools
  compiler.damage.if_tool_discarded
  compiler.damage.more_damage
  compiler.damage.may_do_more
  compiler.damage.more_damage_extra_energy
  compiler.damage.if_extra_energy
  compiler.damage.may_give_all_energy_for_more
  compiler.damage.usable_only_if
  compiler.damage.more_damage_taken_last_turn
  compiler.damage.more_if_discarded
  compiler.damage.more_damage_if
  compiler.damage.base_damage_if
  compiler.damage.does_nothing_if
  compiler.damage.damage_for_each_revealed
  compiler.damage.shuffle_back_revealed
  compiler.damage.more_for_each
  compiler.damage.damage_for_each
  compiler.damage.damage_for_each_milled
  compiler.damage.less_for_each
  compiler.damage.give_up_energy
  compiler.damage.costs_only
  compiler.damage.damage_ignores
  compiler.damage.damage_chosen
  compiler.damage.damage_chosen_for_each
  compiler.damage.choose_times
  compiler.damage.damage_per_choice
  compiler.damage.damage_each
  compiler.damage.damage_each_bench_both
  compiler.damage.damage_each_damaged
  compiler.damage.damage_itself
  compiler.damage.flip_for_each_pokemon
  compiler.damage.damage_to_heads
  compiler.damage.choose_and_flip
  compiler.damage.damage_to_chosen_per_heads
  compiler.damage.knock_out_each
  compiler.damage.knock_out_one
  compiler.damage.put_counters
  compiler.damage.put_counters_chosen
  compiler.damage.shuffle_those_counted
  compiler.damage.choose_and_put_counters
  compiler.damage.counters_on_self_up_to
  compiler.damage.put_counters_each
  compiler.damage.put_counters_with_ability
  compiler.damage.move_bench_counters_to_active
  compiler.damage.multiply_counters
  compiler.damage.multiply_counters_each
  compiler.damage.spread_counters
  compiler.damage.poison_counters
  compiler.damage.confusion_counters
  compiler.damage.move_all_counters
  compiler.damage.move_counter_among_yours
  compiler.damage.counters_until_remaining
  compiler.damage.takes_less
  compiler.damage.no_weakness
  compiler.damage.weakness_now
  compiler.damage.prevent_damage_and_effects
  compiler.damage.prevent_damage
  compiler.damage.defending_does_less
  compiler.damage.defending_takes_more
  compiler.damage.prevent_small_damage
  compiler.damage.next_turn_more
  compiler.damage.counter_when_damaged
  compiler.game_conditions.if_evolved_from
  compiler.game_conditions.if_ko_last_turn
  compiler.game_conditions.if_ability_in_discard
  compiler.game_conditions.more_prizes_if_knocked_out
  compiler.game_conditions.next_turn_more_prizes
  compiler.game_conditions.effects_if_knocked_out
  compiler.game_conditions.if_board
  compiler.game_conditions.prize_face_up
  compiler.game_conditions.look_at_opponents_prize
  compiler.game_conditions.take_prize
  compiler.game_conditions.win_by_prizes
  compiler.pokemon.now_condition
  compiler.pokemon.both_actives_condition
  compiler.pokemon.next_turn_self_lock
  compiler.pokemon.next_turn_player_lock
  compiler.pokemon.next_turn_named_lock
  compiler.pokemon.next_turn_attack_bonus
  compiler.pokemon.self_lock_until_benched
  compiler.pokemon.defending_lock
  compiler.pokemon.choose_opponent_attack
  compiler.pokemon.chosen_attack_lock
  compiler.pokemon.opponent_cant_play
  compiler.pokemon.this_turn_more_damage
  compiler.pokemon.next_turn_yours_take_less
  compiler.pokemon.this_turn_more_prizes
  compiler.pokemon.choose_own_pokemon
  compiler.pokemon.not_second_first_turn
  compiler.pokemon.first_turn_ok
  compiler.pokemon.discard_attached
  compiler.pokemon.discard_attached_of_types
  compiler.pokemon.self_damage_and_condition
  compiler.pokemon.discard_attached_per_heads
  compiler.pokemon.discard_and
  compiler.pokemon.damage_and_discard_stadium
  compiler.pokemon.attached_to_hand
  compiler.pokemon.shuffle_attached
  compiler.pokemon.both_knocked_out
  compiler.pokemon.move_to_bench
  compiler.pokemon.switch_self
  compiler.pokemon.switch_in_self
  compiler.pokemon.gust
  compiler.pokemon.damage_to_new_active
  compiler.pokemon.heal
  compiler.pokemon.heal_and_recover_one
  compiler.pokemon.heal_damage_done
  compiler.pokemon.copy_attack
  compiler.pokemon.copy_any_opponents_attack
  compiler.pokemon.more_if_this_turn
  compiler.pokemon.more_if_type
  compiler.pokemon.knock_out_defending
  compiler.pokemon.knock_out_least_hp
  compiler.pokemon.knock_out_one
  compiler.pokemon.knock_out_if
  compiler.zones.then_shuffle
  compiler.zones.shuffle_deck
  compiler.zones.draw_for_each
  compiler.zones.draw
  compiler.zones.draw_until
  compiler.zones.draw_until_count
  compiler.zones.draw_until_instead
  compiler.zones.draw_instead
  compiler.zones.each_player_draws
  compiler.zones.each_shuffle_and_draw
  compiler.zones.discard_hand_draw
  compiler.zones.discard_hand
  compiler.zones.discard_hand_and_search
  compiler.zones.shuffle_hand
  compiler.zones.search_reveal_to_hand
  compiler.zones.search_several_reveal_to_hand
  compiler.zones.search_either_to_hand
  compiler.zones.reveal_hand_to_deck
  compiler.zones.search_to_hand
  compiler.zones.search_to_top
  compiler.zones.search_to_bench
  compiler.zones.search_to_discard
  compiler.zones.choose_own
  compiler.zones.evolve_each_benched
  compiler.zones.evolve_from_deck_named
  compiler.zones.evolve_from_deck
  compiler.zones.evolve_new_pokemon_too
  compiler.zones.search_attach
  compiler.zones.search_attach_per_heads
  compiler.zones.energy_to_new_benched
  compiler.zones.attach_from
  compiler.zones.attach_to_opponents
  compiler.zones.each_player_attaches
  compiler.zones.opponent_first
  compiler.zones.if_attached
  compiler.zones.discard_to_hand
  compiler.zones.discard_to_deck
  compiler.zones.discard_to_bench
  compiler.zones.discard_from_hand_for_each
  compiler.zones.discard_from_hand
  compiler.zones.if_not_discarded
  compiler.zones.opponent_discards
  compiler.zones.discard_top
  compiler.zones.discard_top_take
  compiler.zones.discard_top_card
  compiler.zones.discard_top_more
  compiler.zones.discard_top_per_heads
  compiler.zones.discard_random_per_heads
  compiler.zones.discard_random_down_to
  compiler.zones.discard_random
  compiler.zones.opponent_reveals_hand
  compiler.zones.draw_per_revealed
  compiler.zones.discard_from_revealed_hand
  compiler.zones.reveals_hand_and
  compiler.zones.found_in_hand_to
  compiler.zones.discard_found_in_hand
  compiler.zones.looked_to_hand
  compiler.zones.look_top_take
  compiler.zones.discard_others
  compiler.zones.shuffle_others_back
  compiler.zones.look_top_of
  compiler.zones.look_top_and
  compiler.zones.look_and_reorder
  compiler.zones.look_then_reorder_or_bottom
  compiler.zones.reveal_opponents_top
  compiler.zones.revealed_to_their_bench
  compiler.zones.opponent_shuffles_others
  compiler.zones.others_back_in_any_order
  compiler.zones.discard_looked_card
  compiler.zones.looked_to_bench
  compiler.zones.random_from_hand
  compiler.zones.random_from_hand_per_heads
  compiler.zones.reveal_and_shuffle
  compiler.zones.opponent_shuffles_chosen
  compiler.zones.random_shuffled
  compiler.zones.devolve_one
  compiler.zones.devolve_active
  compiler.zones.devolve_each
  compiler.zones.return_self
  compiler.zones.return_self_discard_attached
  compiler.zones.self_to_deck_top
  compiler.zones.discard_self
  compiler.zones.shuffle_self
  compiler.zones.shuffle_opponent_benched
  compiler.zones.choose_opponents_pokemon
  compiler.zones.shuffle_chosen
  compiler.zones.shuffle_unchosen
  compiler.zones.look_and_attach
  compiler.zones.others_to_bottom
  compiler.zones.you_may
  compiler.zones.then
  compiler.zones.if_you_do
ABILITY_FORMS
  compiler.abilities.compile_zone_ability
  compiler.abilities.compile_passive
  compiler.abilities.compile_declared
  compiler.abilities.compile_knocked_out
  compiler.abilities.compile_not_knocked_out
  compiler.abilities.compile_attach_trigger
  compiler.move_triggers.compile_move_trigger
  compiler.abilities.compile_active_damaged
TRAINER_FORMS
  compiler.fossils.compile_played_as_pokemon
  compiler.trainers.compile_item_or_supporter
  compiler.tools_stadiums.compile_attached_card
PASSIVES
  compiler.abilities.takes_less
  compiler.abilities.takes_less_if
  compiler.abilities.attacks_do_more
  compiler.abilities.prevent_from
  compiler.abilities.prevent_all_from
  compiler.abilities.prevent_on_heads
  compiler.abilities.weakness_times
  compiler.abilities.prevent_to_bench
  compiler.abilities.prevent_all_to_bench
  compiler.abilities.prevent_effects
  compiler.abilities.prevent_attack_and_ability_effects
  compiler.abilities.prevent_ability_effects
  compiler.abilities.bench_prevent_all
  compiler.abilities.all_yours_take_less
  compiler.abilities.typed_energy_no_retreat
  compiler.abilities.takes_less_from_types
  compiler.abilities.hp_if
  compiler.abilities.more_against_abilities
  compiler.abilities.more_checkup_counters
  compiler.abilities.two_types
  compiler.abilities.no_retreat_if
  compiler.abilities.cant_attack_unless
  compiler.abilities.cant_attack_if
  compiler.abilities.evolves_early
  compiler.abilities.evolves_into_any
  compiler.abilities.attacks_first_turn
  compiler.abilities.counters_when_evolved
  compiler.abilities.yours_no_retreat
  compiler.abilities.bench_active_retreat_less
  compiler.abilities.benched_attacks
  compiler.abilities.previous_evolution_attacks
  compiler.abilities.cant_be
  compiler.abilities.opponent_active_cant_be_healed
  compiler.abilities.opponent_retreat_flip
  compiler.abilities.bench_no_abilities
  compiler.abilities.hp_for_each
  compiler.abilities.basic_energy_provides_more
  compiler.abilities.yours_get_hp
  compiler.abilities.opponent_active_retreat_more
  compiler.abilities.unaffected_items_supporters
  compiler.abilities.ignores_defender_effects
  compiler.abilities.opponents_kept_from_hand
  compiler.abilities.more_prizes_for_knock_out
  compiler.abilities.fewer_prizes_if_in_play
  compiler.abilities.fewer_prizes_by_kind
  compiler.abilities.active_opponent_cant_play
  compiler.abilities.active_opponent_cant_play_ability_pokemon
  compiler.abilities.active_opponent_attacks_cost_more
  compiler.abilities.if_self
  compiler.abilities.yours_more_damage
  compiler.abilities.attack_twice
  compiler.abilities.attack_again
  compiler.ability_locks.active_no_abilities
  compiler.ability_locks.lose_self_ko_abilities
  compiler.cost_abilities.cost_less_for_each
  compiler.cost_abilities.ignore_all_energy
  compiler.cost_abilities.ignore_colorless
  compiler.cost_abilities.attack_for
PLAY_CONDITIONS
  compiler.trainers._more_prizes
  compiler.trainers._opponent_prizes_at_most
  compiler.trainers._opponent_prizes_exactly
  compiler.trainers._knocked_out_last_turn
  compiler.trainers._kind_knocked_out_last_turn
  compiler.trainers._lost_zone_at_least
  compiler.trainers._tera_in_play
  compiler.trainers._all_named_in_play
  compiler.trainers._last_card
  compiler.trainers._second_first_turn
  compiler.cost_abilities._same_hand_size
  compiler.cost_abilities._all_named_in_play
  compiler.cost_abilities._opponent_hand_exactly
  compiler.cost_abilities._named_in_opponents_discard
ATTACHED_SENTENCES
  compiler.tools_stadiums.holder_gets
  compiler.tools_stadiums.holder_retreat
  compiler.tools_stadiums.holder_more_damage
  compiler.tools_stadiums.holder_cheaper_and_more
  compiler.tools_stadiums.named_holder_more_damage
  compiler.tools_stadiums.no_rule_box_more_damage
  compiler.tools_stadiums.behind_cheaper
  compiler.tools_stadiums.holder_cheaper_any_type
  compiler.tools_stadiums.holder_less_from_types
  compiler.tools_stadiums.holder_benched_no_damage
  compiler.tools_stadiums.holder_less_from_ability
  compiler.tools_stadiums.berry
  compiler.tools_stadiums.both_actives_retreat_more
  compiler.tools_stadiums.when_active_damaged
  compiler.tools_stadiums.prizes_when_knocked_out
  compiler.tools_stadiums.survive_knock_out
  compiler.tools_stadiums.then_discard_when_used
  compiler.tools_stadiums.once_per_game
  compiler.tools_stadiums.discard_if_placed
  compiler.tools_stadiums.technical_machine
  compiler.tools_stadiums.named_technical_machine
  compiler.tools_stadiums.discard_end_of_turn
  compiler.tools_stadiums.provides
  compiler.tools_stadiums.provides_every_type
  compiler.tools_stadiums.provides_either
  compiler.tools_stadiums.attach_only_to
  compiler.tools_stadiums.discard_unless_attached_to
  compiler.tools_stadiums.colorless_beside_special
  compiler.tools_stadiums.prevent_effects
  compiler.tools_stadiums.every_type_if
  compiler.tools_stadiums.returns_after_attack
  compiler.tools_stadiums.attach_to_bench_switch
  compiler.tools_stadiums.each_in_play
  compiler.tools_stadiums.more_checkup_counters
  compiler.tools_stadiums.kind_in_play
  compiler.tools_stadiums.no_rule_box_protected
  compiler.tools_stadiums.stays_in_discard
  compiler.tools_stadiums.kind_more_damage
  compiler.tools_stadiums.each_attack_cost
  compiler.tools_stadiums.each_named_retreat
  compiler.tools_stadiums.replaces_stadium
  compiler.tools_stadiums.tools_no_effect
TRAINERS (the card modules of install.CARD_MODULES)
ATTACKS (the card modules of install.CARD_MODULES)
ABILITIES (the card modules of install.CARD_MODULES)
"""


def test_the_registry_is_the_table_install_writes() -> None:
    """Every hook point with its handlers, ops, checks and compiler patterns, in order."""
    got = registry.describe()
    assert got == EXPECTED, "the registry changed:\n" + "".join(
        difflib.unified_diff(EXPECTED.splitlines(True), got.splitlines(True), "expected", "got"))


def test_every_hook_point_is_declared_once_and_filled_from_install() -> None:
    """Each hook point has a doc and a table in install.py, except the hand-written card
    texts, which the card modules install.py lists fill as they load."""
    names = [p.name for p in registry.POINTS]
    assert len(names) == len(set(names))
    cards = {"TRAINERS", "ATTACKS", "ABILITIES"}
    assert set(install.TABLES) == set(names) - cards
    for point in registry.POINTS:
        assert point.doc, point.name
        if point.name in cards:
            continue
        assert hasattr(install, point.name), f"install.py has no table for {point.name}"
        assert getattr(registry, point.name, point.hooks) is point.hooks
    assert sum(len(REGISTRY.table(k)) for k in ("trainer", "attack", "ability")) > 0


def test_install_again_changes_nothing() -> None:
    before = registry.describe()
    install.install()
    assert registry.describe() == before


def test_no_module_registers_itself_when_imported() -> None:
    """Nothing in the engine appends to a hook point or writes into one at import time: only
    install.py fills the registry, so no order of imports can change it."""
    bad = module_level_hook_uses(POKEMON, (p.name for p in registry.POINTS))
    assert not bad, f"module-level use of a hook point (register in install.py): {bad}"


def test_every_marked_compiler_function_is_in_one_table() -> None:
    """A function marked as a pattern (``@pattern``, ``@passive``, ``@condition``,
    ``@sentence``) that no table of install.py names would never be tried: each one is in
    exactly one of them."""
    listed: dict[object, list[str]] = {}
    for name in install.MARKED:
        for fn in getattr(install, name):
            listed.setdefault(fn, []).append(name)
    twice = {f"{fn.__module__}.{fn.__qualname__}": where for fn, where in listed.items()
             if len(where) > 1}
    assert not twice, twice
    marked = []
    for path in sorted((POKEMON / "compiler").glob("*.py")):
        module = __import__(f"tcgsim.pokemon.compiler.{path.stem}" if path.stem != "__init__"
                            else "tcgsim.pokemon.compiler", fromlist=["_"])
        for _, fn in inspect.getmembers(module, inspect.isfunction):
            if isinstance(getattr(fn, "pattern", None), Pattern) and fn.__module__ == module.__name__:
                marked.append(fn)
    missing = [f"{fn.__module__}.{fn.__qualname__}" for fn in marked if fn not in listed]
    assert not missing, f"marked but in no table of install.py: {missing}"


def test_ops_are_named_as_their_functions() -> None:
    """A card script names an op by its function's name; every check is for an op."""
    assert [k for k, fn in registry.OPS.items() if fn.__name__ != k] == []
    assert sorted(set(registry.WOULD_CHANGE) - set(registry.OPS)) == []


def test_every_op_a_hand_written_card_names_exists() -> None:
    unknown = set()
    for kind in ("trainer", "attack", "ability"):
        for impl in REGISTRY.table(kind).values():
            for value in vars(impl).values():
                if isinstance(value, tuple) and value and all(
                        isinstance(o, tuple) and o and isinstance(o[0], str) for o in value):
                    unknown |= {o[0] for o in value if o[0] not in registry.OPS}
    assert not unknown, sorted(unknown)


if __name__ == "__main__":
    print(registry.describe(), end="")
