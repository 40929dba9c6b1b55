"""Fixed seeded games whose every step is digested, to prove that engine changes meant to
be behaviour-neutral (speed-ups, refactors) change nothing a player or a replay could see.

Each game is random against random, with the choices drawn here (not by an agent class,
which may evolve) from ``random.Random(seed)``. The digest covers, in order: every
decision (kind, prompt, options, min, max), both players' views at every decision, every
answer, the final full state, the full log and each player's log. Mid-game the game is
swapped for its ``clone()`` or its ``from_json(to_json())`` copy, so anything the engine
keeps outside the state (derived caches) must be rebuilt correctly.

``tests/golden/exactness.json`` holds the digests of Pokémon games,
``tests/golden/exactness_zero.json`` those of Zero Dimension games (bundled decks of both
kinds); ``scripts/regen_exactness_golden.py`` rewrites them, which is right only when a
change of behaviour is intended (a rules fix, a new keyword or card text).
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import asdict, dataclass
from pathlib import Path

import orjson

from tcgsim.games import game_kind

GOLDEN = Path(__file__).parent / "golden" / "exactness.json"
GOLDEN_ZERO = Path(__file__).parent / "golden" / "exactness_zero.json"
_SORTED = orjson.OPT_SORT_KEYS  # key order is no behaviour: digests ignore it

#: (deck of seat 0, deck of seat 1, number of games): the benchmark mirror, and real lists
#: that bring Abilities, Tools, Stadiums and Special Energy into play.
MATCHES: tuple[tuple[str, str, int], ...] = (
    ("bench-abomasnow", "bench-abomasnow", 10),
    (
        "limitless2026-09-07_rcc43_11_hussainisa9_greninja",
        "limitless2026-09-07_rcc43_11_hussainisa9_greninja",
        4,
    ),
    ("naic2024_02_ivanoff_gardevoir", "naic2024_01_hedrick_lost-box", 4),
    (
        "limitless2026-09-07_rcc43_10_kitchen_crustle",
        "limitless2026-09-07_rcc43_07_fuste_sharpedo-toxtricity",
        4,
    ),
    (
        "limitless2026-09-07_rcc43_09_rickyquele_lopunny-dudunsparce",
        "naic2024_03_arai_gardevoir",
        4,
    ),
    ("naic2024_04_cabbabe_gardevoir", "naic2024_07_millar_gardevoir", 4),
)
#: Zero Dimension: every bundled deck once, and the default deck's mirror.
ZERO_MATCHES: tuple[tuple[str, str, int], ...] = (
    ("dragonball", "onepiece", 1),
    ("naruto", "saintseiya", 1),
    ("bleach", "marvel", 1),
    ("dragonball", "dragonball", 1),
)
CLONE_EVERY = 37  # at decision i with i % 37 == 17 the game goes on as its clone(),
RELOAD_AT = 30  # with i % 37 == 30 as from_json(to_json())


@dataclass(frozen=True)
class GameDigest:
    deck0: str
    deck1: str
    seed: int
    decisions: int
    turns: int
    winner: int | None
    reason: str
    digest: str
    game: str = "pokemon"


def _dump(obj: object) -> bytes:
    return orjson.dumps(obj, option=_SORTED)


def play_digested(deck0: str, deck1: str, seed: int, game_name: str = "pokemon") -> GameDigest:
    """Play one game and digest everything it showed (see the module docstring)."""
    h = hashlib.sha256()
    rng = random.Random(seed)
    kind = game_kind(game_name)
    Game = kind.module.Game
    game = kind.new_game(kind.card_ids(kind.load_deck(deck0)),
                         kind.card_ids(kind.load_deck(deck1)), seed=seed)
    i = 0
    while (d := game.decision) is not None:
        if i % CLONE_EVERY == 17:
            game = game.clone()
        elif i % CLONE_EVERY == RELOAD_AT:
            game = Game.from_json(game.to_json())
        h.update(_dump(game.s["decision"]))
        h.update(_dump(game.view(0)))
        h.update(_dump(game.view(1)))
        k = rng.randint(d.min, d.max)
        answer = rng.sample(range(len(d.options)), k)
        h.update(_dump(answer))
        game.respond(answer)
        i += 1
    h.update(_dump(game.s))
    for p in (None, 0, 1):
        h.update(_dump(game.log_for(p)))
    result = game.result
    assert result is not None
    return GameDigest(
        deck0, deck1, seed, i, game.s["turn"], result.winner, result.reason, h.hexdigest(),
        game_name,
    )


def all_games(game_name: str = "pokemon") -> list[tuple[str, str, int]]:
    """(deck0, deck1, seed) of every game of a game's golden set."""
    matches = ZERO_MATCHES if game_name == "zero" else MATCHES
    return [(a, b, 1000 * m + k) for m, (a, b, n) in enumerate(matches) for k in range(n)]


def golden_path(game_name: str = "pokemon") -> Path:
    return GOLDEN_ZERO if game_name == "zero" else GOLDEN


def load_golden(game_name: str = "pokemon") -> list[GameDigest]:
    return [GameDigest(**row, game=game_name)
            for row in orjson.loads(golden_path(game_name).read_bytes())]


def write_golden(rows: list[GameDigest], game_name: str = "pokemon") -> None:
    plain = [{k: v for k, v in asdict(r).items() if k != "game"} for r in rows]
    golden_path(game_name).write_bytes(orjson.dumps(plain, option=orjson.OPT_INDENT_2) + b"\n")
