"""The learning environments meet the Gymnasium and PettingZoo APIs, are reproducible, mask
only legal answers and end with the right reward."""

from __future__ import annotations

import warnings
from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from gymnasium.vector import SyncVectorEnv
from pettingzoo.test import api_test

import tcgsim.rl
import tcgsim.rl.gym_env
from tcgsim.core.decision import Decision, validate
from tcgsim.rl import IllegalAction, TooManyOptions, pokemon_aec_env, zero_aec_env

GYM_IDS = {"pokemon": "tcgsim/Pokemon-v0", "zero": "tcgsim/ZeroDimension-v0"}
AEC = {"pokemon": pokemon_aec_env, "zero": zero_aec_env}


def random_legal(mask: np.ndarray, rng: np.random.Generator) -> int:
    return int(rng.choice(np.flatnonzero(mask)))


def equal_obs(a: dict, b: dict) -> bool:
    return all(np.array_equal(a["observation"][k], b["observation"][k])
               for k in a["observation"]) and np.array_equal(a["action_mask"], b["action_mask"])


@pytest.mark.parametrize("game", sorted(GYM_IDS))
def test_check_env(game: str) -> None:
    env = gym.make(GYM_IDS[game], opponent="random")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the checker's warnings count as failures here
        check_env(env.unwrapped, skip_render_check=True)
    # and a step the checker would not take: an action outside the mask ends as a loss
    obs, _ = env.reset(seed=3)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)


@pytest.mark.parametrize("game", sorted(AEC))
def test_pettingzoo_api(game: str) -> None:
    api_test(AEC[game](), num_cycles=300)


@pytest.mark.parametrize("game", sorted(GYM_IDS))
def test_same_seed_same_episode(game: str) -> None:
    """reset(seed=...) fixes the game, the seat and the opponent's answers."""
    runs = []
    for _ in range(2):
        env = gym.make(GYM_IDS[game], opponent="random")
        obs, info = env.reset(seed=11)
        rng = np.random.default_rng(5)
        trace = [obs]
        for _ in range(60):
            obs, _, term, trunc, info = env.step(random_legal(obs["action_mask"], rng))
            trace.append(obs)
            if term or trunc:
                break
        runs.append((info["game_seed"], info["seat"], trace))
    (seed_a, seat_a, a), (seed_b, seat_b, b) = runs
    assert (seed_a, seat_a) == (seed_b, seat_b)
    assert len(a) == len(b) and all(equal_obs(x, y) for x, y in zip(a, b, strict=True))
    other = gym.make(GYM_IDS[game], opponent="random")
    _, info = other.reset(seed=12)
    assert info["game_seed"] != seed_a


@pytest.mark.parametrize("game", sorted(GYM_IDS))
def test_masks_allow_only_legal_answers(game: str) -> None:
    """Every action the mask allows is a pick; the picks complete into an answer the
    decision accepts; STOP is allowed exactly once the decision's minimum is picked."""
    env = AEC[game]()
    env.reset(seed=2)
    rng = np.random.default_rng(1)
    stop = env.table.max_options
    multi = 0
    for _ in range(3000):
        if not env.agents or env.terminations[env.agent_selection]:
            break
        obs, _, _, _, info = env.last()
        mask, d = obs["action_mask"], info["decision"]
        picked = info["picked"]
        n = min(len(d.options), stop)
        expect = np.zeros(stop + 1, np.int8)
        if len(picked) < d.max:
            expect[[i for i in range(n) if i not in picked]] = 1
        expect[stop] = int(len(picked) >= d.min)
        assert np.array_equal(mask, expect), (d.kind, picked)
        if mask[stop]:  # STOP answers the picks so far: the game's own check accepts them
            assert validate(env.table.g.s["decision"], picked) == picked
        multi += d.max > 1
        env.step(random_legal(mask, rng))
    assert multi > 0 or game == "zero"


def test_aec_infos_made_when_read_are_those_of_their_step() -> None:
    """The AEC infos, made when first read after a step (or never, for steps where nobody
    reads them), give the seat asked its pending decision and picks so far and the other
    seat an empty dict; once the game is over, every seat its view of the end."""
    env = pokemon_aec_env()
    env.reset(seed=5)
    rng = np.random.default_rng(4)
    read = 0
    for step in range(100_000):
        agent = env.agent_selection
        if env.terminations[agent] or env.truncations[agent]:
            break
        mask = env.observe(agent)["action_mask"]
        if step % 3:  # some steps' infos never read
            other = next(a for a in env.agents if a != agent)
            env.observe(other)  # observing does not change them
            infos = env.infos
            assert infos[other] == {}
            assert infos[agent]["decision"] is env.table.decision
            assert infos[agent]["picked"] == env.table.picks.picked
            assert infos[agent]["view"]["decision"] is not None
            read += 1
        env.step(random_legal(mask, rng))
    assert read > 50
    assert all(env.infos[a]["view"]["result"] is not None for a in env.agents)


