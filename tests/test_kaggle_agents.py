"""Competition submissions (``kaggle:main.py``) play tcgsim games unchanged."""

from __future__ import annotations

import textwrap
from pathlib import Path

import orjson
from typer.testing import CliRunner

from tcgsim import pokemon
from tcgsim.cli import app
from tcgsim.kaggle import deck_request, id_table, observation, submission_deck
from tcgsim.kaggle import schema as K
from tcgsim.sim.matches import match_winner
from tcgsim.sim.runner import simulate

GRENINJA = "2026-08-28_worlds2026-jr_32_mio-s_greninja"
#: the keys of a competition observation, as the installed engine gives them (checked below)
KEYS = {
    "obs": ["current", "logs", "remainingOverageTime", "select"],
    "select": ["contextCard", "context", "deck", "effect", "maxCount", "minCount", "option",
               "remainDamageCounter", "remainEnergyCost", "type"],
    "current": ["draw", "energyAttached", "firstPlayer", "looking", "players", "result",
                "retreated", "round", "stadium", "stadiumPlayed", "supporterPlayed", "turn",
                "turnActionCount", "yourIndex"],
    "player": ["active", "asleep", "bench", "benchMax", "burned", "confused", "deckCount",
               "discard", "hand", "handCount", "paralyzed", "poisoned", "prize", "win"],
    "pokemon": ["appearThisTurn", "energies", "energyCards", "hp", "id", "maxHp", "playerIndex",
                "preEvolution", "serial", "tools"],
}

#: a submission that checks every observation it is given, then plays its first options
CHECKING_AGENT = f"""
KEYS = {KEYS!r}
DECK = [721] * 2 + [722] * 4 + [723] * 4 + [1121] * 4 + [3] * 46
seen = []


def agent(obs, config):
    assert set(obs) >= set(KEYS["obs"]), sorted(obs)
    if obs.select is None:
        return DECK
    assert set(obs.select) >= set(KEYS["select"]), sorted(obs.select)
    assert set(obs.current) >= set(KEYS["current"]), sorted(obs.current)
    me = obs.current.yourIndex
    for i, pl in enumerate(obs.current.players):
        assert set(pl) >= set(KEYS["player"]), sorted(pl)
        for mon in pl.active + pl.bench:  # None: the opponent's face-down Pokémon at setup
            assert mon is None and i != me or set(mon) >= set(KEYS["pokemon"]), mon
        # no hidden information: the opponent's hand shows as a count only
        assert (pl.hand is None) == (i != me) and pl.handCount >= 0
    assert config.bo == 3
    assert 0 <= obs.select.minCount <= obs.select.maxCount <= len(obs.select.option)
    return list(range(obs.select.minCount or min(1, obs.select.maxCount)))
"""

SAMPLES = """
from kaggle_environments.envs.cabt.cabt import first_agent, random_agent  # noqa: F401
"""


def write(tmp_path: Path, name: str, text: str) -> str:
    p = tmp_path / name
    p.write_text(textwrap.dedent(text), encoding="utf-8")
    return str(p)


def test_keys_are_the_competition_engines() -> None:
    """KEYS above is what the installed competition engine puts in its observations."""
    from kaggle_environments.envs.cabt.cabt import deck
    from kaggle_environments.envs.cabt.cg import game, sim

    sim.Battle.lib = sim.get_lib(sim.LATEST_VERSION)
    obs, _ = game.battle_start(deck, deck)
    try:
        for _ in range(200):  # into the first turns, where Pokémon are in play face up
            if obs["current"]["turn"] >= 2:
                break
            obs = game.battle_select(list(range(obs["select"]["minCount"] or 1)))
    finally:
        game.battle_finish()
    players = obs["current"]["players"]
    # the environment adds remainingOverageTime (cabt.json); the engine's search input stays out
    assert sorted(set(obs) - {"search_begin_input"} | {"remainingOverageTime"}) == KEYS["obs"]
    assert sorted(obs["select"]) == sorted(KEYS["select"])
    assert sorted(obs["current"]) == sorted(KEYS["current"])
    assert sorted(players[0]) == sorted(KEYS["player"])
    mon = players[obs["current"]["yourIndex"]]["active"][0]
    assert sorted(mon) == sorted(KEYS["pokemon"])


def test_a_submission_checking_its_observations_plays(tmp_path: Path) -> None:
    spec = "kaggle:" + write(tmp_path, "main.py", CHECKING_AGENT)
    deck = submission_deck(spec)
    assert len(deck) == 60 and deck[0] == id_table().to_card[721]
    result = simulate(deck, pokemon.bundled_deck(GRENINJA), 3, seed=1,
                      agent_a=spec, agent_b="heuristic", progress=False, workers=1)
    assert len(result.games) == 3
    assert all(g.record.decisions > 10 for g in result.games)
    assert result.summary()["match_bo3"]["matches"] == 1


