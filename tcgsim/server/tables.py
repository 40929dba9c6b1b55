"""Games in play: each held in memory by a Table, reached through the Hub.

The server is authoritative. A table holds the game object; all work on it (answers,
the AI's moves, views for the connections) runs in worker threads while the table's
lock is held, so the event loop stays free for the other games and no two changes
of one game ever interleave. Every move is committed to storage before the engine
applies it (see :mod:`tcgsim.server.storage`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

import orjson
from starlette.websockets import WebSocket

from tcgsim.agents.base import Agent
from tcgsim.agents.random_agent import RandomAgent
from tcgsim.core.decision import IllegalResponse, quoted, validate
from tcgsim.games import GameKind, game_kind
from tcgsim.server import ai, autoanswer, moves, places, present, prompts
from tcgsim.server.decks import ChosenDeck
from tcgsim.server.moves import Broken
from tcgsim.server.storage import (
    ANSWER,
    AUTO,
    OVER,
    PLAYING,
    RESIGN,
    WAITING,
    Conflict,
    GameRecord,
    Move,
    Seat,
    Storage,
    StorageUnavailable,
    hash_token,
)

log = logging.getLogger("tcgsim.server")
T = TypeVar("T")

# How long one worker-thread call may keep playing the AI before handing the table back
# (so a resignation or a new connection gets in), and how often a long AI turn is shown.
AI_SLICE_S = 0.1
AI_SHOW_EVERY_S = 0.5
# How long the AI waits before trying again when the database is locked or unreachable.
AI_STORAGE_RETRY_S = 1.0


class GameError(Exception):
    """An answer or request the game refuses; ``code`` is the protocol's error code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


#: Boards kept for the connections that have not been sent them yet (the oldest go first:
#: a client that far behind is shown the rest of the turn on the board it has).
FRAMES_KEPT = 300


@dataclass(frozen=True)
class Frame:
    """The boards after one move of a turn being watched: ``views`` by the seat watching it
    (None: spectators), each that seat's own view once the log had ``at`` events."""

    at: int
    views: dict[int | None, dict[str, Any]]


#: Messages one connection may have waiting. A client that stops reading fills its socket's
#: buffers, then this queue, and is hung up on rather than buffered without limit.
OUTBOX_LIMIT = 32
#: The close code for such a client (docs/protocol.md).
CLOSE_TOO_SLOW = 4408
#: In an outbox: "the players' presence as it is when this is sent" (worded then, so a
#: connection never has more than one waiting, however often players come and go).
PRESENCE = object()


@dataclass(eq=False)
class Connection:
    """One WebSocket watching a table, as one seat (None: a spectator)."""

    ws: WebSocket
    seat: int | None
    sent: int  # log events this connection already has
    shown: tuple[int, int, str] | None = None  # (moves, log events, status) last sent
    presence_text: Callable[[int | None], str] | None = None  # the table's presence message
    outbox: asyncio.Queue[object] = field(default_factory=lambda: asyncio.Queue(OUTBOX_LIMIT))
    presence_queued: bool = False
    dropped: bool = False
    pump_task: asyncio.Task[None] | None = None
    hangup: asyncio.Task[None] | None = None

    def send(self, text: str) -> None:
        """Queue ``text``; a client with OUTBOX_LIMIT messages unread is hung up on."""
        self._put(text)

    def send_presence(self) -> None:
        if not self.presence_queued and not self.dropped:
            self.presence_queued = True
            self._put(PRESENCE)

    def _put(self, item: object) -> None:
        if self.dropped:
            return
        try:
            self.outbox.put_nowait(item)
        except asyncio.QueueFull:
            log.warning(
                "a client of seat %s read nothing for %d messages: closing", self.seat, OUTBOX_LIMIT
            )
            self.dropped = True
            self.hangup = asyncio.create_task(self._hang_up())

    def stop(self) -> None:
        """End the pump: nothing still queued is sent."""
        self.dropped = True
        self._clear()
        self.outbox.put_nowait(None)

    def finish(self) -> None:
        """End the pump once what is already queued is sent (all of it dropped when full)."""
        try:
            self.outbox.put_nowait(None)
        except asyncio.QueueFull:
            self.stop()

    def _clear(self) -> None:
        while not self.outbox.empty():
            self.outbox.get_nowait()

    async def _hang_up(self) -> None:
        # The pump may be stuck writing to a socket nobody reads: cancel it, then close
        # (the server's WebSocket layer gives up on a close handshake that gets no answer).
        self._clear()
        if self.pump_task is not None:
            self.pump_task.cancel()
        with contextlib.suppress(Exception):
            await self.ws.close(CLOSE_TOO_SLOW, "too many messages unread")

    async def pump(self) -> None:
        """Send queued messages in order (one writer per socket)."""
        self.pump_task = asyncio.current_task()
        while (item := await self.outbox.get()) is not None:
            if item is PRESENCE:
                self.presence_queued = False
                if self.presence_text is None:
                    continue
                item = self.presence_text(self.seat)
            assert isinstance(item, str)
            await self.ws.send_text(item)


