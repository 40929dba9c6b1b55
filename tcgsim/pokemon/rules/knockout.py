"""Knock Out (PTCG:I-D) and winning and losing (PTCG:I-E)."""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from tcgsim.pokemon.game import Game, initial_state
from tcgsim.pokemon.model.durations import live, player_effects
from tcgsim.pokemon.model.state import find_slot, in_play, slot_cards
from tcgsim.pokemon.rules import continuous, triggers
from tcgsim.pokemon.rules.before_hand import take_prizes
from tcgsim.pokemon.rules.damage import record_attack_knock_outs, record_knocked_out_pokemon

KO = "PTCG:I-D"
WIN = "PTCG:I-E"


def knocked_out(g: Game) -> list[tuple[int, int]]:
    """(owner, slot id) of every Pokémon with no HP remaining, both sides."""
    # an undamaged Pokémon has HP left (its HP is at least 10 or it has none): its HP, a
    # continuous-effect query, is asked only of damaged ones
    out = []
    for p, pl in enumerate(g.s["players"]):
        active = pl["active"]
        slots = pl["bench"] if active is None else (active, *pl["bench"])
        # asked after every action: a side with no damage and no effect on any of its
        # Pokémon (the usual case) is passed over without a Python loop (damage is never
        # below 0)
        if not any(map(_DAMAGE, slots)) and not any(map(_EFFECTS, slots)):
            continue
        for slot in slots:
            if ((slot["dmg"] > 0 and slot["dmg"] >= g.hp(slot) > 0)
                    or (slot["fx"] and has_fx(slot, "knocked_out"))):
                out.append((p, slot["id"]))
    return out


_DAMAGE, _EFFECTS = itemgetter("dmg"), itemgetter("fx")


def _promotion_owed(s: dict[str, Any]) -> bool:
    """A player has Benched Pokémon but no Active one: step 5 has a promotion to do."""
    a, b = s["players"]
    return (a["active"] is None and bool(a["bench"])) or (b["active"] is None and bool(b["bench"]))


def has_fx(slot: dict[str, Any], kind: str) -> bool:
    return any(fx["kind"] == kind for fx in slot["fx"])


def extra_prizes(slot: dict[str, Any], turn: int) -> int:
    """"… take 1 more Prize card" effects on a Pokémon being Knocked Out, live this turn
    ("During your next turn, if the Defending Pokémon is Knocked Out, …": not before)."""
    return sum(fx["n"] for fx in slot["fx"] if fx["kind"] == "extra_prize" and live(fx, turn))


