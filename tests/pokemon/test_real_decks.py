"""The real tournament deck lists shipped in tcgsim/pokemon/decks, played end to end.

Default run (fast): every real list parses (a line naming a card missing from the card data
is reported, and its deck is left out of the games), passes the construction rules of the format
it was played in (PTCG:S4-DECK), every card of a shipped list is playable (a list with a card
the engine cannot play yet is not shipped but kept in tests/data, and left out of the games),
and a few seeded games per deck end with the invariants checked after every answer (PTCG:I-D, PTCG:I-E, PTCG:I-G).

Formats: the NAIC 2024 lists were Standard in 2024 (regulation marks F, G and H); Standard
now starts at mark H, so they are checked as Expanded, where every one of their cards is
legal. The 2026 lists (Limitless Play events, the 2026 World Championships: ``2026-*``) are
checked as Standard.

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
REAL_LIST_FORMATS = {"naic2024_": "expanded", "limitless2026-": "standard", "2026-": "standard"}
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


# -- soak of the 2026 lists ------------------------------------------------------------------------
#: The 2026 lists (World Championships 2026 and autumn 2026 events, one per archetype).
META_PREFIX = "2026-"
#: Each list plays the next few lists of the sorted set (wrapping round), so every list meets
#: as many opponents without the all-pairs square (780 pairs for 40 lists).
META_OPPONENTS = 3
#: Games per pair: every fifth game heuristic against heuristic, the others random against random.
META_RANDOM_GAMES, META_HEURISTIC_GAMES = 200, 50
HEURISTIC_EVERY = (META_RANDOM_GAMES + META_HEURISTIC_GAMES) // META_HEURISTIC_GAMES


def meta_pairs(names: list[str], opponents: int = META_OPPONENTS) -> list[tuple[str, str]]:
    """Each list with the ``opponents`` lists after it (cyclically); a pair is played once."""
    pairs: list[tuple[str, str]] = []
    for k, a in enumerate(names):
        for j in range(1, min(opponents, len(names) - 1) + 1):
            b = names[(k + j) % len(names)]
            if (a, b) not in pairs and (b, a) not in pairs:
                pairs.append((a, b))
    return pairs


def meta_soak_game(a: str, b: str, seed: int, i: int) -> str | None:
    """Game ``i`` of a pair of 2026 lists: heuristic agents in every fifth game, random agents in
    the others, seats alternating; the invariants after every decision, and the views (the
    costliest check, 3× a random game's cost) at every 8th, a different 8th in each game."""
    kind = "heuristic" if i % HEURISTIC_EVERY == HEURISTIC_EVERY - 1 else "random"
    game_seed = derive_seed(seed, i)
    agents = [make_agent(kind, derive_seed(game_seed, 1)), make_agent(kind, derive_seed(game_seed, 2))]
    decks = [card_ids(a), card_ids(b)][:: 1 if i % 2 == 0 else -1]
    g = pokemon.new_game(decks[0], decks[1], seed=game_seed)
    n = 0
    while (d := g.decision) is not None:
        assert n < MAX_DECISIONS, f"no end within {MAX_DECISIONS} decisions"
        g.respond(agents[d.player].act(g.view(d.player), d))
        check_invariants(g, total=120, views=(n + i) % 8 == 0)
        n += 1
    return None


def test_meta_soak_mix_is_200_random_and_50_heuristic_games():
    """A full pair plays 200 random and 50 heuristic games, and a scaled-down run keeps the mix."""
    def heuristic(n: int) -> int:
        return sum(i % HEURISTIC_EVERY == HEURISTIC_EVERY - 1 for i in range(n))
    assert (250 - heuristic(250), heuristic(250)) == (200, 50)
    assert heuristic(10) == 2


def test_meta_pairs_meet_each_list_with_three_others():
    """Every list of the soak meets at least three different opponents, and no pair twice."""
    names = [f"d{k}" for k in range(40)]
    pairs = meta_pairs(names)
    assert len(pairs) == len(set(pairs)) == 120
    for n in names:
        assert len({b if a == n else a for a, b in pairs if n in (a, b)}) >= META_OPPONENTS


@pytest.mark.soak
def test_soak_meta2026_lists():
    """PTCG:I-E, PTCG:I-G: every playable 2026 list against the 3 lists after it, 200 random and
    50 heuristic games per pair, the invariants after every decision: no exception. Lists not
    playable yet are named (``test_every_card_of_real_list_is_playable`` says what they lack).
    ``TCGSIM_SOAK_GAMES`` scales the games per pair down (e.g. 10: 8 random, 2 heuristic)."""
    names = sorted(n for n in playable_decks() if n.startswith(META_PREFIX))
    left_out = sorted(n for n in real_deck_names() if n.startswith(META_PREFIX) and n not in names)
    print(f"{len(names)} 2026 lists played; not playable yet: {', '.join(left_out) or 'none'}")
    assert len(names) >= 4
    games = META_RANDOM_GAMES + META_HEURISTIC_GAMES
    scale = int(os.environ.get("TCGSIM_SOAK_GAMES", str(games)))
    errors = soak(meta_soak_game, meta_pairs(names), min(scale, games), workers=os.cpu_count() or 1,
                  label="2026 lists")
    assert not errors, f"{len(errors)} games failed; first:\n{errors[0]}"
