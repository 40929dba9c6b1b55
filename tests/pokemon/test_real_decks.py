"""The real tournament deck lists shipped in tcgsim/pokemon/decks, played end to end.

Default run (fast): every real list parses (a line naming a card missing from the card data
is reported, and its deck is left out of the games), passes the construction rules of the format
it was played in (PTCG:S4-DECK), every card of a shipped list is playable (a list with a card
the engine cannot play yet is not shipped but kept in tests/data, and left out of the games),
and a few seeded games per deck end with the invariants checked after every answer (PTCG:I-D, PTCG:I-E, PTCG:I-G).

Formats: the NAIC 2024 lists were Standard in 2024 (regulation marks F, G and H); Standard
now starts at mark H, so they are checked as Expanded, where every one of their cards is
legal. The 2026 Limitless lists are checked as Standard.

Soak (``python -m pytest -m soak -s tests/pokemon/test_real_decks.py``): every deck against every
other deck, 1,000 games per pair (half random against random, half heuristic against
random, seats alternating), the invariants after every decision (the views at every 8th),
spread over one
worker process per CPU, progress on stderr. ``TCGSIM_SOAK_GAMES`` (games per pair) and
``TCGSIM_SOAK_DECKS`` (comma-separated name parts) narrow a run.
"""

from __future__ import annotations

import functools
import os
import random
from dataclasses import dataclass
from pathlib import Path

import pytest

import tcgsim.pokemon as pokemon
from tcgsim.agents import make_agent
from tcgsim.pokemon.model.carddb import CardDef
from tcgsim.pokemon.model.deck import BUNDLED_DIR, Deck, DeckError, bundled_decks, check_deck
from tcgsim.pokemon.playable import missing_parts
from tcgsim.sim.runner import derive_seed
from tests.helpers import check_invariants, play_random
from tests.soak import distinct_pairs, soak

#: Name prefixes of the real tournament lists, and the format each was played in.
REAL_LIST_FORMATS = {"naic2024_": "expanded", "limitless2026-": "standard"}
GAMES_PER_DECK = 3
MAX_DECISIONS = 100_000


#: Real lists not shipped because a card of theirs is missing or not playable yet.
UNSHIPPED_DIR = Path(__file__).resolve().parents[1] / "data"


def real_deck_names() -> list[str]:
    unshipped = [p.stem for p in UNSHIPPED_DIR.glob("*.txt")]
    return [n for n in bundled_decks() + unshipped if any(n.startswith(p) for p in REAL_LIST_FORMATS)]


def list_path(name: str) -> Path:
    shipped = BUNDLED_DIR / f"{name}.txt"
    return shipped if shipped.exists() else UNSHIPPED_DIR / f"{name}.txt"


def format_of(name: str) -> str:
    return next(f for p, f in REAL_LIST_FORMATS.items() if name.startswith(p))


@dataclass(frozen=True)
class RealList:
    """A real list as far as the card data resolves it: the deck (None when a line does not
    resolve), the cards that do resolve, and the lines that do not."""

    name: str
    deck: Deck | None
    cards: tuple[CardDef, ...]
    unresolved: tuple[str, ...]


def load(name: str) -> RealList:
    """Parse a bundled list; lines naming cards missing from the data are set aside, so the
    rest of the list can still be checked card by card."""
    path = list_path(name)
    lines = path.read_text(encoding="utf-8-sig").splitlines()
    unresolved: list[str] = []
    while True:
        try:
            deck = Deck.parse("\n".join(lines), str(path))
        except DeckError as e:
            if not e.line_no or e.line in unresolved:
                raise
            if not (unresolved and e.reason.startswith("Total Cards")):
                unresolved.append(e.line)  # (the total no longer adds up once a line is out)
            lines[e.line_no - 1] = ""
            continue
        cards = tuple(e.card for e in deck.entries)
        return RealList(name, None if unresolved else deck, cards, tuple(unresolved))


def unplayable(real: RealList) -> dict[str, list[str]]:
    """The list's cards the engine cannot play yet, each with the text it lacks."""
    gaps = {f"{d.name} ({d.id})": missing_parts(d) for d in real.cards}
    return {card: parts for card, parts in gaps.items() if parts}


def playable_decks() -> list[str]:
    return [n for n in real_deck_names() if load(n).deck is not None and not unplayable(load(n))]