def test_sample_agents_play_each_other_and_tcgsim_agents(tmp_path: Path) -> None:
    path = write(tmp_path, "samples.py", SAMPLES)
    rnd, first = f"kaggle:{path}:random_agent", f"kaggle:{path}:first_agent"
    deck = submission_deck(rnd)
    assert len(deck) == 60
    for a, b in ((rnd, first), (first, "heuristic"), ("random", rnd)):
        result = simulate(deck, deck, 2, seed=3, agent_a=a, agent_b=b, progress=False, workers=1)
        assert [g.record.winner in (0, 1, None) for g in result.games] == [True, True]
        assert all(g.record.turns >= 1 for g in result.games)


def test_same_seed_same_games(tmp_path: Path) -> None:
    """Submissions draw from ``random``: seeded per game, so runs repeat."""
    path = write(tmp_path, "samples.py", SAMPLES)
    rnd = f"kaggle:{path}:random_agent"
    deck = submission_deck(rnd)
    runs = [simulate(deck, deck, 2, seed=5, agent_a=rnd, agent_b=rnd, progress=False,
                     workers=1) for _ in range(2)]
    assert [g.record for g in runs[0].games] == [g.record for g in runs[1].games]


def test_main_options_by_label() -> None:
    """Each tcgsim option is one competition option, same index: the answer needs no mapping."""
    deck = pokemon.bundled_deck(GRENINJA)
    g = pokemon.new_game(deck, deck, seed=2)
    labels_seen: set[int] = set()
    for _ in range(400):
        d = g.decision
        if d is None:
            break
        obs = observation(g.view(d.player), d)
        sel = obs["select"]
        assert len(sel["option"]) == len(d.options)
        assert obs["current"]["yourIndex"] == d.player
        opp = obs["current"]["players"][1 - d.player]
        assert opp["hand"] is None and opp["handCount"] == len(g.pl(1 - d.player)["hand"])
        for o, opt in zip(sel["option"], d.options, strict=True):
            if opt.label == "End your turn":
                assert o["type"] == K.OPT_END
            elif opt.label.startswith("Attack: "):
                assert o["type"] == K.OPT_ATTACK
            elif opt.label.startswith("Retreat "):
                assert o["type"] == K.OPT_RETREAT
            elif opt.label.startswith(("Attach ", "Evolve into")) and d.kind == "main":
                assert o["type"] in (K.OPT_ATTACH, K.OPT_EVOLVE) and o["area"] == K.AREA_HAND
            labels_seen.add(o["type"])
        if d.kind == "main":
            assert sel["context"] == K.CONTEXTS["Main"]
            # play an action other than ending the turn, by label, when there is one
            pick = next((i for i, o in enumerate(d.options) if o.label != "End your turn"), 0)
            g.respond([pick] if len(labels_seen) < 6 else [len(d.options) - 1])
        else:
            g.respond(list(range(d.min)) or ([0] if d.max else []))
    assert {K.OPT_END, K.OPT_PLAY} <= labels_seen
    assert deck_request()["select"] is None


def test_attaching_asks_for_the_pokemon_with_the_card_shown() -> None:
    """After the main step's Attach, the Pokémon is asked with the competition's AttachFrom
    context and the Energy as contextCard (the seat's own choice, so no hidden card)."""
    seen: list[dict] = []

    def submission(obs):
        sel = obs["select"]
        if sel is None:
            return [721] * 4 + [722] * 4 + [3] * 52  # Kyogre, Snover, Water Energy
        seen.append(sel)
        # Pokémon onto the Bench first (with one Pokémon in play nothing is asked), then Energy
        by_type = {o["type"]: i for i, o in reversed(list(enumerate(sel["option"])))}
        for kind in (K.OPT_PLAY, K.OPT_ATTACH):
            if kind in by_type:
                return [by_type[kind]]
        return list(range(sel["minCount"] or min(1, sel["maxCount"])))

    from tcgsim.kaggle import KaggleAgent

    agent = KaggleAgent(submission)
    g = pokemon.new_game(agent.deck(), agent.deck(), seed=3)
    while (d := g.decision) is not None and g.s["turn"] < 4:
        g.respond(agent.act(g.view(d.player), d))
    asked = [s for s in seen if s["context"] == K.CONTEXTS["AttachFrom"]]
    assert asked, "no Energy was attached"
    assert all(s["contextCard"]["id"] == 3 for s in asked)  # Basic Water Energy
    assert all(o["area"] in (K.AREA_ACTIVE, K.AREA_BENCH) for s in asked for o in s["option"])


