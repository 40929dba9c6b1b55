"""Damage from an attack to a Benched Pokémon goes through the damage steps like the Active
Pokémon's, without Weakness and Resistance (PTCG:II-B-08, II-B-09): effects on the Pokémon
taking it (step 5) and on the attacking Pokémon (step 2) count, except step-2 effects worded
"… more damage to your opponent's Active Pokémon" (PTCG:II-B-04)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.compiler.core import Context, compile_sentence, sentences
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.model.impl import lookup_ability, lookup_trainer
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, end_turn, pick

LOPUNNY = "me1-108"  # Stage 1 Colorless: Dashing Kick [C] 50 to 1 Benched; Spiral Kick [C][C] 60
STONJOURNER = "sv1-121"  # Exoskeleton: takes 20 less damage from attacks
STONY_KICK = "me1-81"  # Stonjourner, Fighting: Stony Kick [F] 20, 20 to 1 Benched
PAWMI = "me2-32"  # Lightning 60 HP, Weakness Fighting ×2
KYOGRE = "me1-34"  # Water 150 HP
LAPRAS = "sv7-31"  # Water 130 HP
FLUTTER_MANE = "sv8-96"  # Moonblast [P][P] 70: the Defending Pokémon's attacks do 30 less
ENTEI = "sv3-30"  # Pressure: while Active, the opponent's Active's attacks do 20 less
IRON_CROWN_EX = "sv5-81"  # Future: Twin Shotels [P][C][C] 50 to 2 of the opponent's Pokémon
BOOSTER_CAPSULE = "sv5-149"  # Future Pokémon: attacks do 20 more to the opponent's Active
CARRACOSTA = "sv7-38"  # Primal Knowledge: 30 more to the opponent's Active Evolution Pokémon
PREMIUM_POWER_PRO = "me1-124"  # this turn, your Fighting Pokémon: 30 more to the Active
JASMINES_GAZE = "sv8-245"  # opponent's next turn: all of your Pokémon take 30 less
COPPERAJAH_EX = "sv2-150"  # Nosequake [M][M][C] 260, 30 to each of your Benched Pokémon
WATER, PSYCHIC, FIGHTING, METAL = "sve-3", "sve-5", "sve-6", "sve-8"


def hits(g: Game, start: int) -> dict[str, dict[str, Any]]:
    """The damage events since ``start``, by the name of the Pokémon that took the damage."""
    return {e["target"]: e for e in g.log[start:] if e["type"] == "damage"}


def steps(event: dict[str, Any]) -> list[int]:
    return [t["step"] for t in event["trace"]]


def attack_at(g: Game, name: str, *targets: str) -> dict[str, dict[str, Any]]:
    """Use the attack; choose ``targets`` when the attack asks (with no more Pokémon to
    choose from than it hits, it asks nothing)."""
    n = len(g.log)
    attack(g, name)
    if g.decision.kind == "damage_target":
        pick(g, *targets)
    return hits(g, n)


def dashing_kick(g: Game, target: str) -> dict[str, dict[str, Any]]:
    return attack_at(g, "Dashing Kick", target)


# -- step 5 on a Benched Pokémon --------------------------------------------------------------
def _kick_at_bench(target: str) -> dict[str, dict[str, Any]]:
    sc = Scenario()
    sc.active(0, LOPUNNY, energy=[WATER])
    sc.active(1, LAPRAS)
    sc.bench(1, STONJOURNER)
    sc.bench(1, PAWMI)
    return dashing_kick(sc.start(0, 3), target)


def test_benched_ability_takes_less_from_bench_damage():
    """PTCG:II-B-08, II-B-05: Dashing Kick's 50 to a Benched Stonjourner (Exoskeleton: "takes
    20 less damage from attacks") is 30 after step 5; the Benched Pawmi, weak to nothing the
    attacker is, takes the full 50."""
    got = _kick_at_bench("Stonjourner")
    assert list(got) == ["Stonjourner"]
    assert got["Stonjourner"]["amount"] == 30
    assert steps(got["Stonjourner"]) == [1, 3, 5, 6]
    assert _kick_at_bench("Pawmi")["Pawmi"]["amount"] == 50


def test_player_effect_takes_less_covers_the_bench():
    """PTCG:II-B-08, II-C-19: Jasmine's Gaze ("all of your Pokémon take 30 less damage") is
    read at step 5 for a Benched Pokémon too: Dashing Kick does 20 to the Benched Pawmi."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, PAWMI)
    sc.active(1, LOPUNNY, energy=[WATER])
    sc.hand(0, JASMINES_GAZE)
    g = sc.start(0, 3)
    do(g, "trainer", "Jasmine's Gaze")
    end_turn(g)
    got = dashing_kick(g, "Pawmi")
    assert got["Pawmi"]["amount"] == 20
    assert g.pl(0)["bench"][0]["dmg"] == 20