def knock_out(g: Game, f: dict[str, Any]) -> None:
    s = g.s
    step = f["step"]
    if step == 0:  # 1. any Pokémon with no remaining HP starts the procedure
        # only a card that lets a Bench or a Pokémon hold more can leave one over its limit
        rules = g.passive_rules
        if "bench_size" in rules or "tool_slots" in rules:
            if over_bench_limit(g):
                g.push("bench_limit")  # first, then this check again
                return
            if continuous.over_tool_limit(g):
                g.push("tool_limit")  # first, then this check again
                return
        kod = knocked_out(g)
        if not kod and not _promotion_owed(s):
            # Nothing to do in steps 2-5 (asked after every action, this is the usual
            # case): the winner check of step 5 at once. Its closing Knock Out check is
            # skipped, as the board is the one just checked (decide_winner ends the game
            # or starts a new one with nothing in play).
            g.pop()
            decide_winner(g)
            return
        f["kod"] = [list(k) for k in kod]
        f["step"] = 1 if kod else 4
        for p, sid in kod:
            g.event("knocked_out", clause=KO, step=1, player=p, pokemon=g.top(g.slot(sid)).name)
    elif step == 1:  # 2. effects that happen when Knocked Out (PTCG:II-E-04)
        f["step"] = 2
        triggers.knocked_out(g, f)
    elif step == 2:  # 3. discard each with every card on it; prizes owed to the opponent
        take = [0, 0]
        if g.s.get("pfx") and player_effects(g.s, s["cur"], "extra_prize"):
            f["by"] = _attacker_kinds(g, f)  # before any Knocked Out Pokémon leaves play
        record_knocked_out_pokemon(g, [(p, sid, g.s["defs"][g.slot(sid)["cards"][-1]])
                                       for p, sid in f["kod"]])
        for p, sid in f["kod"]:
            slot = g.slot(sid)
            # "takes 1 fewer Prize card" can't make a Knock Out give back Prize cards
            take[1 - p] += max(0, g.top(slot).prize_value + extra_prizes(slot, g.turn)
                               + _attack_ko_prizes(g, f, p, slot))
            g.remove_slot(p, slot)
            cards = slot_cards(slot)
            if slot["fx"] and has_fx(slot, "to_hand_instead"):
                cards = _pokemon_to_hand(g, p, slot, cards)
            g.pl(p)["discard"].extend(cards)
            g.event("discard", clause=KO, step=3, player=p, cards=g.card_refs(cards),
                    why="Knocked Out")
        f["take"] = take
        triggers.record_knock_outs(g, [p for p, _ in f["kod"]])
        record_attack_knock_outs(g, f["kod"])
        f["order"] = [s["cur"], 1 - s["cur"]]
        f["step"] = 3
    elif step == 3:  # 4. each player takes a Prize card for each Knocked Out Pokémon
        while f["order"]:
            p = f["order"][0]
            prizes = g.pl(p)["prizes"]
            n = min(f["take"][p], len(prizes))
            if "ans" in f:
                picked = f.pop("ans")
            elif 0 < n < len(prizes):  # face-down cards: the player picks which ones
                g.ask(p, "prize", f"Take {n} Prize card(s)",
                      [(f"Prize card {i + 1}", i) for i in range(len(prizes))], n, n)
                return
            else:
                picked = list(range(n))  # none, or all that are left
            f["order"].pop(0)
            if take_prizes(g, p, picked, KO, step=4):
                return  # text used "before you put it into your hand" first (PTCG:II-E-31)
        f["step"] = 4
        # 5. new Active Pokémon: the player whose turn is next goes first. A player who
        # took their last Prize has decided the game: a promotion could change nothing.
        decided = any(not g.pl(q)["prizes"] for q in (0, 1))
        f["order"] = [] if decided else [1 - s["cur"], s["cur"]]
    elif step == 4:
        f.setdefault("order", [1 - s["cur"], s["cur"]])
        while f["order"]:
            p = f["order"][0]
            pl = g.pl(p)
            if pl["active"] is None and pl["bench"]:
                if "ans" not in f:
                    if len(pl["bench"]) == 1:
                        f["ans"] = [0]
                    else:
                        g.ask(p, "promote", "Choose your new Active Pokémon",
                              [(g.slot_label(b), b["id"]) for b in pl["bench"]])
                        return
                new = pl["bench"].pop(f.pop("ans")[0])
                pl["active"] = new
                new["to_active"] = s["turn"]  # PTCG:II-E-24
                g.event("promote", clause=KO, step=5, player=p, pokemon=g.top(new).name)
                f.setdefault("promoted", []).append([p, new["id"]])
            f["order"].pop(0)
        g.pop()
        decide_winner(g)
        for p, sid in reversed(f.get("promoted", [])):  # "when … moves to the Active Spot"
            active = g.pl(p)["active"]  # (a game that ended or began anew has no such move)
            if s["result"] is None and active is not None and active["id"] == sid:
                g.push("moved", player=p, to_active=sid, to_bench=None)
        if s["result"] is None and over_bench_limit(g):
            # a Knocked Out Tera Pokémon took an 8-Pokémon Bench away: after the promotion
            g.push("ko")
        elif s["result"] is None and knocked_out(g):
            # step 2 effects ("put damage counters on the Attacking Pokémon") can Knock Out
            # more Pokémon: they go through a Knock Out procedure of their own
            g.push("ko")