@pytest.mark.parametrize("game", sorted(GYM_IDS))
def test_a_full_episode_ends_with_the_winners_reward(game: str) -> None:
    env = gym.make(GYM_IDS[game], opponent="random", seat=1)
    obs, info = env.reset(seed=4)
    rng = np.random.default_rng(2)
    reward, terminated = 0.0, False
    while not terminated:
        obs, reward, terminated, truncated, info = env.step(random_legal(obs["action_mask"], rng))
        assert not truncated
    result = info["view"]["result"]
    assert result is not None and info["seat"] == 1
    expected = 0.0 if result["winner"] is None else (1.0 if result["winner"] == 1 else -1.0)
    assert reward == expected and reward != 0.0
    assert not obs["action_mask"].any()  # nothing to decide once the game is over


def test_the_aec_rewards_are_opposite_at_the_end() -> None:
    env = pokemon_aec_env()
    env.reset(seed=8)
    rng = np.random.default_rng(3)
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter(100_000):
        obs, reward, term, trunc, info = env.last()
        totals[agent] += reward
        env.step(None if term or trunc else random_legal(obs["action_mask"], rng))
    winner = env.table.g.result.winner
    assert totals == {"player_0": 1.0 if winner == 0 else -1.0,
                      "player_1": 1.0 if winner == 1 else -1.0}


def test_illegal_action_can_raise() -> None:
    env = gym.make("tcgsim/Pokemon-v0", illegal_action="raise")
    obs, _ = env.reset(seed=0)
    with pytest.raises(IllegalAction):
        env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))


def test_bad_settings_are_named() -> None:
    with pytest.raises(ValueError, match="unknown agent 'nobody'"):
        gym.make("tcgsim/Pokemon-v0", opponent="nobody")
    with pytest.raises(ValueError, match="bundled decks"):
        gym.make("tcgsim/Pokemon-v0", deck="no-such-deck")
    with pytest.raises(ValueError, match="illegal_action"):
        gym.make("tcgsim/Pokemon-v0", illegal_action="ignore")


class Recorder:
    """An agent that answers as ``agent`` does and keeps the decisions it was asked."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.needs_view = getattr(agent, "needs_view", True)
        self.asked: list[Decision] = []

    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        self.asked.append(decision)
        return list(self.agent.act(view, decision))


def test_only_the_learning_seat_needs_its_picks_to_fit_the_action_space(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The opponent answers its decisions whole: one needing more picks than the action
    space can name (discard 3 with max_options=2) goes to the opponent agent, not to
    TooManyOptions, which stops an episode only on a decision of the learning seat. The
    opponent's decisions are not encoded either: only the learning seat is observed."""
    made = tcgsim.rl.gym_env.make_agent
    opponents: list[Recorder] = []

    def recording(name: str, seed: int = 0) -> Recorder:
        opponents.append(Recorder(made(name, seed)))
        return opponents[-1]

    monkeypatch.setattr(tcgsim.rl.gym_env, "make_agent", recording)
    env = gym.make("tcgsim/Pokemon-v0", opponent="random", seat=0, max_options=2)
    table = env.unwrapped.table  # type: ignore[attr-defined]
    observed: list[int] = []
    observe = table.encoder.observe

    def observing(game: Any, seat: int, *args: Any) -> Any:
        observed.append(seat)
        return observe(game, seat, *args)

    monkeypatch.setattr(table.encoder, "observe", observing)
    ended = 0
    for seed in range(2, 5):
        rng = np.random.default_rng(0)
        try:
            obs, _ = env.reset(seed=seed)
            terminated = truncated = False
            while not (terminated or truncated):
                obs, _, terminated, truncated, _ = env.step(random_legal(obs["action_mask"], rng))
            ended += 1
        except TooManyOptions:
            assert table.deciding == 0 and table.decision.min > 2  # the learning seat's own
    too_many = [d for r in opponents for d in r.asked if d.min > 2]
    assert too_many and {d.player for d in too_many} == {1}
    assert ended > 0 and observed and set(observed) == {0}


def test_sync_vector_env() -> None:
    envs = SyncVectorEnv([lambda: gym.make("tcgsim/Pokemon-v0", opponent="random")
                          for _ in range(3)])
    obs, _ = envs.reset(seed=7)
    assert obs["action_mask"].shape == (3, tcgsim.rl.MAX_OPTIONS + 1)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(300):
        # an episode's last observation masks everything: the next step resets that env
        # (Gymnasium's next-step autoreset) and ignores its action
        actions = [random_legal(m, rng) if m.any() else 0 for m in obs["action_mask"]]
        obs, rewards, term, trunc, _ = envs.step(np.array(actions))
        assert rewards.shape == (3,)
        ended += int(term.sum())
    assert ended > 0  # episodes ended and the envs went on
    envs.close()


def test_async_vector_env_ships_views_across_processes() -> None:
    """Infos cross process boundaries: the view in them pickles."""
    envs = gym.make_vec("tcgsim/ZeroDimension-v0", num_envs=2, vectorization_mode="async",
                        vector_kwargs={"context": "spawn"}, opponent="random")
    try:
        obs, info = envs.reset(seed=3)
        assert [v["game"] for v in info["view"]] == ["zero", "zero"]
        assert [v["you"] for v in info["view"]] == list(info["seat"])
        obs, *_ = envs.step(np.array([int(np.flatnonzero(m)[0]) for m in obs["action_mask"]]))
        assert obs["observation"]["battle"].shape[0] == 2
    finally:
        envs.close()
