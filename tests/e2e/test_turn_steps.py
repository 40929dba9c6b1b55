"""The other side's turn advances the board line by line: a Pokémon the AI benches appears
(and moves) on the board while its turn still plays under the banner; and where two Pokémon
share a name, the line says which one and the animation moves that one."""

from __future__ import annotations

import re
from typing import Any

from tests.e2e.harness import READY_OR_OVER, answer_first

# while the banner is up: a Pokémon of the opponent's that arrived on the board now drawn
ARRIVED = """() => {
  if (document.querySelector('#turn-banner').hidden) return false;
  const el = document.querySelector('#board .side:not(.near) .slot.anim-played');
  const li = el && document.querySelector(`#log-list li[data-index="${el.dataset.animEvent}"]`);
  return li ? {name: el.dataset.name, type: li.dataset.type,
               text: li.querySelector('.log-text').textContent} : false;
}"""

# every animated Pokémon with the log line that moved it, where that line is about one of
# two (or more) Pokémon of a name
TOLD_APART = """() => [...document.querySelectorAll('#board .slot.anim')].map((el) => {
  const li = document.querySelector(`#log-list li[data-index="${el.dataset.animEvent}"]`);
  return li && 'repeats' in li.dataset ? {slot: el.dataset.slot, lineSlot: li.dataset.slot,
    name: el.dataset.name, type: li.dataset.type, text: li.querySelector('.log-text').textContent,
    cls: [...el.classList].find((c) => c.startsWith('anim-'))} : null;
}).filter(Boolean)"""


# while the banner is up: a Pokémon fading where it stood (its Knock Out line playing)
FADING = """() => !document.querySelector('#turn-banner').hidden
  && document.querySelector('#board .slot.anim-ko')?.dataset.slot"""


def start(page: Any, base_url: str, seed: int, pace: str) -> None:
    page.goto(base_url + "/")
    page.evaluate(f"localStorage.setItem('tcgsim.pace', '{pace}')")
    page.locator('input[name="opponent"][value="ai:heuristic"]').check()
    page.locator("details.advanced summary").click()
    page.locator("#seed").fill(str(seed))
    page.locator("#start").click()
    page.wait_for_url(re.compile(r"/game/[^/]+$"))
    page.wait_for_selector("#turn-banner", state="attached")  # the table's script runs


def seen_while_answering(page: Any, probe: str, tries: int) -> Any:
    """What ``probe`` (a script returning a value, or false while there is none) first shows
    while the AI's turns play, answering the player's decisions with their first options in
    between; None if it shows nothing in ``tries`` decisions. The game must not end first."""
    for _ in range(tries):
        done = page.wait_for_function(f"() => ({probe})() || ({READY_OR_OVER})()",
                                      timeout=60_000).json_value()
        if done is not True:  # READY_OR_OVER gives a boolean; the probe gives its value
            return done
        assert page.evaluate("document.body.dataset.status") != "over"
        answer_first(page)
    return None


def test_a_pokemon_benched_in_the_ais_turn_appears_before_the_turn_ends(
    new_page: Any, base_url: str
) -> None:
    page = new_page()
    start(page, base_url, seed=7, pace="fast")
    arrived = seen_while_answering(page, ARRIVED, tries=40)
    assert arrived is not None, "no Pokémon of the AI's came into play while its turn played"
    assert arrived["type"] in ("bench", "evolve", "promote"), arrived
    assert arrived["name"] in arrived["text"], arrived
    assert page.locator("#turn-banner").is_visible()  # the turn is still playing
    assert page.js_errors == []


def test_a_knocked_out_pokemon_fades_in_place_then_leaves_before_the_turn_ends(
    new_page: Any, base_url: str
) -> None:
    page = new_page()
    start(page, base_url, seed=1, pace="fast")
    slot = seen_while_answering(page, FADING, tries=30)
    assert slot is not None, "no Pokémon was Knocked Out while the AI's turn played"
    # the board after the Knock Out's move is drawn while the turn still plays
    gone = page.wait_for_function(
        f"""() => document.querySelector('#turn-banner').hidden ? 'turn over'
          : !document.querySelector('#board .slot[data-slot="{slot}"]') && 'gone'""",
        timeout=60_000).json_value()
    assert gone == "gone"
    assert page.js_errors == []


def test_of_two_same_named_pokemon_the_damaged_one_moves(new_page: Any, base_url: str) -> None:
    page = new_page()
    start(page, base_url, seed=4, pace="instant")
    seen: list[dict[str, Any]] = []
    for _ in range(40):
        page.wait_for_function(READY_OR_OVER)
        seen += page.evaluate(TOLD_APART)
        if any(a["cls"] == "anim-damage" for a in seen):
            break
        assert page.evaluate("document.body.dataset.status") != "over"
        answer_first(page)
    assert any(a["cls"] == "anim-damage" for a in seen), seen
    for a in seen:  # each line about one of a name moved that one, and says which
        assert a["slot"] == a["lineSlot"], a
        assert a["name"] in a["text"] and re.search(r"\((Active|Bench \d)\)", a["text"]), a
    assert page.js_errors == []