def _pokemon_to_hand(g: Game, p: int, slot: dict[str, Any], cards: list[int]) -> list[int]:
    """"Put it into your hand instead of the discard pile. (Discard all attached cards.)"
    (Gengar's Infinite Shadow): the Pokémon's own cards go to the hand; the rest, returned,
    are discarded."""
    own = list(slot["cards"])
    g.pl(p)["hand"].extend(own)
    g.event("to_hand", clause=KO, step=3, player=p, cards=g.card_refs(own),
            why="Knocked Out, into the hand instead of the discard pile")
    return [c for c in cards if c not in own]


def _attack_ko_prizes(g: Game, f: dict[str, Any], p: int, slot: dict[str, Any]) -> int:
    """"If it is Knocked Out by damage from an attack from your opponent's Pokémon, that
    player takes N more Prize cards" (Luxurious Cape): this is the Knock Out check of the
    opponent's attack (the turn player's) and its damage reached this Pokémon."""
    if p == g.current or slot["id"] not in f.get("hit", ()):
        return 0
    return (continuous.extra_prizes(g, slot, apply=True, attacker=f.get("attack"))
            + _player_extra_prizes(g, f, p, slot))


def _attacker_kinds(g: Game, f: dict[str, Any]) -> list[str]:
    """The subtypes of the Pokémon whose attack this Knock Out check follows, then its name
    (for "your N's Pokémon": :func:`_by`) ([] if none)."""
    found = find_slot(g.s, f["attack"]) if f.get("attack") is not None else None
    if found is None:
        return []
    top = g.top(found[1])
    return [*top.subtypes, top.name]


def _by(kind: str, attacker: list[str]) -> bool:
    """An extra-Prize effect's "by" (a subtype, "Tera", or a trainer's name, "N's") meets the
    attacker's kinds (:func:`_attacker_kinds`; a trainer's name begins the Pokémon's name)."""
    return kind in attacker[:-1] or (bool(attacker) and attacker[-1].startswith(kind + " "))


def _player_extra_prizes(g: Game, f: dict[str, Any], p: int, slot: dict[str, Any]) -> int:
    """"During this turn, if your opponent's Active Pokémon is Knocked Out by damage from an
    attack used by your Tera Pokémon, take 1 more Prize card" (Briar; "… your N's Pokémon, take
    3 more": Anthea & Concordia): an effect on the attacking player (PTCG:II-C-19), for their
    opponent's Active Pokémon only."""
    if not g.s.get("pfx") or g.pl(p)["active"] is not slot:
        return 0
    return sum(fx["n"] for fx in player_effects(g.s, 1 - p, "extra_prize")
               if fx.get("by") is None or _by(fx["by"], f.get("by", [])))


def decide_winner(g: Game, deck_out: int | None = None) -> None:
    """Apply the win conditions, simultaneous ones by the guide's table (PTCG:I-E)."""
    s = g.s
    if deck_out is not None:
        g.finish(1 - deck_out, "opponent could not draw at the start of their turn", WIN)
        return
    a, b = s["players"]
    if (a["prizes"] and b["prizes"] and (a["active"] is not None or a["bench"])
            and (b["active"] is not None or b["bench"])):
        return  # the usual case, asked after every action: nobody has met a win condition
    took_all = [not g.pl(p)["prizes"] for p in (0, 1)]
    no_pokemon = [not in_play(s, p) for p in (0, 1)]
    score = [int(took_all[p]) + int(no_pokemon[1 - p]) for p in (0, 1)]
    if score == [0, 0]:
        return
    if score[0] == score[1]:
        g.event("draw_reached", clause=WIN, took_all=took_all, no_pokemon=no_pokemon)
        if s["sudden_death"]:
            restart_sudden_death(g)
        else:
            g.finish(None, "both players met a win condition at once", WIN)
        return
    w = 0 if score[0] > score[1] else 1
    why = "took all Prize cards" if took_all[w] else "opponent has no Pokémon in play"
    g.finish(w, why, WIN)


