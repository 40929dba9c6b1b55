"""What fills the registry: every frame handler, op, "could it change anything" check and
compiler pattern of the Pokémon game, in one place, in the order the rules use them.

:mod:`tcgsim.pokemon.registry` declares the hook points (what each one is for); this module
says what goes in each, written out below, one table per hook point, and :func:`install`
puts it there (``tcgsim/pokemon/__init__.py`` calls it once, before anything plays). Nothing
registers itself by being imported, so the order of imports changes nothing; the order of
each list below is the order its entries are tried in (``tests/pokemon/test_registry.py``
prints the registry and holds it to this order).

The hand-written card texts are the one exception: each module of :data:`CARD_MODULES`
registers its texts (``model.impl.trainer``, ``attack``, ``ability``) when this module
imports it. They are keyed by printed text and one text has one implementation (a second is
refused), so their order changes nothing either.

Adding to the game: a new op or check is a function in the module of its part of the guide
(``effects/``), named in the table of its hook point here; a new frame handler is a function
in ``rules/``, named in :data:`HANDLERS`; a new compiler pattern is a function marked with
``@pattern`` in ``compiler/``, listed in :data:`PATTERNS` where it must be tried; a new
module of hand-written cards is listed in :data:`CARD_MODULES`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgsim.pokemon import registry
from tcgsim.pokemon.cards import (
    chaos_rising,
    destined_rivals,
    journey_together,
    mega_evolution,
    mega_evolution_set,
    mega_evolution_supporters,
    perfect_order,
    phantasmal_flames,
    pitch_black,
    por,
    prismatic_evolutions,
    prismatic_evolutions_supporters,
    scarlet_violet,
    stellar_crown,
    surging_sparks,
    sword_shield,
    temporal_forces,
    twilight_masquerade,
)
from tcgsim.pokemon.compiler import abilities as c_abilities
from tcgsim.pokemon.compiler import ability_locks as c_ability_locks
from tcgsim.pokemon.compiler import ability_sentences as c_ability_sentences
from tcgsim.pokemon.compiler import coins as c_coins
from tcgsim.pokemon.compiler import core as c_core
from tcgsim.pokemon.compiler import cost_abilities as c_cost_abilities
from tcgsim.pokemon.compiler import damage as c_damage
from tcgsim.pokemon.compiler import fossils as c_fossils
from tcgsim.pokemon.compiler import game_conditions as c_game_conditions
from tcgsim.pokemon.compiler import pokemon as c_pokemon
from tcgsim.pokemon.compiler import tools_stadiums as c_tools_stadiums
from tcgsim.pokemon.compiler import trainers as c_trainers
from tcgsim.pokemon.compiler import zones as c_zones
from tcgsim.pokemon.effects import (
    counter_moves,
    energy_moves,
    face_up_prizes,
    leave_play,
    ops_abilities,
    ops_attached,
    ops_conditions,
    ops_counters,
    ops_damage,
    ops_pokemon,
    ops_trainers,
    ops_zones,
    optional_damage,
    prize_effects,
    recovery,
    script,
)
from tcgsim.pokemon.rules import (
    abilities,
    actions,
    attack,
    before_hand,
    checkup,
    knockout,
    setup,
    triggers,
    turn,
    when_damaged,
    would_change,
    zone_abilities,
)

# -- the work stack: frame op -> handler --------------------------------------------------------
HANDLERS: dict[str, registry.Handler] = {
    "setup": setup.setup,  # PTCG:I-G
    "turn": turn.turn,  # PTCG:I-H, the turn
    "main": turn.main_phase,  # the main phase's actions
    "end_turn": turn.end_turn,  # PTCG:II-E-20, then Pokémon Checkup
    "checkup": checkup.checkup,  # PTCG:I-F
    "attack": attack.attack,  # PTCG:I-A-01, steps 1-8
    "attack_again": attack.attack_again,  # a second attack ("may use an attack it has twice")
    "when_damaged": when_damaged.when_damaged,  # PTCG:II-E-03, attack step 6
    "ko": knockout.knock_out,  # PTCG:I-D, I-E
    "bench_limit": knockout.bench_limit,  # PTCG:I-A-04, a Bench over its size
    "tool_limit": knockout.tool_limit,  # PTCG:I-B-02, more Tools than a Pokémon may have
    "evolve": actions.evolve,  # PTCG:I-B, evolving
    "attach_energy": actions.attach_energy,  # PTCG:I-C
    "attach_tool": actions.attach_tool,  # PTCG:I-B-02
    "trainer": actions.play_trainer,  # PTCG:I-B-01/03/04
    "retreat": actions.retreat,  # PTCG:I-A-03
    "ability": abilities.use_ability,  # PTCG:I-A-02
    "zone_ability": zone_abilities.use_zone_ability,  # PTCG:II-E-17
    "triggers": triggers.run_triggers,  # PTCG:II-E-05..07, triggered Abilities
    "before_hand": before_hand.before_hand,  # PTCG:II-E-31
    "script": script.run_script,  # a card script: its ops in printed order
}

# -- the card script vocabulary: op name -> op (see tcgsim.pokemon.effects) -------------------
OPS: dict[str, registry.OpFn] = {
    # the script's own words: costs, searches, shuffles, coins, damage steps 1-4, Energy, effects on a Pokémon, Special Conditions (II-B, II-C, II-E)
    "discard_from_hand": script.discard_from_hand,
    "shuffle_searched_deck": script.shuffle_searched_deck,
    "shuffle_deck": script.shuffle_deck,
    "shuffle_hand_into_deck": script.shuffle_hand_into_deck,
    "draw": script.draw,
    "count_discard": script.count_discard,
    "discard_top_of_deck": script.discard_top_of_deck,
    "shuffle_into_deck": script.shuffle_into_deck,
    "flip": script.flip,
    "attack_does_nothing": script.attack_does_nothing,
    "damage_for_each": script.damage_for_each,
    "more_damage_if": script.more_damage_if,
    "more_damage_for_each": script.more_damage_for_each,
    "base_damage_if": script.base_damage_if,
    "less_damage_for_each": script.less_damage_for_each,
    "damage_ignores": script.damage_ignores,
    "damage_self": script.damage_self,
    "discard_energy": script.discard_energy,
    "attach_from_discard": script.attach_from_discard,
    "add_effect": script.add_effect,
    "apply_condition": script.apply_condition,
    "counters_on_each": script.counters_on_each,
    "may_discard_stadium": script.may_discard_stadium,
    "switch_own": script.switch_own,
    # cards between zones: searching, drawing, discarding, looking, benching, evolving by an effect (II-C, II-D, II-E)
    "take_cards": ops_zones.take_cards,
    "draw_until": ops_zones.draw_until,
    "each_player_draws": ops_zones.each_player_draws,
    "discard_random_from_hand": ops_zones.discard_random_from_hand,
    "reveal_hand": ops_zones.reveal_hand,
    "look_top": ops_zones.look_top,
    "look_at_prizes": ops_zones.look_at_prizes,
    "put_back_in_any_order": ops_zones.put_back_in_any_order,
    "shuffle_hand_to_bottom": ops_zones.shuffle_hand_to_bottom,
    "may": ops_zones.may,
    "return_self": ops_zones.return_self,
    "evolve_from_deck_onto": ops_zones.evolve_from_deck_onto,
    "devolve_opponent_active": ops_zones.devolve_opponent_active,
    "attach_chosen": ops_zones.attach_chosen,
    "choose_random_from_hand": ops_zones.choose_random_from_hand,
    "reveal_and_shuffle_into_deck": ops_zones.reveal_and_shuffle_into_deck,
    "devolve_chosen": ops_zones.devolve_chosen,
    "devolve_each": ops_zones.devolve_each,
    "shuffle_benched_into_deck": ops_zones.shuffle_benched_into_deck,
    "looked_to_bottom": ops_zones.looked_to_bottom,
    "shuffle_back_revealed": ops_zones.shuffle_back_revealed,
    "remember_own_bench": ops_zones.remember_own_bench,
    "this_card_to_deck_bottom": ops_zones.this_card_to_deck_bottom,
    "bench_this_card": ops_zones.bench_this_card,
    # what Items and Supporters are made of (I-B-01, I-B-03)
    "check_condition": ops_trainers.check_condition,
    "choose_own_pokemon": ops_trainers.choose_own_pokemon,
    "choose_mode": ops_trainers.choose_mode,
    "gust": ops_trainers.gust,
    "heal_one": ops_trainers.heal_one,
    "heal_remembered": ops_trainers.heal_remembered,
    "energy_to_hand": ops_trainers.energy_to_hand,
    "search_energy_of_different_types": ops_trainers.search_energy_of_different_types,
    "guess_hp": ops_trainers.guess_hp,
    "one_to_hand": ops_trainers.one_to_hand,
    "found_to_hand": ops_trainers.found_to_hand,
    "attach_each_to_your_pokemon": ops_trainers.attach_each_to_your_pokemon,
    "search_to_top": ops_trainers.search_to_top,
    "look_at_top": ops_trainers.look_at_top,
    "hands_to_deck": ops_trainers.hands_to_deck,
    "players_draw": ops_trainers.players_draw,
    "each_player_flips": ops_trainers.each_player_flips,
    "draw_by_own_coin": ops_trainers.draw_by_own_coin,
    "played_card_into_deck": ops_trainers.played_card_into_deck,
    "discard_hand_down_to": ops_trainers.discard_hand_down_to,
    "discard_from_revealed_hand": ops_trainers.discard_from_revealed_hand,
    "attach_from_discard_to": ops_trainers.attach_from_discard_to,
    "move_energy_among": ops_trainers.move_energy_among,
    "move_energy_any_way": ops_trainers.move_energy_any_way,
    "attach_from_discard_to_each": ops_trainers.attach_from_discard_to_each,
    "discard_attached_energy": ops_trainers.discard_attached_energy,
    "tools_from_play": ops_trainers.tools_from_play,
    "discard_tool_and_energy": ops_trainers.discard_tool_and_energy,
    "hand_to_lost": ops_trainers.hand_to_lost,
    "pokemon_to_hand": ops_trainers.pokemon_to_hand,
    "skip_stage_evolve": ops_trainers.skip_stage_evolve,
    "evolve_self_from_hand": ops_trainers.evolve_self_from_hand,
    "prize_swap": ops_trainers.prize_swap,
    "prizes_renewed": ops_trainers.prizes_renewed,
    # effects on Pokémon in play: switching, healing, moving Energy, locks, copied attacks (II-C, II-D-19, II-E)
    "switch_out_opponent": ops_pokemon.switch_out_opponent,
    "switch_self": ops_pokemon.switch_self,
    "heal_each": ops_pokemon.heal_each,
    "discard_all_energy_from_each": ops_pokemon.discard_all_energy_from_each,
    "heal": ops_pokemon.heal,
    "heal_damage_done": ops_pokemon.heal_damage_done,
    "move_energy": ops_pokemon.move_energy,
    "add_player_effect": ops_pokemon.add_player_effect,
    "usable_even_if": ops_pokemon.usable_even_if,
    "use_attack_of_pokemon": ops_pokemon.use_attack_of_pokemon,
    "choose_opponent_attack": ops_pokemon.choose_opponent_attack,
    "forbid_chosen_attack": ops_pokemon.forbid_chosen_attack,
    "use_attack_of_remembered": ops_pokemon.use_attack_of_remembered,
    "use_supporter_effect": ops_pokemon.use_supporter_effect,
    "swap_basic_from_discard": ops_pokemon.swap_basic_from_discard,
    # damage to chosen Pokémon, damage counters put and moved (II-B-08, II-C-07, II-C-08)
    "flip_for_each_pokemon": ops_damage.flip_for_each_pokemon,
    "damage_remembered": ops_damage.damage_remembered,
    "damage_each": ops_damage.damage_each,
    "damage_chosen": ops_damage.damage_chosen,
    "choose_times": ops_damage.choose_times,
    "damage_per_choice": ops_damage.damage_per_choice,
    "put_counters": ops_damage.put_counters,
    "counters_on_self_up_to": ops_damage.counters_on_self_up_to,
    "multiply_counters": ops_damage.multiply_counters,
    "spread_counters": ops_damage.spread_counters,
    "move_counters": ops_damage.move_counters,
    "counters_on_attacker": ops_damage.counters_on_attacker,
    "counters_until_remaining": ops_damage.counters_until_remaining,
    "poison_counters": ops_damage.poison_counters,
    "discard_tools": ops_damage.discard_tools,
    # damage counters moved between chosen Pokémon (II-C-08)
    "move_counters_from_each": counter_moves.move_counters_from_each,
    "move_up_to_counters": counter_moves.move_up_to_counters,
    "move_any_from_bench_to_active": counter_moves.move_any_from_bench_to_active,
    # damage counters on a Pokémon chosen earlier (II-C-07)
    "counters_on_remembered": ops_counters.counters_on_remembered,
    # "you may … and have this attack do N more damage" (II-B-01, II-E-10)
    "may_pay_energy_for_more": optional_damage.may_pay_energy_for_more,
    "discard_energy_from_yours": optional_damage.discard_energy_from_yours,
    # Energy attached from the discard pile with damage counters (II-C-09)
    "attach_from_discard_with_counters": energy_moves.attach_from_discard_with_counters,
    # Pokémon Tools, Stadiums and Special Energy when they act (I-B-02, I-B-04, I-C)
    "discard_this_card": ops_attached.discard_this_card,
    "holder_is_active": ops_attached.holder_is_active,
    "holder_is": ops_attached.holder_is,
    "holder_weak_to_opponent_active": ops_attached.holder_weak_to_opponent_active,
    "holder_took_from": ops_attached.holder_took_from,
    "holder_energy_to_bench": ops_attached.holder_energy_to_bench,
    "move_attacker_energy_to_its_bench": ops_attached.move_attacker_energy_to_its_bench,
    "switch_in_this_pokemon": ops_attached.switch_in_this_pokemon,
    "hand_card_to_deck_top": ops_attached.hand_card_to_deck_top,
    "end_the_turn": ops_attached.end_the_turn,
    "discarded_to_hand": ops_attached.discarded_to_hand,
    "choose_own_bench": ops_attached.choose_own_bench,
    # Ability and trigger texts: conditions, Stadium discards, winning by a card's text
    "test": ops_abilities.test,
    "condition_on_active": ops_abilities.condition_on_active,
    "discard_stadium": ops_abilities.discard_stadium,
    "win_game": ops_abilities.win_game,
    # "If <condition>, …" as a script variable (II-E-23)
    "check": ops_conditions.check,
    "fewer_than": ops_conditions.fewer_than,
    # a Pokémon leaving play by its own card's effect
    "shuffle_self_into_deck": leave_play.shuffle_self_into_deck,
    "discard_self": leave_play.discard_self,
    "knock_out_self": leave_play.knock_out_self,
    "knock_out": leave_play.knock_out,
    "knock_out_each": leave_play.knock_out_each,
    "knock_out_least_hp": leave_play.knock_out_least_hp,
    "knocked_out_to_hand": leave_play.knocked_out_to_hand,
    "knock_out_chosen": leave_play.knock_out_chosen,
    "opponent_switches_out": leave_play.opponent_switches_out,
    # recovering from Special Conditions (S4-COND)
    "recover_all": recovery.recover_all,
    "recover_one": recovery.recover_one,
    # Prize cards: "take N more Prize cards" (I-D step 3, II-E-31)
    "take_more_prizes": prize_effects.take_more_prizes,
    "more_prizes_if_knocked_out": prize_effects.more_prizes_if_knocked_out,
    "more_prizes_for_that": prize_effects.more_prizes_for_that,
    "effects_if_knocked_out": prize_effects.effects_if_knocked_out,
    "opponent_agrees": prize_effects.opponent_agrees,
    "each_player_takes_prize": prize_effects.each_player_takes_prize,
    # Prize cards turned face up or looked at (PTCG:II-C-20)
    "turn_prize_face_up": face_up_prizes.turn_prize_face_up,
    "look_at_face_down_prize": face_up_prizes.look_at_face_down_prize,
    "reveal_chosen": face_up_prizes.reveal_chosen,
    "switch_prize_with_chosen": face_up_prizes.switch_prize_with_chosen,
}

# -- could an op change anything now (PTCG:II-D-02, I-A-02): op name -> check ----------------
WOULD_CHANGE: dict[str, registry.Precheck] = {
    "shuffle_hand_into_deck": would_change.hand_or_deck_to_shuffle,
    "draw": ops_zones.draw_would_change,
    "discard_top_of_deck": ops_zones.draw_would_change,
    "apply_condition": script.condition_would_change,
    "may_discard_stadium": would_change.stadium_in_play,
    "switch_own": ops_trainers.switch_would_change,
    "swap_basic_from_discard": ops_pokemon.swap_basic_would_change,
    "take_cards": ops_zones.take_cards_would_change,
    "draw_until": ops_zones.draw_until_would_change,
    "each_player_draws": would_change.any_deck,
    "look_top": ops_zones.deck_to_look_at,
    "put_back_in_any_order": ops_zones.after_another_part,
    "evolve_from_deck_onto": ops_zones.evolve_from_deck_would_change,
    "attach_chosen": ops_zones.after_another_part,
    "looked_to_bottom": ops_zones.after_another_part,
    "remember_own_bench": ops_zones.after_another_part,
    "this_card_to_deck_bottom": would_change.always,
    "bench_this_card": would_change.bench_has_room,
    "counters_on_attacker": would_change.always,
    "counters_on_remembered": ops_zones.after_another_part,
    "check_condition": ops_trainers.check_changes_nothing,
    "gust": ops_trainers.gust_would_change,
    "heal_one": ops_trainers.heal_would_change,
    "search_energy_of_different_types": ops_trainers.deck_to_look_through,
    "one_to_hand": ops_trainers.found_before,
    "found_to_hand": ops_trainers.found_before,
    "attach_each_to_your_pokemon": ops_trainers.found_before,
    "search_to_top": ops_trainers.deck_to_look_through,
    "look_at_top": ops_trainers.deck_to_look_through,
    "hands_to_deck": ops_trainers.hands_would_change,
    "players_draw": would_change.any_deck,
    "discard_hand_down_to": ops_trainers.down_to_would_change,
    "discard_from_revealed_hand": ops_trainers.revealed_would_change,
    "attach_from_discard_to": ops_trainers.patch_would_change,
    "move_energy_among": ops_trainers.move_energy_would_change,
    "attach_from_discard_to_each": ops_trainers.each_would_change,
    "discard_attached_energy": ops_trainers.hammer_would_change,
    "tools_from_play": ops_trainers.tools_would_change,
    "discard_tool_and_energy": ops_trainers.tool_and_energy_would_change,
    "discard_tools": ops_damage.discard_tools_would_change,
    "skip_stage_evolve": ops_trainers.candy_would_change,
    "evolve_self_from_hand": ops_trainers.evolve_self_would_change,
    "prize_swap": ops_trainers.prize_swap_would_change,
    "prizes_renewed": ops_trainers.prize_swap_would_change,
    "devolve_chosen": ops_zones.devolve_would_change,
    "switch_out_opponent": ops_trainers.switch_out_would_change,
    "heal_each": would_change.any_healable,
    "heal": would_change.self_damaged,
    "recover_one": recovery.has_condition,
    "condition_on_active": would_change.opponent_active_not_immune,
    "discard_stadium": would_change.stadium_in_play,
    "win_game": would_change.always,
    "put_counters": would_change.always,
    "discard_random_from_hand": would_change.opponent_has_hand,
    "reveal_hand": would_change.opponent_has_hand,
    "switch_in_this_pokemon": would_change.benched,
    "discard_energy": would_change.energy_to_discard,
    "move_up_to_counters": counter_moves.counters_movable,
    "return_self": would_change.always,
    "choose_random_from_hand": ops_zones.random_card_would_change,
    "reveal_and_shuffle_into_deck": ops_zones.after_another_part,
    "add_effect": would_change.always,
    "hand_card_to_deck_top": ops_attached.hand_card_would_change,
}

# -- the compiler (English card text -> scripts) -------------------------------------------------
COMPILERS: dict[str, Callable[..., Any]] = {
    "attack": c_core.compile_attack,
    "ability": c_core.compile_ability,
    "trainer": c_core.compile_trainer,
}

#: the sentence patterns, in the order they are tried: the first that reads a sentence wins
#: (tests/pokemon/compiler/test_pattern_order.py: the sentences two of them match)
PATTERNS: list[Any] = [
    # compiler/ability_sentences.py
    c_ability_sentences.make_condition,
    c_ability_sentences.discard_stadium,
    c_ability_sentences.may_discard_stadium,
    c_ability_sentences.counters_on_itself,
    c_ability_sentences.this_turn_more_damage_self,
    c_ability_sentences.counters_on_attacker,
    c_ability_sentences.attacker_knocked_out,
    c_ability_sentences.more_prizes_for_that,
    c_ability_sentences.attached_energy_to_hand,
    c_ability_sentences.knocked_out_to_hand,
    c_ability_sentences.discard_attacker_energy,
    c_ability_sentences.heal_that,
    c_ability_sentences.recover_it,
    c_ability_sentences.knocks_itself_out,
    c_ability_sentences.bench_this_card,
    c_ability_sentences.switch_hand_card_with_top,
    c_ability_sentences.this_card_to_deck_bottom,
    # compiler/coins.py
    c_coins.flip_one,
    c_coins.flip_n,
    c_coins.flip_for_each,
    c_coins.opponent_flips_for_each,
    c_coins.flip_until_tails,
    c_coins.if_heads,
    c_coins.does_nothing,
    # compiler/trainers.py
    c_trainers.switch,
    c_trainers.gust,
    c_trainers.gust_and_condition,
    c_trainers.new_active_condition,
    c_trainers.energy_to_opponent_hand,
    c_trainers.heal_moved,
    c_trainers.your_turn_ends,
    c_trainers.discard_tools,
    c_trainers.discard_opponents_tools,
    c_trainers.tool_or_stadium_to_lost,
    c_trainers.energy_of_different_types,
    c_trainers.stays_in_discard,
    c_trainers.each_hand_into_deck,
    c_trainers.each_hand_to_bottom,
    c_trainers.they_draw_if_moved,
    c_trainers.each_flips_if_moved,
    c_trainers.draw_by_own_coin,
    c_trainers.into_deck_instead,
    c_trainers.you_and_opponent_draw,
    c_trainers.opponent_discards_down_to,
    c_trainers.heal_one,
    c_trainers.heal_each,
    c_trainers.discard_energy_from_opponent,
    c_trainers.switch_out_opponent,
    c_trainers.scoop_up,
    c_trainers.then_discard_energy,
    c_trainers.if_condition,
    c_trainers.attach_from_discard,
    c_trainers.attach_from_discard_to_each,
    c_trainers.attach_from_discard_to_all,
    c_trainers.search_attach_to_each_benched,
    c_trainers.move_basic_energy,
    c_trainers.move_opponents_active_energy,
    c_trainers.move_energy_to_active,
    c_trainers.move_any_amount,
    c_trainers.move_any_amount_any_way,
    # compiler/damage.py
    c_damage.before_damage,
    c_damage.discard_tools,
    c_damage.if_tool_discarded,
    c_damage.more_damage,
    c_damage.may_do_more,
    c_damage.more_damage_extra_energy,
    c_damage.if_extra_energy,
    c_damage.may_give_all_energy_for_more,
    c_damage.usable_only_if,
    c_damage.more_damage_taken_last_turn,
    c_damage.more_if_discarded,
    c_damage.more_damage_if,
    c_damage.base_damage_if,
    c_damage.does_nothing_if,
    c_damage.damage_for_each_revealed,
    c_damage.shuffle_back_revealed,
    c_damage.more_for_each,
    c_damage.damage_for_each,
    c_damage.damage_for_each_milled,
    c_damage.less_for_each,
    c_damage.give_up_energy,
    c_damage.costs_only,
    c_damage.damage_ignores,
    c_damage.damage_chosen,
    c_damage.damage_chosen_for_each,
    c_damage.choose_times,
    c_damage.damage_per_choice,
    c_damage.damage_each,
    c_damage.damage_each_bench_both,
    c_damage.damage_each_damaged,
    c_damage.damage_itself,
    c_damage.flip_for_each_pokemon,
    c_damage.damage_to_heads,
    c_damage.choose_and_flip,
    c_damage.damage_to_chosen_per_heads,
    c_damage.knock_out_each,
    c_damage.knock_out_one,
    c_damage.put_counters,
    c_damage.put_counters_chosen,
    c_damage.shuffle_those_counted,
    c_damage.choose_and_put_counters,
    c_damage.counters_on_self_up_to,
    c_damage.put_counters_each,
    c_damage.put_counters_with_ability,
    c_damage.move_bench_counters_to_active,
    c_damage.multiply_counters,
    c_damage.multiply_counters_each,
    c_damage.spread_counters,
    c_damage.poison_counters,
    c_damage.move_all_counters,
    c_damage.move_counter_among_yours,
    c_damage.counters_until_remaining,
    c_damage.takes_less,
    c_damage.no_weakness,
    c_damage.weakness_now,
    c_damage.prevent_damage_and_effects,
    c_damage.prevent_damage,
    c_damage.defending_does_less,
    c_damage.defending_takes_more,
    c_damage.prevent_small_damage,
    c_damage.next_turn_more,
    c_damage.counter_when_damaged,
    # compiler/game_conditions.py
    c_game_conditions.if_evolved_from,
    c_game_conditions.if_ko_last_turn,
    c_game_conditions.if_ability_in_discard,
    c_game_conditions.more_prizes_if_knocked_out,
    c_game_conditions.next_turn_more_prizes,
    c_game_conditions.effects_if_knocked_out,
    c_game_conditions.if_board,
    c_game_conditions.prize_face_up,
    c_game_conditions.look_at_opponents_prize,
    c_game_conditions.take_prize,
    c_game_conditions.win_by_prizes,
    # compiler/pokemon.py
    c_pokemon.now_condition,
    c_pokemon.both_actives_condition,
    c_pokemon.next_turn_self_lock,
    c_pokemon.next_turn_player_lock,
    c_pokemon.next_turn_named_lock,
    c_pokemon.next_turn_attack_bonus,
    c_pokemon.self_lock_until_benched,
    c_pokemon.defending_lock,
    c_pokemon.choose_opponent_attack,
    c_pokemon.chosen_attack_lock,
    c_pokemon.opponent_cant_play,
    c_pokemon.this_turn_more_damage,
    c_pokemon.next_turn_yours_take_less,
    c_pokemon.this_turn_more_prizes,
    c_pokemon.choose_own_pokemon,
    c_pokemon.not_second_first_turn,
    c_pokemon.first_turn_ok,
    c_pokemon.discard_attached,
    c_pokemon.discard_attached_of_types,
    c_pokemon.self_damage_and_condition,
    c_pokemon.discard_attached_per_heads,
    c_pokemon.discard_and,
    c_pokemon.damage_and_discard_stadium,
    c_pokemon.attached_to_hand,
    c_pokemon.shuffle_attached,
    c_pokemon.both_knocked_out,
    c_pokemon.move_to_bench,
    c_pokemon.switch_self,
    c_pokemon.switch_in_self,
    c_pokemon.gust,
    c_pokemon.damage_to_new_active,
    c_pokemon.heal,
    c_pokemon.heal_and_recover_one,
    c_pokemon.heal_damage_done,
    c_pokemon.copy_attack,
    c_pokemon.copy_any_opponents_attack,
    c_pokemon.more_if_this_turn,
    c_pokemon.more_if_type,
    c_pokemon.knock_out_defending,
    c_pokemon.knock_out_least_hp,
    c_pokemon.knock_out_one,
    c_pokemon.knock_out_if,
    # compiler/zones.py
    c_zones.then_shuffle,
    c_zones.shuffle_deck,
    c_zones.draw_for_each,
    c_zones.draw,
    c_zones.draw_until,
    c_zones.draw_until_count,
    c_zones.draw_until_instead,
    c_zones.draw_instead,
    c_zones.each_player_draws,
    c_zones.each_shuffle_and_draw,
    c_zones.discard_hand_draw,
    c_zones.discard_hand,
    c_zones.discard_hand_and_search,
    c_zones.shuffle_hand,
    c_zones.search_reveal_to_hand,
    c_zones.search_several_reveal_to_hand,
    c_zones.search_either_to_hand,
    c_zones.search_to_hand,
    c_zones.search_to_top,
    c_zones.search_to_bench,
    c_zones.search_to_discard,
    c_zones.choose_own,
    c_zones.evolve_each_benched,
    c_zones.evolve_from_deck_named,
    c_zones.evolve_from_deck,
    c_zones.evolve_new_pokemon_too,
    c_zones.search_attach,
    c_zones.search_attach_per_heads,
    c_zones.energy_to_new_benched,
    c_zones.attach_from,
    c_zones.attach_to_opponents,
    c_zones.each_player_attaches,
    c_zones.opponent_first,
    c_zones.if_attached,
    c_zones.discard_to_hand,
    c_zones.discard_to_deck,
    c_zones.discard_to_bench,
    c_zones.discard_from_hand_for_each,
    c_zones.discard_from_hand,
    c_zones.if_not_discarded,
    c_zones.opponent_discards,
    c_zones.discard_top,
    c_zones.discard_top_take,
    c_zones.discard_top_card,
    c_zones.discard_top_more,
    c_zones.discard_top_per_heads,
    c_zones.discard_random_per_heads,
    c_zones.discard_random_down_to,
    c_zones.discard_random,
    c_zones.opponent_reveals_hand,
    c_zones.draw_per_revealed,
    c_zones.discard_from_revealed_hand,
    c_zones.reveals_hand_and,
    c_zones.found_in_hand_to,
    c_zones.discard_found_in_hand,
    c_zones.looked_to_hand,
    c_zones.look_top_take,
    c_zones.discard_others,
    c_zones.shuffle_others_back,
    c_zones.look_top_of,
    c_zones.look_top_and,
    c_zones.look_and_reorder,
    c_zones.look_then_reorder_or_bottom,
    c_zones.reveal_opponents_top,
    c_zones.revealed_to_their_bench,
    c_zones.opponent_shuffles_others,
    c_zones.others_back_in_any_order,
    c_zones.discard_looked_card,
    c_zones.looked_to_bench,
    c_zones.random_from_hand,
    c_zones.random_from_hand_per_heads,
    c_zones.reveal_and_shuffle,
    c_zones.opponent_shuffles_chosen,
    c_zones.random_shuffled,
    c_zones.devolve_one,
    c_zones.devolve_active,
    c_zones.devolve_each,
    c_zones.return_self,
    c_zones.return_self_discard_attached,
    c_zones.self_to_deck_top,
    c_zones.discard_self,
    c_zones.shuffle_self,
    c_zones.shuffle_opponent_benched,
    c_zones.choose_opponents_pokemon,
    c_zones.shuffle_chosen,
    c_zones.look_and_attach,
    c_zones.others_to_bottom,
    c_zones.you_may,
    c_zones.then,
    c_zones.if_you_do,
]

#: Ability texts by their shape (a text the first one reads is not offered to the next)
ABILITY_FORMS: list[registry.AbilityCompiler] = [
    c_abilities.compile_zone_ability,
    c_abilities.compile_passive,
    c_abilities.compile_declared,
    c_abilities.compile_knocked_out,
    c_abilities.compile_not_knocked_out,
    c_abilities.compile_attach_trigger,
    c_abilities.compile_active_damaged,
]
#: Trainer and Special Energy texts by their kind
TRAINER_FORMS: list[registry.TrainerCompiler] = [
    c_fossils.compile_played_as_pokemon,  # before the Items' sentences: a whole form of its own
    c_trainers.compile_item_or_supporter,
    c_tools_stadiums.compile_attached_card,
]


#: passive Ability sentences, in the order they are tried
PASSIVES: list[Any] = [
    # compiler/abilities.py
    c_abilities.takes_less,
    c_abilities.takes_less_if,
    c_abilities.attacks_do_more,
    c_abilities.prevent_from,
    c_abilities.prevent_all_from,
    c_abilities.prevent_on_heads,
    c_abilities.prevent_to_bench,
    c_abilities.prevent_all_to_bench,
    c_abilities.prevent_effects,
    c_abilities.prevent_attack_and_ability_effects,
    c_abilities.prevent_ability_effects,
    c_abilities.bench_prevent_all,
    c_abilities.all_yours_take_less,
    c_abilities.typed_energy_no_retreat,
    c_abilities.takes_less_from_types,
    c_abilities.hp_if,
    c_abilities.more_against_abilities,
    c_abilities.more_checkup_counters,
    c_abilities.two_types,
    c_abilities.no_retreat_if,
    c_abilities.cant_attack_unless,
    c_abilities.evolves_early,
    c_abilities.evolves_into_any,
    c_abilities.attacks_first_turn,
    c_abilities.counters_when_evolved,
    c_abilities.yours_no_retreat,
    c_abilities.bench_active_retreat_less,
    c_abilities.benched_attacks,
    c_abilities.previous_evolution_attacks,
    c_abilities.cant_be,
    c_abilities.bench_no_abilities,
    c_abilities.hp_for_each,
    c_abilities.basic_energy_provides_more,
    c_abilities.yours_get_hp,
    c_abilities.opponent_active_retreat_more,
    c_abilities.unaffected_items_supporters,
    c_abilities.ignores_defender_effects,
    c_abilities.opponents_kept_from_hand,
    c_abilities.more_prizes_for_knock_out,
    c_abilities.fewer_prizes_if_in_play,
    c_abilities.fewer_prizes_by_kind,
    c_abilities.active_opponent_cant_play,
    c_abilities.active_opponent_attacks_cost_more,
    c_abilities.if_self,
    c_abilities.yours_more_damage,
    c_abilities.attack_twice,
    c_abilities.attack_again,
    # compiler/ability_locks.py
    c_ability_locks.active_no_abilities,
    c_ability_locks.lose_self_ko_abilities,
    # compiler/cost_abilities.py
    c_cost_abilities.cost_less_for_each,
    c_cost_abilities.ignore_all_energy,
    c_cost_abilities.ignore_colorless,
    c_cost_abilities.attack_for,
]

#: conditions of play ("You can use this card only if …", "If …,"), in order
PLAY_CONDITIONS: list[Any] = [
    # compiler/trainers.py
    c_trainers._more_prizes,
    c_trainers._opponent_prizes_at_most,
    c_trainers._opponent_prizes_exactly,
    c_trainers._knocked_out_last_turn,
    c_trainers._kind_knocked_out_last_turn,
    c_trainers._lost_zone_at_least,
    c_trainers._tera_in_play,
    c_trainers._all_named_in_play,
    c_trainers._last_card,
    c_trainers._second_first_turn,
    # compiler/cost_abilities.py
    c_cost_abilities._same_hand_size,
    c_cost_abilities._all_named_in_play,
    c_cost_abilities._opponent_hand_exactly,
    c_cost_abilities._named_in_opponents_discard,
]

#: the sentences of Tools, Stadiums and Special Energy, in order
ATTACHED_SENTENCES: list[Any] = [
    c_tools_stadiums.holder_gets,
    c_tools_stadiums.holder_retreat,
    c_tools_stadiums.holder_more_damage,
    c_tools_stadiums.holder_cheaper_and_more,
    c_tools_stadiums.named_holder_more_damage,
    c_tools_stadiums.no_rule_box_more_damage,
    c_tools_stadiums.behind_cheaper,
    c_tools_stadiums.holder_cheaper_any_type,
    c_tools_stadiums.holder_less_from_types,
    c_tools_stadiums.holder_benched_no_damage,
    c_tools_stadiums.holder_less_from_ability,
    c_tools_stadiums.berry,
    c_tools_stadiums.both_actives_retreat_more,
    c_tools_stadiums.when_active_damaged,
    c_tools_stadiums.prizes_when_knocked_out,
    c_tools_stadiums.survive_knock_out,
    c_tools_stadiums.then_discard_when_used,
    c_tools_stadiums.once_per_game,
    c_tools_stadiums.discard_if_placed,
    c_tools_stadiums.technical_machine,
    c_tools_stadiums.named_technical_machine,
    c_tools_stadiums.discard_end_of_turn,
    c_tools_stadiums.provides,
    c_tools_stadiums.provides_every_type,
    c_tools_stadiums.provides_either,
    c_tools_stadiums.attach_only_to,
    c_tools_stadiums.discard_unless_attached_to,
    c_tools_stadiums.colorless_beside_special,
    c_tools_stadiums.prevent_effects,
    c_tools_stadiums.every_type_if,
    c_tools_stadiums.returns_after_attack,
    c_tools_stadiums.attach_to_bench_switch,
    c_tools_stadiums.each_in_play,
    c_tools_stadiums.kind_in_play,
    c_tools_stadiums.no_rule_box_protected,
    c_tools_stadiums.stays_in_discard,
    c_tools_stadiums.kind_more_damage,
    c_tools_stadiums.each_attack_cost,
    c_tools_stadiums.each_named_retreat,
    c_tools_stadiums.replaces_stadium,
    c_tools_stadiums.tools_no_effect,
]


# -- the hand-written card texts (what the compiler can't read), by era ---------------------------
CARD_MODULES = (sword_shield, scarlet_violet, mega_evolution, twilight_masquerade,
                mega_evolution_set, chaos_rising, journey_together, prismatic_evolutions,
                stellar_crown, surging_sparks, destined_rivals, mega_evolution_supporters,
                temporal_forces, perfect_order, pitch_black, phantasmal_flames, por,
                prismatic_evolutions_supporters)

#: the hook points this module fills (the others are filled by CARD_MODULES as they load)
TABLES = ("HANDLERS", "OPS", "WOULD_CHANGE", "COMPILERS", "PATTERNS", "ABILITY_FORMS",
          "TRAINER_FORMS", "PASSIVES", "PLAY_CONDITIONS", "ATTACHED_SENTENCES")
#: the tables of marked functions (compiler.core.marked): their Patterns go in
MARKED = ("PATTERNS", "PASSIVES", "PLAY_CONDITIONS", "ATTACHED_SENTENCES")


def install() -> None:
    """Fill the hook points of the registry from the tables above (each one emptied first, so
    calling it again changes nothing)."""
    tables = globals()
    for point in registry.POINTS:
        if point.name not in TABLES:
            continue
        table = tables[point.name]
        hooks = point.hooks
        hooks.clear()
        if isinstance(hooks, dict):
            hooks.update(table)
        elif point.name in MARKED:
            hooks.extend(c_core.pattern_of(fn) for fn in table)
        else:
            hooks.extend(table)
