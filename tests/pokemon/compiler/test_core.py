"""The card-text compiler's machinery: sentences, whole-text matching, coin-flip guards."""

from __future__ import annotations

from tcgsim.pokemon.compiler import compile_attack, sentences
from tcgsim.pokemon.model.impl import lookup_attack
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events

YAMPER = "sv5-58"  # Whimsy Tackle (C) 20: "Flip a coin. If tails, this attack does nothing."
ZIGZAGOON = "me2-81"  # Colorless 70 HP
LIGHTNING = "sve-4"
TAILS_NOTHING = "Flip a coin. If tails, this attack does nothing."


def test_sentences_keep_a_reminder_with_its_sentence():
    text = ("Switch out your opponent's Active Pokémon to the Bench. (Your opponent chooses the "
            "new Active Pokémon.) Draw a card.")
    assert sentences(text) == [
        "Switch out your opponent's Active Pokémon to the Bench. (Your opponent chooses the "
        "new Active Pokémon.)",
        "Draw a card.",
    ]


def test_text_with_any_sentence_not_understood_is_not_compiled():
    """One unknown sentence makes the whole text unplayable rather than half-implemented."""
    assert compile_attack("Whimsy Tackle", TAILS_NOTHING) is not None
    assert compile_attack("X", TAILS_NOTHING + " Frobnicate the Defending Pokémon.") is None


def test_coin_flip_runs_in_the_step_of_what_it_guards():
    """The flip that decides "this attack does nothing" is part of the damage step (4)."""
    impl = compile_attack("Whimsy Tackle", TAILS_NOTHING)
    assert impl is not None
    assert [o[0] for o in impl.damage] == ["flip", "attack_does_nothing"]
    assert impl.damage[1][2] == "!heads" and impl.effects == () and impl.before == ()


def _whimsy_tackle(heads: bool) -> tuple[int, list[dict[str, object]]]:
    sc = Scenario()
    sc.active(0, YAMPER, energy=[LIGHTNING])
    defender = sc.active(1, ZIGZAGOON)
    g = sc.start(0, 3)
    g.rng.force(heads)
    n = len(g.log)
    attack(g, "Whimsy Tackle")
    slot = g.slot(sc.slot_id(defender))
    return slot["dmg"], events(g, start=n)


def test_compiled_attack_heads_does_its_damage():
    dmg, log = _whimsy_tackle(heads=True)
    assert dmg == 20
    assert [e["result"] for e in log if e["type"] == "coin"] == ["heads"]


def test_compiled_attack_tails_does_nothing():
    dmg, log = _whimsy_tackle(heads=False)
    assert dmg == 0
    assert any(e["type"] == "attack_does_nothing" for e in log)
    assert not any(e["type"] == "damage" for e in log)


def test_hand_written_implementation_wins_over_the_compiler():
    from tcgsim.pokemon.model.impl import REGISTRY, attack_key

    key = next(iter(REGISTRY.attacks))
    name, text = key.split("\n", 1)
    assert lookup_attack(name, text) is REGISTRY.attacks[attack_key(name, text)]