def test_own_bench_damage_counts_effects_on_that_pokemon():
    """PTCG:II-B-09: Nosequake's 30 to each of the attacker's own Benched Pokémon takes part
    in the calculation: the Benched Stonjourner's Exoskeleton ("from attacks", not only the
    opponent's) takes 20 off it; the Benched Pawmi takes 30."""
    sc = Scenario()
    sc.active(0, COPPERAJAH_EX, energy=[METAL, METAL, WATER])
    sc.bench(0, STONJOURNER)
    sc.bench(0, PAWMI)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Nosequake")
    got = hits(g, n)
    assert got["Stonjourner"]["amount"] == 10
    assert got["Pawmi"]["amount"] == 30


# -- step 2: "to your opponent's Active Pokémon" stays off the Bench ---------------------------
def test_tool_bonus_to_the_active_not_added_to_bench_damage():
    """PTCG:II-B-04, II-B-08: Future Booster Energy Capsule ("the attacks it uses do 20 more
    damage to your opponent's Active Pokémon"): Twin Shotels does 70 to the Active Lapras and
    50 to the Benched Pawmi."""
    sc = Scenario()
    sc.active(0, IRON_CROWN_EX, energy=[PSYCHIC, WATER, WATER], tools=[BOOSTER_CAPSULE])
    sc.active(1, LAPRAS)
    sc.bench(1, PAWMI)
    got = attack_at(sc.start(0, 3), "Twin Shotels", "Lapras", "Pawmi")
    assert got["Lapras"]["amount"] == 70
    assert got["Pawmi"]["amount"] == 50
    assert steps(got["Pawmi"]) == [1, 3, 5, 6]  # its effects ignored: only the Tool is asked


def test_ability_bonus_to_the_active_not_added_to_bench_damage():
    """PTCG:II-B-04, II-B-08: Carracosta's Primal Knowledge ("30 more damage to your
    opponent's Active Evolution Pokémon"): Dashing Kick does 50 to a Benched Lopunny (an
    Evolution Pokémon); Spiral Kick does 90 to the Active one."""
    sc = Scenario()
    sc.active(0, LOPUNNY, energy=[WATER, WATER])
    sc.bench(0, CARRACOSTA)
    sc.active(1, LOPUNNY)
    sc.bench(1, LOPUNNY)
    g = sc.start(0, 3)
    got = dashing_kick(g, "Lopunny")
    assert got["Lopunny"]["amount"] == 50
    assert [b["dmg"] for b in g.pl(1)["bench"]] == [50]
    assert g.pl(1)["active"]["dmg"] == 0
    end_turn(g)  # the opponent's turn
    attack(g, "Spiral Kick")
    assert g.pl(1)["active"]["dmg"] == 90


def test_player_effect_bonus_to_the_active_not_added_to_bench_damage():
    """PTCG:II-B-04, II-B-08, II-C-19: Premium Power Pro ("attacks used by your Fighting
    Pokémon do 30 more damage to your opponent's Active Pokémon"): Stony Kick does 50 to the
    Active Kyogre and 20 to the Benched Pawmi (no Weakness on the Bench either)."""
    sc = Scenario()
    sc.active(0, STONY_KICK, energy=[FIGHTING])
    sc.active(1, KYOGRE)
    sc.bench(1, PAWMI)
    sc.hand(0, PREMIUM_POWER_PRO)
    g = sc.start(0, 3)
    do(g, "trainer", "Premium Power Pro")
    got = attack_at(g, "Stony Kick", "Pawmi")
    assert got["Kyogre"]["amount"] == 50
    assert got["Pawmi"]["amount"] == 20


