"""Abilities used while setting up to play (PTCG:I-G step 5): Cinderace (MEG 28)'s
Explosiveness, "If this Pokémon is in your hand when you are setting up to play, you may put
it face down in the Active Spot." (rules.setup.active_candidates)."""

from __future__ import annotations

import tcgsim.pokemon as pokemon
from tcgsim.pokemon.game import Game
from tests.helpers import SNOVER, WATER, answer, events

CINDERACE = "me1-28"  # Stage 2, Explosiveness
RABOOT = "me1-27"  # Stage 1, no setup Ability


def _to_active_choice(seed: int, d0: list[str], d1: list[str]) -> Game:
    """A game at its first setup_active decision (the coin's winner goes first)."""
    g = pokemon.new_game(d0, d1, seed=seed)
    answer(g, "first", "Go first")
    while g.decision.kind != "setup_active":
        g.respond([0])
    return g


def test_explosiveness_puts_cinderace_face_down_in_the_active_spot():
    deck = [CINDERACE] * 20 + [RABOOT] * 20 + [SNOVER] * 20
    for seed in range(200):
        g = _to_active_choice(seed, deck, [SNOVER] * 60)
        p = g.decision.player
        hand_names = {g.name(c) for c in g.pl(p)["hand"]}
        if {"Cinderace", "Raboot", "Snover"} <= hand_names:
            break
    else:
        raise AssertionError("no seed found")
    labels = {o.label for o in g.decision.options}
    # Cinderace is offered beside the Basics; a Stage 1 without the Ability is not
    assert labels == {"Cinderace", "Snover"}
    answer(g, "setup_active", "Cinderace")
    active = g.pl(p)["active"]
    assert g.top(active).name == "Cinderace" and active["down"]
    # the Basics still go to the Bench face down
    assert g.decision.kind == "setup_bench" and {o.label for o in g.decision.options} == {"Snover"}
    while g.decision.kind != "main":
        g.respond([] if g.decision.min == 0 else [0])
    assert not g.pl(p)["active"]["down"]
    assert events(g, "reveal_setup", player=p)[0]["active"] == "Cinderace"


def test_explosiveness_does_not_replace_the_basic_a_hand_needs():
    """The Ability only adds a choice: a hand with Cinderace and no Basic Pokémon is a
    mulligan (5.)."""
    deck = [SNOVER] + [CINDERACE] * 30 + [WATER] * 29
    for seed in range(200):
        g = pokemon.new_game(deck, [SNOVER] * 60, seed=seed)
        answer(g, "first", "Go first")
        while g.decision.kind != "main":
            g.respond([] if g.decision.min == 0 else [0])
        shown = [m for m in events(g, "mulligan") if any(
            r["name"] == "Cinderace" for r in m["hand"])]
        if shown:
            break
    else:
        raise AssertionError("no seed found")
    assert all(r["name"] != "Snover" for r in shown[0]["hand"])
