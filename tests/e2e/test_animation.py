"""What happened moves on the board: the card an event is about gets its animation class
(an attack, damage, a Knock Out, a Prize card or life card taken, a card played), the log
line that moved it is the one about that card, and under prefers-reduced-motion the class
stays but nothing moves."""

from __future__ import annotations

from typing import Any

from tests.e2e.harness import READY_OR_OVER, answer_first
from tests.e2e.test_whole_games import start

# every animated element on the board, with the log line (type, words) that animated it
ANIMATED = """() => [...document.querySelectorAll('#board .anim')].map((el) => {
  const li = document.querySelector(`#log-list li[data-index="${el.dataset.animEvent}"]`);
  return {
    cls: [...el.classList].find((c) => c.startsWith('anim-')),
    name: el.querySelector('.slot-name')?.textContent || null,
    near: !!el.closest('.side.near'), zone: el.dataset.zone || null,
    type: li?.dataset.type, text: li?.querySelector('.log-text')?.textContent || '',
    motion: getComputedStyle(el).animationName,
  };
})"""


def watch(page: Any, wanted: set[str], limit: int = 300) -> dict[str, dict[str, Any]]:
    """Play the first options until each animation class in ``wanted`` was seen on the board
    (or the game ends); the first element seen with each class."""
    seen: dict[str, dict[str, Any]] = {}
    for _ in range(limit):
        page.wait_for_function(READY_OR_OVER)
        for a in page.evaluate(ANIMATED):
            seen.setdefault(a["cls"], a)
        if wanted <= seen.keys() or page.evaluate("document.body.dataset.status") == "over":
            break
        answer_first(page)
    return seen


def whose(a: dict[str, Any]) -> None:
    """The animated card is the one its log line is about (or, for a card gone from play,
    its owner's discard pile), on the side the line says."""
    assert (a["name"] and a["name"] in a["text"]) or a["zone"] == "discard", a
    if a["text"].startswith(("Your ", "your ")) or " your " in a["text"]:
        assert a["near"], a
    elif "opponent's" in a["text"]:
        assert not a["near"], a


def test_damage_and_knock_outs_move_the_pokemon_they_hit(new_page: Any, base_url: str) -> None:
    page = new_page()
    start(page, base_url, "pokemon", seed=5)
    seen = watch(page, {"anim-damage", "anim-ko", "anim-played"})
    assert {"anim-damage", "anim-ko", "anim-played"} <= seen.keys(), seen.keys()
    damage = seen["anim-damage"]
    assert damage["type"] in ("damage", "damage_counters"), damage
    whose(damage)
    assert damage["motion"] == "shake"
    ko = seen["anim-ko"]  # drawn after it: the Pokémon is gone, its discard pile pulses
    assert ko["type"] == "knocked_out", ko
    whose(ko)
    played = seen["anim-played"]
    assert played["type"] in ("bench", "evolve", "promote", "play_trainer"), played
    assert page.js_errors == []


def test_zero_dimension_attacks_and_damage_move_their_characters(
    new_page: Any, base_url: str
) -> None:
    page = new_page()
    page.emulate_media(reduced_motion="reduce")  # the classes stay, the motion goes
    start(page, base_url, "zero", seed=5)
    seen = watch(page, {"anim-attack", "anim-damage"})
    assert {"anim-attack", "anim-damage"} <= seen.keys(), seen.keys()
    assert seen["anim-attack"]["type"] == "declare_attack"
    assert seen["anim-damage"]["type"] == "damage"
    for a in (seen["anim-attack"], seen["anim-damage"]):
        assert a["name"] and a["name"] in a["text"], a
        assert a["motion"] == "none", a
    assert page.js_errors == []