# -- step 2: effects not worded for the Active reach the Bench ----------------------------------
def test_defending_does_less_reduces_its_bench_damage():
    """PTCG:II-B-08, II-B-04: Moonblast ("attacks used by the Defending Pokémon do 30 less
    damage", an effect on that Pokémon) is read at step 2 of its Dashing Kick too: 20 to the
    Benched Pawmi."""
    sc = Scenario()
    sc.active(0, FLUTTER_MANE, energy=[PSYCHIC, PSYCHIC])
    sc.bench(0, PAWMI)
    sc.active(1, LOPUNNY, energy=[WATER])
    g = sc.start(0, 3)
    attack(g, "Moonblast")
    got = dashing_kick(g, "Pawmi")
    assert got["Pawmi"]["amount"] == 20
    assert steps(got["Pawmi"]) == [1, 2, 3, 6]


def test_pressure_reduces_bench_damage_of_the_opponents_active():
    """PTCG:II-B-08: Entei's Pressure ("attacks used by your opponent's Active Pokémon do 20
    less damage", no target named) counts for Dashing Kick's damage to the Benched Pawmi:
    30."""
    sc = Scenario()
    sc.active(0, ENTEI)
    sc.bench(0, PAWMI)
    sc.active(1, LOPUNNY, energy=[WATER])
    g = sc.start(1, 4)
    got = dashing_kick(g, "Pawmi")
    assert got["Pawmi"]["amount"] == 30


# -- every step-2 source of the card database says whom it is for ------------------------------
#: "… N more damage to your opponent's Active Pokémon": for damage to the Active only
_ACTIVE_WORDED = re.compile(r"(?:more|less) damage to (?:your|the) opponent's Active")


def _dealt_fx(x: Any) -> Iterator[dict[str, Any]]:
    """The step-2 effects (kind dmg_dealt) an op places, however deep in its arguments."""
    if isinstance(x, dict):
        if x.get("kind") == "dmg_dealt":
            yield x
        for v in x.values():
            yield from _dealt_fx(v)
    elif isinstance(x, (list, tuple)):
        for v in x:
            yield from _dealt_fx(v)


def test_every_step_2_source_marks_active_only_texts():
    """PTCG:II-B-04, II-B-08: each compiled damage step-2 change (a passive of an Ability,
    Tool, Special Energy or Stadium, or an effect an attack, Ability or Trainer places) is
    for the Active Pokémon only exactly where its text says "… damage to your opponent's
    Active Pokémon"; without those words it counts for damage to Benched Pokémon too."""
    checked = 0
    texts: dict[tuple[str, str], str] = {}
    for card in cards():
        for a in card.attacks:
            if a.text and "damage" in a.text:
                texts[(a.name, a.text)] = "attack"
        for b in card.abilities:
            if "damage" in b.text:
                texts[(b.name, b.text)] = "ability"
                impl = lookup_ability(b.name, b.text)
                for ps in impl.passives if impl is not None else ():
                    if ps.rule == "dmg_dealt":
                        assert ps.vs_active == bool(_ACTIVE_WORDED.search(b.text)), b.text
                        checked += 1
        if card.is_trainer or card.is_special_energy:
            text = " ".join(card.rules)
            if "damage" in text:
                texts[(card.name, text)] = "trainer"
            trainer_impl = lookup_trainer(card.name_key)
            for ps in trainer_impl.passives if trainer_impl is not None else ():
                if ps.rule == "dmg_dealt":
                    assert ps.vs_active == bool(_ACTIVE_WORDED.search(text)), text
                    checked += 1
    for (name, text), kind in texts.items():
        for sentence in sentences(text):
            for piece in compile_sentence(sentence, Context(kind, name)) or ():
                for fx in _dealt_fx(piece.op):
                    assert bool(fx.get("vs_active")) == bool(_ACTIVE_WORDED.search(sentence)), \
                        sentence
                    checked += 1
    assert checked >= 20  # the audit saw the sources it is about