# -- default run ---------------------------------------------------------------------------------
def test_real_lists_are_bundled():
    """The 2026 Standard lists and the NAIC 2024 lists are shipped, one format each."""
    names = real_deck_names()
    assert {format_of(n) for n in names} == {"standard", "expanded"}
    assert len(playable_decks()) >= 10


@pytest.mark.parametrize("name", real_deck_names())
def test_real_list_parses_and_is_legal(name):
    """PTCG:S4-DECK: each list resolves to 60 cards legal in its format; a list with a card the
    data lacks is reported by that line and skipped by the games."""
    real = load(name)
    if real.unresolved:
        print(f"{name}: not in the card data: {', '.join(real.unresolved)}")
        assert all(line[0].isdigit() for line in real.unresolved)
        return
    assert real.deck is not None
    assert len(real.deck) == 60
    assert check_deck(real.deck, format_of(name)) == []


@pytest.mark.parametrize("name", real_deck_names())
def test_every_card_of_real_list_is_playable(name):
    """Every attack, Ability and rule text of every card of a shipped list is implemented, so no
    card of a real deck sits in a game without doing what it prints; a list kept in tests/data
    is there because it has a card that is not (it is shipped once it has none)."""
    gaps = unplayable(load(name))
    if (BUNDLED_DIR / f"{name}.txt").exists():
        assert gaps == {}
    else:
        print(f"{name}: not playable yet: {gaps}")
        assert gaps or load(name).unresolved, f"{name} is fully playable: ship it"


@pytest.mark.parametrize("name", playable_decks())
def test_seeded_games_end_with_invariants(name):
    """PTCG:I-E, PTCG:I-G: a few random games of the deck against the next real deck (itself
    for the last) end, with every card in one place and the view rules holding throughout."""
    names = playable_decks()
    other = names[(names.index(name) + 1) % len(names)]
    ids0, ids1 = load(name).deck.card_ids(), load(other).deck.card_ids()  # type: ignore[union-attr]
    for seed in range(GAMES_PER_DECK):
        g = pokemon.new_game(ids0, ids1, seed=seed)
        play_random(g, random.Random(seed), check=lambda g: check_invariants(g, total=120),
                    end_weight=(0.05, 0.15, 0.4)[seed % 3])
        assert g.result is not None


# -- soak -----------------------------------------------------------------------------------------
AGENT_PAIRS = (("random", "random"), ("heuristic", "random"))


@functools.cache
def card_ids(name: str) -> list[str]:
    return load(name).deck.card_ids()  # type: ignore[union-attr]


def soak_game(a: str, b: str, seed: int, i: int) -> str | None:
    """Game ``i`` of a pair: agents and seats by ``i``; None, or what went wrong."""
    ids_a, ids_b = card_ids(a), card_ids(b)
    game_seed = derive_seed(seed, i)
    kinds = AGENT_PAIRS[(i // 2) % 2]
    a_seat = i % 2
    agents = [make_agent(kinds[0], derive_seed(game_seed, 1)),
              make_agent(kinds[1], derive_seed(game_seed, 2))]
    decks = [ids_a, ids_b]
    if a_seat:
        agents.reverse()
        decks.reverse()
    g = pokemon.new_game(decks[0], decks[1], seed=game_seed)
    n = 0
    while (d := g.decision) is not None:
        assert n < MAX_DECISIONS, f"no end within {MAX_DECISIONS} decisions"
        g.respond(agents[d.player].act(g.view(d.player), d))
        # the views, the costliest check, at every 8th decision keep a long soak affordable
        check_invariants(g, total=len(ids_a) + len(ids_b), views=n % 8 == 0)
        n += 1
    return None


@pytest.mark.soak
def test_soak_every_real_deck_pair():
    """PTCG:I-E, PTCG:I-G: every pair of real decks, 1,000 games each, no exception and the
    invariants after every decision, random and heuristic agents."""
    games = int(os.environ.get("TCGSIM_SOAK_GAMES", "1000"))
    only = [s for s in os.environ.get("TCGSIM_SOAK_DECKS", "").split(",") if s]
    names = [n for n in playable_decks() if not only or any(s in n for s in only)]
    assert names
    # (mirrors are played by the default run's seeded games)
    errors = soak(soak_game, distinct_pairs(names), games, workers=os.cpu_count() or 1)
    assert not errors, f"{len(errors)} games failed; first:\n{errors[0]}"