def restart_sudden_death(g: Game) -> None:
    """Sudden death: a new game from the start with one Prize card each (PTCG:I-E)."""
    s = g.s
    new = initial_state(s["decks"], seed=g.rng.next64(), prizes=1, sudden_death=True)
    for keep in ("log", "answers", "seed", "options"):
        new[keep] = s[keep]
    new["sudden_round"] = s.get("sudden_round", 0) + 1
    # the running work loop holds this very list: empty it in place, never replace it
    s["stack"].clear()
    new["stack"] = s["stack"]
    s.clear()
    s.update(new)
    g._setup_derived()
    g.event("sudden_death", clause=WIN, round=s["sudden_round"])
    g.push("setup")


# -- the Bench limit (PTCG:I-A-04) ----------------------------------------------------------
def over_bench_limit(g: Game) -> list[int]:
    """The players whose Bench holds more Pokémon than they may have now: an effect that let
    them have more (Area Zero Underdepths: "up to 8 … who has any Tera Pokémon in play")
    ended. Asked after every action (the Knock Out check), cheaply: a Bench of at most 5 is
    never over (PTCG:I-A-04)."""
    p0, p1 = g.s["players"]
    limit = continuous.BENCH_SIZE
    if len(p0["bench"]) <= limit and len(p1["bench"]) <= limit:
        return []  # the common case, without a list built
    return [p for p, pl in enumerate(g.s["players"])
            if len(pl["bench"]) > limit and len(pl["bench"]) > continuous.bench_size(g, p)]


def bench_limit(g: Game, f: dict[str, Any]) -> None:
    """"… discards Pokémon from their Bench until they have 5": each player over the limit
    chooses which Benched Pokémon to discard, with every card attached to them. When the
    Stadium that allowed more left play, the player who played it discards first ("and the
    player who played this card discards first"); otherwise the turn player does."""
    s = g.s
    if "order" not in f:
        first = s["tf"].pop("stadium_left_by", s["cur"])
        f["order"] = [q for q in (first, 1 - first) if q in over_bench_limit(g)]
    while f["order"]:
        p = f["order"][0]
        bench = g.pl(p)["bench"]
        n = len(bench) - continuous.bench_size(g, p)
        if n <= 0:
            f["order"].pop(0)
            continue
        if "ans" not in f:
            g.ask(p, "bench_limit", f"Discard {n} of your Benched Pokémon",
                  [(g.slot_label(b), b["id"]) for b in bench], n, n)
            return
        for slot in [bench[i] for i in f.pop("ans")]:
            g.remove_slot(p, slot)
            cards = slot_cards(slot)
            g.pl(p)["discard"].extend(cards)
            g.event("discard", clause="PTCG:I-A-04", player=p, cards=g.card_refs(cards),
                    why="more Pokémon on the Bench than allowed")
        f["order"].pop(0)
    g.pop()


# -- the Tool limit (PTCG:I-B-02) -----------------------------------------------------------
def tool_limit(g: Game, f: dict[str, Any]) -> None:
    """"If this Ability goes away, discard Pokémon Tools from those Pokémon until only 1
    remains on each" (Rotom ex's Multi Adapter): each Pokémon's owner chooses which to
    discard, the turn player's Pokémon first."""
    over = continuous.over_tool_limit(g)
    over.sort(key=lambda s: g.slot_owner(s["id"]) != g.s["cur"])
    if not over:
        g.pop()
        return
    slot = over[0]
    p = g.slot_owner(slot["id"])
    n = len(slot["tools"]) - continuous.tool_slots(g, slot)
    if "ans" not in f:
        g.ask(p, "tool_limit", f"Discard {n} Pokémon Tool(s) from {g.top(slot).name}",
              [(g.name(c), c) for c in slot["tools"]], n, n)
        return
    picked = [slot["tools"][i] for i in f.pop("ans")]
    g.discard_cards(p, picked, slot["tools"], why="more Pokémon Tools than allowed")