@dataclass(frozen=True)
class Undo:
    """How to take back the action a seat is in the middle of (choosing what to attach an
    Energy to, which Pokémon to evolve): the game as it stood before the action was chosen,
    its move count then (the moves from there on are taken back) and the action the table
    knew of then."""

    seat: int
    steps: int
    game: Any
    action: prompts.Action | None


@dataclass(eq=False)
class Table:
    rec: GameRecord
    kind: GameKind
    game: Any | None  # None while a friend game waits for its second player
    steps: int
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: set[Connection] = field(default_factory=set)
    agents: dict[int, Agent] = field(default_factory=dict)
    ai_task: asyncio.Task[None] | None = None
    online: frozenset[int] = frozenset()  # the seats connected, as last announced
    presence_texts: dict[tuple[int | None, str], str] = field(default_factory=dict)
    broken: Broken | None = None  # set when the game stopped replaying while in play
    action: prompts.Action | None = None  # the last action taken: what later decisions are for
    undo: Undo | None = None  # the action a human seat may still take back
    watchers: frozenset[int | None] = frozenset()  # the seats with a connection (None: spectators)
    frames: list[Frame] = field(default_factory=list)  # boards along the other side's moves
    # where the Pokémon events name stand (a game whose events carry their cards' ids: None)
    tracker: places.Tracker | None = None

    def __post_init__(self) -> None:
        if self.kind.name == "pokemon":
            self.tracker = places.Tracker()

    def watched(self) -> None:
        """Note who watches now (after a connection came or went): the seats whose boards
        are kept along the other side's moves."""
        self.watchers = frozenset(c.seat for c in self.conns)

    @property
    def id(self) -> str:
        return self.rec.id

    def is_ai(self, seat: int | None) -> bool:
        return seat is not None and self.rec.seats[seat].kind == "ai"

    def auto_answer(self) -> tuple[int, list[int]] | None:
        """(seat, answer) when the pending decision is a human seat's and the server answers
        it for them (:mod:`tcgsim.server.autoanswer`); None otherwise."""
        seat = moves.deciding(self.game)
        if seat is None or self.is_ai(seat):
            return None
        picked = autoanswer.answer_for(self.game.decision, self.rec.seats[seat].settings)
        return None if picked is None else (seat, picked)

    def cancellable(self, seat: int | None) -> bool:
        """Whether ``seat`` may take back the action it is in the middle of: its decision is
        pending, a step of an action it chose (not a new action), and since it chose it
        nothing was logged (nothing shown, moved or revealed to anyone) and the game's
        random generator was not used."""
        u, g = self.undo, self.game
        if u is None or g is None or g.result is not None or u.seat != seat:
            return False
        d = g.decision
        unseen = (g.s.get("rng"), g.s.get("forced")) == (u.game.s.get("rng"), u.game.s.get("forced"))
        return (d is not None and d.player == seat and d.kind not in prompts.ACTION_KINDS
                and len(g.log) == len(u.game.log) and unseen)

    def server_moves(self) -> bool:
        """Whether the pending decision is the server's to answer: the AI's, or a human
        seat's that has one possible answer (and the seat lets the server answer it)."""
        return self.is_ai(moves.deciding(self.game)) or self.auto_answer() is not None

    def settings(self, seat: int | None) -> dict[str, bool] | None:
        if seat is None:
            return None
        return autoanswer.settings_of(self.rec.seats[seat].settings)

    def agent(self, seat: int) -> Agent:
        if seat not in self.agents:
            level = self.rec.seats[seat].level or ai.default_level(self.kind)
            self.agents[seat] = ai.make(
                self.kind, level, agent_seed(self.rec.seed, seat, self.steps)
            )
        return self.agents[seat]

    def status_for(self, seat: int | None) -> str:
        if self.game is None:
            return WAITING
        if self.game.result is not None:
            return "over"
        if self.server_moves():
            return "waiting_for_ai"  # for a moment: the server answers, whoever's it is
        to_move = moves.deciding(self.game)
        if to_move is not None and to_move == seat:
            return "your_decision"
        return "waiting_for_opponent"

    def players(self, viewer: int | None) -> list[dict[str, Any]]:
        online = {c.seat for c in self.conns}
        return [
            {**p, "connected": s.kind == "ai" or s.seat in online}
            for s, p in zip(self.rec.seats, self.rec.players(viewer), strict=True)
        ]

    def state(self, seat: int | None, since: int, view: dict[str, Any] | None) -> dict[str, Any]:
        """The ``state`` message for ``seat`` (the caller holds the lock)."""
        g = self.game
        d = g.decision if g is not None and g.result is None else None
        # A decision the server answers for the seat in a moment asks it nothing.
        asked = d if d is not None and d.player == seat and not self.server_moves() else None
        decision = (None if asked is None
                    else present.decision(self.kind, asked, g, seat, view, self.action))
        out = {
            "type": "state",
            "game_id": self.id,
            "game": self.kind.name,
            "seat": seat,
            "view": view,
            "names": present.names(view),
            "decision": decision,
            "deciding": None if d is None else d.player,
            "log": [] if g is None else present.with_text(self.kind, self.log_for(seat, since), seat, g),
            "since": since,
            "status": self.status_for(seat),
            "result": present.result(self.kind, moves.result_dict(g), seat),
            "seq": self.steps,
            "players": self.players(seat),
            "settings": self.settings(seat),
            "cancellable": decision is not None and self.cancellable(seat),
        }
        frames = self.frames_for(seat, since)
        if frames:
            out["frames"] = frames
        return out

    def log_for(self, seat: int | None, since: int) -> list[dict[str, Any]]:
        """The log from ``since`` as ``seat`` may see it, each Pokémon event that names a
        Pokémon in play with its ``place`` where known (:mod:`tcgsim.server.places`)."""
        assert self.game is not None
        events = self.game.log_for(seat, since)
        return events if self.tracker is None else self.tracker.with_places(events, since)

    def frames_for(self, seat: int | None, since: int) -> list[dict[str, Any]]:
        """``seat``'s boards after each move of the other side among the events from
        ``since`` on, but the last (the state's ``view``)."""
        end = 0 if self.game is None else len(self.game.log)
        return [{"at": f.at, "view": f.views[seat]} for f in self.frames
                if since < f.at < end and seat in f.views]

    def after_move(self, move: Move, before: int, was: places.Spots | None) -> None:
        """Keep what a move shows beyond its events: where each Pokémon it names stands
        (``was``: the Pokémon in play before it), and each watching seat's board after
        it, unless the move was that seat's own."""
        g = self.game
        public = None
        if self.tracker is not None and was is not None:
            public = self.tracker.after(g, before, was)
        end = len(g.log)
        seats = [v for v in self.watchers if v is None or v != move.seat]
        if seats and end > before:
            views = {v: public if v is None and public is not None else g.view(v) for v in seats}
            self.frames.append(Frame(end, views))
            del self.frames[:-FRAMES_KEPT]

    def trim_frames(self) -> None:
        """Drop the boards every connection was sent (or had no use for)."""
        low = min((c.sent for c in self.conns), default=None)
        if low is None:
            self.frames.clear()
        elif self.frames and self.frames[0].at <= low:
            self.frames = [f for f in self.frames if f.at > low]