def test_a_submissions_deck_written_as_a_list(tmp_path: Path) -> None:
    """``python -m tcgsim.kaggle deck main.py -o deck.txt`` writes a list that reads back to
    the same cards (for tournament and arena, which take deck files)."""
    from collections import Counter

    from tcgsim.kaggle.__main__ import main

    spec = write(tmp_path, "main.py", CHECKING_AGENT)
    out = tmp_path / "deck.txt"
    assert main(["deck", spec, "-o", str(out)]) == 0
    parsed = pokemon.Deck.from_file(out)
    assert Counter(parsed.card_ids()) == Counter(submission_deck("kaggle:" + spec))
    bad = write(tmp_path, "bad.py", "def agent(obs):\n    return [3] * 60\n")
    assert main(["deck", bad]) == 1


def test_best_of_three_as_the_competition_scores() -> None:
    assert match_winner(["A", "A"]) == ("A", 2)
    assert match_winner(["A", "B", "B"]) == ("B", 3)
    assert match_winner(["A", None, None]) == ("A", 3)  # ahead when the games run out
    assert match_winner(["A", "B", None]) == (None, 3)
    assert match_winner([None, None, None]) == (None, 3)


def test_simulate_cli_with_a_submission_deck(tmp_path: Path) -> None:
    spec = "kaggle:" + write(tmp_path, "main.py", CHECKING_AGENT)
    out = CliRunner().invoke(app, ["simulate", "submission", GRENINJA,
                                   "-n", "3", "--agent-a", spec, "--workers", "1", "--json",
                                   "--no-progress"])
    assert out.exit_code == 0, out.output
    s = orjson.loads(out.output)
    assert s["deck_a"].startswith("submission deck of ")
    m = s["match_bo3"]
    assert m["matches"] == 1 and m["wins_a"] + m["wins_b"] + m["draws"] == 1
    assert 0.0 <= m["win_rate_a"]["rate"] <= 1.0
    bad = CliRunner().invoke(app, ["simulate", "submission", "submission", "-n", "1"])
    assert bad.exit_code != 0 and "kaggle:path/to/main.py" in bad.output


def _name_at(obs: dict, o: dict) -> str | None:
    """The tcgsim name of the card an option points at in the observation, if it points at one."""
    players = obs["current"]["players"]
    area, idx, who = o.get("area"), o.get("index"), o.get("playerIndex")
    if who is None or o["type"] not in (K.OPT_CARD, K.OPT_ENERGY_CARD, K.OPT_TOOL_CARD):
        return None
    spots = {K.AREA_ACTIVE: players[who]["active"], K.AREA_BENCH: players[who]["bench"],
             K.AREA_HAND: players[who]["hand"], K.AREA_DISCARD: players[who]["discard"]}
    if area not in spots:
        return None
    card = spots[area][idx]
    if o["type"] == K.OPT_ENERGY_CARD:
        card = card["energyCards"][o["energyIndex"]]
    elif o["type"] == K.OPT_TOOL_CARD:
        card = card["tools"][o["toolIndex"]]
    return pokemon.card_db().get(id_table().to_card[card["id"]]).name if card["id"] else None


def test_options_point_at_the_cards_their_labels_name() -> None:
    """Option data are card numbers or slot ids, both plain numbers: each option that points
    into the observation points at the card or Pokémon its label names."""
    import random

    names = sorted(pokemon.bundled_decks())
    rng = random.Random(4)
    checked = 0
    for seed in range(12):
        g = pokemon.new_game(pokemon.bundled_deck(rng.choice(names)),
                             pokemon.bundled_deck(rng.choice(names)), seed=seed)
        while (d := g.decision) is not None:
            obs = observation(g.view(d.player), d)
            for o, opt in zip(obs["select"]["option"], d.options, strict=True):
                if d.kind == "main":
                    continue
                if isinstance(opt.data, int) and opt.label.endswith(("(Active)", "(Bench)")):
                    # a Pokémon in play, as tcgsim labels one
                    assert o["area"] in (K.AREA_ACTIVE, K.AREA_BENCH), (d.kind, opt, o)
                name = _name_at(obs, o)
                if name is not None:
                    label = opt.label.replace("Basic ", "")
                    assert name.replace("Basic ", "") in label, (d.kind, opt, o, name)
                    checked += 1
            g.respond(rng.sample(range(len(d.options)), rng.randint(d.min, d.max)))
    assert checked > 200