#: Bits of a game's seed when the server draws it: too many to try them all, so the host of
#: a friend game cannot work out the seed from their opening hand, and from it the friend's
#: hand, prizes and deck order. The engine hashes it to its generator's state.
SEED_BITS = 128


def new_seed() -> int:
    return secrets.randbits(SEED_BITS)


def agent_seed(game_seed: int, seat: int, steps: int) -> int:
    """The seed of the AI playing ``seat`` from move ``steps`` on, below 2**62 whatever the
    size of the game's seed (the formula of the 31-bit seeds, so their games' AI plays as
    it did; it keeps 62 of a 128-bit seed's bits, too few to find the other 66)."""
    return (game_seed * 1_000_003 + 7_919 * (seat + 1) + steps) % 2**62


def new_token() -> str:
    return secrets.token_urlsafe(32)


class Hub:
    """Every table of this server, loaded from storage on demand."""

    def __init__(self, storage: Storage, threads: int = 4) -> None:
        self.storage = storage
        self.executor = ThreadPoolExecutor(threads, thread_name_prefix="tcgsim-game")
        # The AI thinks in threads of its own: a long search (MCTS) never holds up the
        # answers, views and storage work of the other games.
        self.ai_executor = ThreadPoolExecutor(threads, thread_name_prefix="tcgsim-ai")
        self.tables: dict[str, Table] = {}
        self._loading: dict[str, asyncio.Future[Table | None]] = {}
        self.closing = False

    async def call(self, fn: Callable[..., T], *args: Any) -> T:
        """Run blocking work (engine, agents, storage) off the event loop."""
        return await asyncio.get_running_loop().run_in_executor(self.executor, fn, *args)

    # -- loading ----------------------------------------------------------------------------
    def _load(self, game_id: str) -> Table | None:
        with moves.setting_aside(self.storage, game_id):
            rec = self.storage.get_game(game_id)
            if rec is None:
                return None
            moves.check_replayable(rec)
            kind = game_kind(rec.game)
            if rec.status == WAITING:
                return Table(rec, kind, None, 0)
            stored = self.storage.moves(game_id)
            table = Table(rec, kind, None, len(stored))  # its events placed as they were live
            table.game = moves.rebuild(kind, rec, stored, table.tracker)
        self._record_position(table)
        return table

    async def table(self, game_id: str) -> Table | None:
        """The live table of a game (replayed from storage if not in memory), or None.
        Broken for a game that no longer replays (it is set aside); StorageUnavailable
        while the database cannot be read."""
        if (t := self.tables.get(game_id)) is not None:
            if t.broken is not None:  # it stopped replaying while in play
                raise t.broken
            return t
        if (pending := self._loading.get(game_id)) is not None:
            return await pending
        fut: asyncio.Future[Table | None] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = fut
        try:
            t = await self.call(self._load, game_id)
            if t is not None:
                self.tables[game_id] = t
                # The AI's turn, if it is one: resume() may have missed it (the database
                # was busy at start), and nobody else can make the game go on.
                self.ensure_ai(t)
            fut.set_result(t)
        except BaseException as e:
            fut.set_exception(e)
            fut.exception()  # retrieved: a waiter may not exist
            raise
        finally:
            del self._loading[game_id]
        return t

    def evict_if_idle(self, t: Table) -> None:
        """Drop a table nobody watches and nothing runs on; storage has all of it."""
        busy = t.ai_task is not None and not t.ai_task.done()
        if not t.conns and not busy and not t.lock.locked() and self.tables.get(t.id) is t:
            del self.tables[t.id]

    async def resume(self) -> int:
        """At start: rebuild every unfinished game whose move is the AI's (or unknown) and
        let the AI go on; returns how many. Games waiting for a human are rebuilt when
        someone connects. A game that no longer replays is set aside, and one the database
        cannot give now is resumed when someone opens it: neither stops the start."""
        try:
            game_ids = await self.call(self.storage.games_to_resume)
        except StorageUnavailable as e:
            log.warning("no game resumed at start: %s; each resumes when opened", e)
            return 0
        resumed = 0
        for game_id in game_ids:
            try:
                t = await self.table(game_id)
            except Broken:
                continue  # logged and marked broken by moves.setting_aside
            except StorageUnavailable as e:
                log.warning("game %s not resumed at start: %s", game_id, e)
                continue
            if t is not None:
                resumed += 1
                self.evict_if_idle(t)
        return resumed

    # -- creating and joining ---------------------------------------------------------------
    async def create(
        self,
        kind: GameKind,
        deck: ChosenDeck,
        opponent: str,
        ai_deck: ChosenDeck | None,
        seed: int | None,
    ) -> tuple[Table, str]:
        """A new game with the caller in seat 0; returns the table and seat 0's token."""
        token = new_token()
        friend = opponent == "friend"
        level = None if friend else opponent.removeprefix("ai:")
        if not friend and level not in ai.levels(kind):
            offered = ", ".join([f"ai:{x}" for x in ai.levels(kind)] + ["friend"])
            raise GameError(
                "bad_request", f"unknown opponent {quoted(opponent)}; choose one of: {offered}"
            )
        if friend and seed is not None:
            # a seed the host chose is a seed the host knows: the friend's hand with it
            raise GameError(
                "bad_request",
                "a friend game cannot be given a seed (its host would know the friend's "
                "cards); seeds are for games against the AI",
            )
        other = ai_deck or deck
        seats = [
            Seat(0, "human", None, deck.name, deck.cards, hash_token(token)),
            Seat(1, "human", None, None, None, None)
            if friend
            else Seat(1, "ai", level, other.name, other.cards, None),
        ]
        rec = GameRecord(
            id=secrets.token_urlsafe(8),
            game=kind.name,
            seed=new_seed() if seed is None else int(seed),
            status=WAITING if friend else PLAYING,
            seats=seats,
            invite_code=secrets.token_urlsafe(12) if friend else None,
        )

        def work() -> Table:
            game = None if friend else self._start(kind, rec)
            self.storage.create_game(rec)
            t = Table(rec, kind, game, 0)
            if game is not None:
                self._play_auto(t)
                self._record_position(t)
            return t

        t = await self.call(work)
        self.tables[t.id] = t
        self.ensure_ai(t)
        return t, token

    @staticmethod
    def _start(kind: GameKind, rec: GameRecord) -> Any:
        try:
            return moves.start(kind, rec)
        except ValueError as e:  # e.g. a deck that could never finish setup
            raise GameError("bad_request", str(e)) from None

    async def join(self, code: str, deck: ChosenDeck) -> tuple[Table, str]:
        """The friend takes seat 1 with ``deck``; the game starts. Returns seat 1's token."""
        rec = await self.call(self.storage.game_by_invite, code)
        if rec is None:
            raise GameError("not_found", "no such invitation")
        t = await self.table(rec.id)
        if t is None:
            raise GameError("not_found", "no such invitation")
        token = new_token()
        async with t.lock:
            if t.game is not None or t.rec.seats[1].token_hash is not None:
                raise GameError("conflict", "this invitation was already accepted")

            def work() -> None:
                seat = t.rec.seats[1]
                trial = replace(
                    t.rec,
                    seats=[t.rec.seats[0], Seat(1, "human", None, deck.name, deck.cards, None)],
                )
                game = self._start(t.kind, trial)
                try:
                    self.storage.join(t.id, deck.name, deck.cards, hash_token(token))
                except Conflict as e:
                    raise GameError("conflict", str(e)) from None
                seat.deck_name, seat.deck, seat.token_hash = (
                    deck.name,
                    deck.cards,
                    hash_token(token),
                )
                t.rec.status, t.game = PLAYING, game
                self._play_auto(t)
                self._record_position(t)

            await self.call(work)
        await self.broadcast(t)
        self.ensure_ai(t)
        self.evict_if_idle(t)
        return t, token

    # -- moves ------------------------------------------------------------------------------
    def _record_position(self, t: Table) -> None:
        result = moves.result_dict(t.game)
        if result is not None:
            t.rec.status, t.rec.result = OVER, result
        t.rec.steps = t.steps
        try:
            self.storage.record_position(t.id, moves.deciding(t.game), result)
        except StorageUnavailable as e:
            # The moves are stored; only this summary of them is not. It is written at the
            # next move, and a restart recomputes it (to_move stays NULL: "look again").
            log.warning("game %s: position not recorded: %s", t.id, e)

    def _commit_apply(self, t: Table, move: Move) -> None:
        """Store the move, then apply it. A move the engine refuses or fails on is taken
        back from storage, and the game is rebuilt from what remains."""
        try:
            self.storage.add_move(t.id, move)
        except Conflict as e:  # another server process wrote to this game
            raise GameError("conflict", f"{e}; reload the game") from None
        d, before = t.game.decision, len(t.game.log)
        was = t.tracker.before(t.game) if t.tracker is not None else None
        undo = t.undo if t.undo is not None and t.undo.seat == move.seat else None
        if (d is not None and move.kind == ANSWER and d.kind in prompts.ACTION_KINDS
                and prompts.Action.of(d, move.answer, before) is not None):
            undo = Undo(move.seat, move.idx, t.game.clone(), t.action)
        try:
            moves.apply(t.game, move)
        except IllegalResponse as e:
            self.storage.remove_move(t.id, move.idx)  # the engine left the game unchanged
            raise GameError("illegal_answer", str(e)) from None
        except Exception:
            log.exception("game %s: the engine failed on move %d %s", t.id, move.idx, move)
            self.storage.remove_move(t.id, move.idx)
            try:
                with moves.setting_aside(self.storage, t.id):
                    t.game = moves.rebuild(t.kind, t.rec, self.storage.moves(t.id))
                if t.tracker is not None:
                    t.tracker.forget()
            except Broken as broken:
                t.broken = broken
                raise
            raise GameError(
                "engine_error", "the engine failed on this answer; it was not kept"
            ) from None
        t.steps += 1
        t.after_move(move, before, was)
        t.undo = None if move.kind == RESIGN else undo
        if d is not None and move.kind != RESIGN:
            t.action = prompts.Action.of(d, move.answer, before) or t.action

    def _check_turn(self, t: Table, seat: int | None, seq: Any) -> None:
        if t.broken is not None:
            raise t.broken
        if seat is None:
            raise GameError(
                "spectator", "spectators cannot answer; open the game with a seat's token"
            )
        if t.game is None:
            raise GameError("not_started", "the game starts when the invited player joins")
        if t.game.result is not None:
            raise GameError("game_over", "the game is over")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise GameError("bad_message", "an answer must quote the game's seq (an integer)")
        if seq != t.steps:
            raise GameError("stale_seq", f"the game has moved on: seq is {t.steps}, not {seq}")
        if moves.deciding(t.game) != seat:
            raise GameError("not_your_decision", "the pending decision is not yours")

    async def answer(self, t: Table, seat: int | None, seq: Any, answer: Any) -> None:
        """A human seat answers its pending decision (GameError if refused, game unchanged)."""
        async with t.lock:
            self._check_turn(t, seat, seq)
            assert seat is not None

            def work() -> None:
                picked = validate(t.game.decision.to_dict(), answer)
                self._commit_apply(t, Move(t.steps, seat, ANSWER, picked))
                self._play_auto(t)
                self._record_position(t)

            try:
                await self.call(work)
            except IllegalResponse as e:
                raise GameError("illegal_answer", str(e)) from None
        await self.broadcast(t)
        self.ensure_ai(t)

    async def cancel(self, t: Table, seat: int | None, seq: Any) -> None:
        """A human seat takes back the action it is in the middle of (:meth:`Table.cancellable`):
        its moves since are removed from storage and the game is as it was before."""
        async with t.lock:
            self._check_turn(t, seat, seq)
            u = t.undo
            if u is None or not t.cancellable(seat):
                raise GameError("not_cancellable", "nothing to take back: the action is done, "
                                "or it has already shown, moved or drawn something")

            def work() -> None:
                self.storage.remove_move(t.id, u.steps)
                t.game, t.steps, t.action, t.undo = u.game, u.steps, u.action, None
                if t.tracker is not None:
                    t.tracker.forget()
                self._record_position(t)

            await self.call(work)
        await self.broadcast(t)

    def _play_auto(self, t: Table) -> None:
        """Answer for the human seats every pending decision with one possible answer
        (stored as AUTO moves, applied as answers), up to a real decision, the AI's turn
        or the end. A game's rules always come to one, so this ends."""
        while (auto := t.auto_answer()) is not None:
            seat, picked = auto
            log.debug("game %s: seat %d has one answer to %r: %s, given for it",
                      t.id, seat, t.game.decision.prompt, picked)
            self._commit_apply(t, Move(t.steps, seat, AUTO, picked))

    async def set_settings(self, t: Table, seat: int | None, change: Any) -> None:
        """A seat changes its settings; from now on they decide what the server answers
        for it (a pending decision included)."""
        async with t.lock:
            if t.broken is not None:
                raise t.broken
            if seat is None:
                raise GameError("spectator", "spectators have no seat settings")
            try:
                settings = autoanswer.updated(t.rec.seats[seat].settings, change)
            except autoanswer.BadSettings as e:
                raise GameError("bad_message", str(e)) from None

            def work() -> None:
                self.storage.set_settings(t.id, seat, settings)
                t.rec.seats[seat].settings = settings
                if t.game is not None and t.game.result is None:
                    self._play_auto(t)
                    self._record_position(t)

            await self.call(work)
            for c in t.conns:  # the seat is shown its settings even if nothing else moved
                if c.seat == seat:
                    c.shown = None
        await self.broadcast(t)
        self.ensure_ai(t)

    async def resign(self, t: Table, seat: int | None) -> None:
        async with t.lock:
            if t.broken is not None:
                raise t.broken
            if seat is None:
                raise GameError("spectator", "spectators cannot resign")
            if t.game is None:
                raise GameError("not_started", "the game has not started")
            if t.game.result is not None:
                raise GameError("game_over", "the game is over")

            def work() -> None:
                self._commit_apply(t, Move(t.steps, seat, RESIGN, []))
                self._record_position(t)

            await self.call(work)
        await self.broadcast(t)

    # -- the AI -----------------------------------------------------------------------------
    def ensure_ai(self, t: Table) -> None:
        """Start the AI's turn if the pending decision is an AI seat's."""
        if t.broken is not None or self.closing or t.game is None or not t.server_moves():
            return
        if t.ai_task is None or t.ai_task.done():
            t.ai_task = asyncio.create_task(self._ai_turn(t), name=f"ai-{t.id}")

    def _ai_slice(self, t: Table) -> bool:
        """Play AI decisions (and the humans' decisions with one possible answer, see
        _play_auto) for up to AI_SLICE_S; True while the AI is still to move. It stops
        only before an AI decision, so a state shown between slices never holds a
        decision the server is about to answer for a human."""
        end = time.perf_counter() + AI_SLICE_S
        try:
            self._play_auto(t)  # a game loaded (or resumed) on such a decision
            while (seat := moves.deciding(t.game)) is not None and t.is_ai(seat):
                if self.closing or time.perf_counter() > end:
                    return True
                agent = t.agent(seat)
                d = t.game.decision
                view = t.game.view(seat) if agent.needs_view else {}
                try:
                    picked = validate(t.game.decision.to_dict(), agent.act(view, d))
                except Exception:
                    # An agent bug must not freeze the game: answer this one at random.
                    log.exception("game %s: AI %s failed; answering at random", t.id, seat)
                    picked = RandomAgent(t.steps).act(view, d)
                self._commit_apply(t, Move(t.steps, seat, ANSWER, picked))
                self._play_auto(t)
            return False
        finally:
            self._record_position(t)

    async def _ai_turn(self, t: Table) -> None:
        loop = asyncio.get_running_loop()
        shown = loop.time()
        try:
            while not self.closing and t.broken is None:
                try:
                    async with t.lock:
                        more = await loop.run_in_executor(self.ai_executor, self._ai_slice, t)
                except StorageUnavailable as e:
                    # Nothing of the refused move was applied: the AI plays it again later.
                    log.warning("game %s: the AI waits for the database: %s", t.id, e)
                    await asyncio.sleep(AI_STORAGE_RETRY_S)
                    continue
                if not more:
                    break
                if loop.time() - shown > AI_SHOW_EVERY_S:
                    await self.broadcast(t)
                    shown = loop.time()
            await self.broadcast(t)
        except Exception:
            log.exception("game %s: the AI's turn stopped", t.id)
        finally:
            t.ai_task = None
            self.evict_if_idle(t)

    # -- connections ----------------------------------------------------------------------------
    def _messages(self, t: Table, conns: list[Connection]) -> list[str | None]:
        """Each connection's state message; None where it already has this position."""
        views: dict[int | None, dict[str, Any] | None] = {}
        out: list[str | None] = []
        for c in conns:
            position = (t.steps, 0 if t.game is None else len(t.game.log), t.status_for(c.seat))
            if position == c.shown:
                out.append(None)
                continue
            if c.seat not in views:
                views[c.seat] = None if t.game is None else t.game.view(c.seat)
            out.append(orjson.dumps(t.state(c.seat, c.sent, views[c.seat])).decode())
            c.sent, c.shown = position[1], position
        return out

    async def broadcast(self, t: Table, only: Connection | None = None) -> None:
        """Send each connection (or just ``only``) its seat's state and its new log events,
        unless it already has the current position."""
        conns = [only] if only is not None else list(t.conns)
        if not conns:
            return
        async with t.lock:
            texts = await self.call(self._messages, t, conns)
        for c, text in zip(conns, texts, strict=True):
            if text is not None:
                c.send(text)
        t.trim_frames()

    def presence(self, t: Table) -> None:
        """Tell every connection that a seat came or went. Spectators coming and going
        change nothing anyone is shown, so they send nothing; each connection has at most
        one presence message waiting, worded when it is sent (:meth:`presence_text`)."""
        online = frozenset(c.seat for c in t.conns if c.seat is not None)
        if online == t.online:
            return
        t.online = online
        t.presence_texts.clear()
        for c in t.conns:
            c.send_presence()

    @staticmethod
    def presence_text(t: Table, seat: int | None) -> str:
        """The presence message for ``seat``'s connections, worded once per change."""
        key = (seat, t.rec.status)
        if (text := t.presence_texts.get(key)) is None:
            text = orjson.dumps({"type": "presence", "players": t.players(seat)}).decode()
            t.presence_texts[key] = text
        return text

    async def close(self) -> None:
        """Stop the AI between two moves (every committed move is applied first)."""
        self.closing = True
        tasks = [t.ai_task for t in self.tables.values() if t.ai_task is not None]
        await asyncio.gather(*tasks, return_exceptions=True)
        for t in self.tables.values():
            for c in t.conns:
                c.stop()
        self.ai_executor.shutdown(wait=True)
        self.executor.shutdown(wait=True)
