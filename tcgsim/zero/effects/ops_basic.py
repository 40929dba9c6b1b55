"""The basic effect ops (see ``tcgsim.zero.effects`` for the vocabulary): drawing, tapping,
destroying, damage, healing, moving cards, stat changes, choices, searching, costs.

Each op names the rule term it implements; argument ``sel`` is a selector, ``who`` a player
("me"/"opp"), ``until`` a duration ("turn", "combat", "next_turn", or absent = while the card
stays where it is).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import by_card_id, character, locate, ref
from tcgsim.zero.rules.chain import cancel as cancel_link
from tcgsim.zero.rules.chain import end_this_turn
from tcgsim.zero.rules.combat import deal_damage
from tcgsim.zero.rules.costs import can_pay
from tcgsim.zero.rules.filters import battle_cards, matches
from tcgsim.zero.rules.life import damage_life
from tcgsim.zero.rules.play import appear
from tcgsim.zero.rules.scripts import ctx_of, player_of, select
from tcgsim.zero.rules.zones import destroy as destroy_card
from tcgsim.zero.rules.zones import move
from tcgsim.zero.rules.zones import tap as tap_thing
from tcgsim.zero.rules.zones import untap as untap_thing

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def _thing(g: Game, c: int) -> dict[str, Any] | None:
    """The tappable entry of a card in a battle or resource zone (ZD:104)."""
    _, zone, detail = locate(g.s, c)
    if zone in ("battle", "res"):
        return detail
    if zone == "eq":
        return detail["eq"]
    return None


def add_fx(g: Game, kind: str, c: int, until: Any = None, **data: Any) -> dict[str, Any]:
    """An effect in force on the current object of ``c`` (see ``continuous``)."""
    if until == "next_turn":
        until = ["turn", g.turn + 1]
    fx = {"kind": kind, "tgt": ref(g.s, c), "ts": g.stamp(), **data}
    if until is not None:
        fx["until"] = until
    g.s["fx"].append(fx)
    return fx


# -- costs ---------------------------------------------------------------------------------
def tap_self(g: Game, f: dict[str, Any]) -> bool:
    """The tap symbol: tap this card as a cost (ZD:317)."""
    thing = _thing(g, f["src"][0])
    assert thing is not None
    tap_thing(g, thing, clause="ZD:317", why="cost")
    return True


def can_tap_self(g: Game, ctx: dict[str, Any], **_: Any) -> bool:
    thing = _thing(g, ctx["src"])
    return thing is not None and not thing["tap"]


def pay(g: Game, f: dict[str, Any], total: int = 0, colors: dict[str, int] | None = None) -> bool:
    """Tap resources (ZD:303)."""
    g.push("pay", p=f["p"], total=total, colors=dict(colors or {}), why="effect cost")
    return True


def can_pay_cost(g: Game, ctx: dict[str, Any], total: int = 0,
              colors: dict[str, int] | None = None, **_: Any) -> bool:
    return can_pay(g, ctx["p"], total, dict(colors or {}))


def discard_hand(g: Game, f: dict[str, Any], n: int = 1, filter: dict[str, Any] | None = None,
                 who: str = "me") -> bool:
    """舍弃: put cards from the hand into the rest zone (ZD:608)."""
    p = player_of(f, who)
    hand = by_card_id(g.s, (c for c in g.pl(p)["hand"] if matches(g, c, filter, ctx_of(f))))
    if "ans" not in f:
        if not hand:
            return True
        f["opts"] = hand
        k = min(n, len(hand))  # do as much as possible (ZD:102)
        g.ask(p, "discard", f"Discard {n} card(s) from your hand",
              [(g.label(c), c) for c in hand], k, k)
        return False
    for c in [f["opts"][i] for i in f.pop("ans")]:
        move(g, c, "rest", why="discarded from hand", clause="ZD:608")
    return True


def can_discard_hand(g: Game, ctx: dict[str, Any], n: int = 1,
                       filter: dict[str, Any] | None = None, **_: Any) -> bool:
    return sum(1 for c in g.pl(ctx["p"])["hand"]
               if c != ctx.get("src") and matches(g, c, filter, ctx)) >= n


def discard_life(g: Game, f: dict[str, Any], n: int = 1, who: str = "me") -> bool:
    """废弃 life cards: from the top, no counter effects (ZD:324/606)."""
    life = g.pl(player_of(f, who))["life"]
    for _ in range(min(n, len(life))):
        move(g, life[-1], "rest", why="life card discarded", clause="ZD:606")
    return True


def can_discard_life(g: Game, ctx: dict[str, Any], n: int = 1, **_: Any) -> bool:
    return len(g.pl(ctx["p"])["life"]) >= n


def discard_self(g: Game, f: dict[str, Any]) -> bool:
    """废弃此牌: this card from its zone to the rest zone (ZD:606)."""
    sel = select(g, f, "self")
    for c in sel:
        move(g, c, "rest", why="discarded (cost or effect)", clause="ZD:606")
    return True


def can_discard_self(g: Game, ctx: dict[str, Any], **_: Any) -> bool:
    return locate(g.s, ctx["src"])[1] in ("battle", "eq", "event", "res", "hand")


# -- effects -------------------------------------------------------------------------------
def draw(g: Game, f: dict[str, Any], n: int = 1, who: str = "me") -> bool:
    """抽牌 (ZD:602); ``who`` "each": the active player first (ZD:102), and players who cannot
    draw enough lose at the same moment (ZD:101: both = a draw)."""
    if who != "each":
        g.draw(player_of(f, who), n)
        return True
    order = (g.current, 1 - g.current)
    short = [p for p in order if len(g.pl(p)["deck"]) < n]
    if short:
        g.lose_all(short, "must draw from an empty deck")
        return True
    for p in order:
        g.draw(p, n)
    return True


def tap(g: Game, f: dict[str, Any], sel: Any) -> bool:
    return _each_thing(g, f, sel, tap_thing)


def untap(g: Game, f: dict[str, Any], sel: Any) -> bool:
    return _each_thing(g, f, sel, untap_thing)


def _each_thing(g: Game, f: dict[str, Any], sel: Any, act: Callable[..., Any]) -> bool:
    """``act`` (tap or untap) on each selected card that is a thing in play, by an effect."""
    for c in select(g, f, sel):
        thing = _thing(g, c)
        if thing is not None:
            act(g, thing, why="effect")
    return True


def destroy(g: Game, f: dict[str, Any], sel: Any) -> bool:
    """Effect destroy (ZD:605)."""
    for c in select(g, f, sel):
        if locate(g.s, c)[1] in ("battle", "eq", "event"):
            destroy_card(g, c, "effect", by=f["p"])
    return True


def damage(g: Game, f: dict[str, Any], sel: Any, n: int) -> bool:
    """Damage to characters accumulates over the turn (ZD:607)."""
    for c in select(g, f, sel):
        found = character(g.s, c)
        if found is not None:
            deal_damage(g, found[1], n, battle=False)
    return True


def heal(g: Game, f: dict[str, Any], sel: Any, n: int | None = None) -> bool:
    """回复: remove up to n damage (all when n is None) (ZD:618)."""
    for c in select(g, f, sel):
        found = character(g.s, c)
        if found is not None and found[1]["dmg"] > 0:
            e = found[1]
            healed = e["dmg"] if n is None else min(n, e["dmg"])
            e["dmg"] -= healed
            g.event("heal", clause="ZD:618", card=g.card_refs([c])[0], n=healed)
    return True


def _in(g: Game, c: int, zone: str | None) -> bool:
    """ZD:802: an effect that moves a destroyed card on works only while the card is in the
    zone it expects (the rest zone), not if a replacement sent it elsewhere."""
    return zone is None or locate(g.s, c)[1] == zone


def to_hand(g: Game, f: dict[str, Any], sel: Any, zone: str | None = None) -> bool:
    """Return to its owner's hand (ZD:611); ``zone``: only from that zone (ZD:802)."""
    for c in select(g, f, sel):
        if _in(g, c, zone):
            move(g, c, "hand", why="returned to hand", clause="ZD:611")
    return True


def to_deck(g: Game, f: dict[str, Any], sel: Any, top: bool = True) -> bool:
    for c in select(g, f, sel):
        move(g, c, "deck", top=top, why="put into the deck", clause="ZD:611")
    return True


def to_rest(g: Game, f: dict[str, Any], sel: Any) -> bool:
    for c in select(g, f, sel):
        move(g, c, "rest", why="sent to the rest zone", clause="ZD:207")
    return True


def remove(g: Game, f: dict[str, Any], sel: Any) -> bool:
    """Remove from the game (ZD:208)."""
    for c in select(g, f, sel):
        move(g, c, "removed", why="removed from the game", clause="ZD:208")
    return True


def mod(g: Game, f: dict[str, Any], sel: Any, atk: int = 0, def_: int = 0,
        until: Any = "turn", **kw: Any) -> bool:
    """(攻)+n (防)+n on characters, or on an equipment's bonuses (ZD:310/317)."""
    d = kw.pop("def", def_)
    for c in select(g, f, sel):
        bonus = g.d(c).type == "equipment"
        for stat, v in (("atk", atk), ("def", d)):
            if v:
                add_fx(g, "mod", c, until, stat=f"{stat}_bonus" if bonus else stat, op="add",
                       v=v)
        g.event("modify", clause="ZD:310" if bonus else "ZD:308", card=g.card_refs([c])[0],
                atk=atk, defense=d)
    return True


def grant(g: Game, f: dict[str, Any], sel: Any, kw: list[Any], until: Any = "turn") -> bool:
    """Gains a keyword (ZD:709)."""
    for c in select(g, f, sel):
        add_fx(g, "kw", c, until, kw=list(kw))
    return True


def cant(g: Game, f: dict[str, Any], sel: Any, what: str, until: Any = "turn") -> bool:
    """Cannot attack / defend / be targeted (ZD:102: cannot beats can)."""
    for c in select(g, f, sel):
        add_fx(g, "cant", c, until, what=what)
    return True


def lose_effects(g: Game, f: dict[str, Any], sel: Any, until: Any = "turn") -> bool:
    """Loses all its effects, counter effects included (ZD:708)."""
    for c in select(g, f, sel):
        add_fx(g, "lose", c, until)
    return True


def life_from_deck(g: Game, f: dict[str, Any], n: int = 1, who: str = "me") -> bool:
    """Put the top n cards of the deck into the life zone, on top, at once: their owner chooses
    the order (ZD:202), without seeing them: the options are their places in the deck."""
    p = player_of(f, who)
    sub = f.setdefault("sub", {})
    if "groups" not in sub:
        deck = g.pl(p)["deck"]
        sub["groups"] = [[p, list(reversed(deck[-n:])) if n > 0 else []]]
        sub["unseen"] = True
    return _into_life(g, f, sub)


def to_life(g: Game, f: dict[str, Any], sel: Any) -> bool:
    """Put cards into their owners' life zones, on top, at once (ZD:202): each owner chooses
    the order of theirs, the active player first (ZD:102)."""
    sub = f.setdefault("sub", {})
    if "groups" not in sub:
        cards = select(g, f, sel)
        sub["groups"] = [[p, [c for c in cards if g.s["owner"][c] == p]]
                         for p in (g.current, 1 - g.current)]
        sub["unseen"] = False
    return _into_life(g, f, sub)


def _ordinal(n: int) -> str:
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n if n < 20 else n % 10, 'th')}"


def _into_life(g: Game, f: dict[str, Any], sub: dict[str, Any]) -> bool:
    """ZD:202: the owner of several cards going to the life zone at once chooses their order,
    one card at a time (each goes on top of the ones before); then they all move. ``unseen``:
    cards from the top of a deck, offered by their place, not by what they are."""
    order = sub.setdefault("order", [])
    if "ans" in f:
        order.append(f["opts"][f.pop("ans")[0]])
    for p, cards in sub["groups"]:
        left = [c for c in cards if c not in order]
        if len(left) > 1:
            f["opts"] = left
            if sub["unseen"]:  # their places in the deck (0 = the top), never the cards
                options = [(f"the {_ordinal(cards.index(c) + 1)} card from the top of the deck",
                            cards.index(c)) for c in left]
            else:
                options = [(g.label(c), c) for c in left]
            g.ask(p, "life_order", "Choose the next card to put into your life zone (each "
                  "goes on the ones before it: the last is the top)", options)
            return False
        order.extend(left)
    for c in order:
        move(g, c, "life", why="added to the life zone", clause="ZD:202")
    return True


def life_damage(g: Game, f: dict[str, Any], n: int = 1, who: str = "opp") -> bool:
    """Damage to a life zone from an effect (flips with counter effects, ZD:324/704); ``who``
    "each": both life zones at once, the active player's cards flipped first (ZD:704)."""
    players = [f["p"], 1 - f["p"]] if who == "each" else [player_of(f, who)]
    damage_life(g, [(p, n) for p in players], battle=False, can_win=False, by=f.get("src"))
    return True


def untap_resources(g: Game, f: dict[str, Any], n: int = 1) -> bool:
    """Untap up to n of your resources."""
    tapped = [r for r in g.pl(f["p"])["res"] if r["tap"]]
    if "ans" not in f:
        if not tapped:
            return True
        f["opts"] = [r["c"] for r in tapped]
        g.ask(f["p"], "untap", f"Untap up to {n} resource(s)",
              [(g.name(r["c"]) if r["up"] else "face-down resource", r["c"]) for r in tapped],
              0, n)
        return False
    chosen = {f["opts"][i] for i in f.pop("ans")}
    for r in tapped:
        if r["c"] in chosen:
            untap_thing(g, r, why="effect")
    return True


def choose(g: Game, f: dict[str, Any], filter: dict[str, Any] | None = None, n: int = 1,
           as_: str = "chosen", zone: str = "battle", up_to: bool = False,
           who: str = "me", **kw: Any) -> bool:
    """选择 (not a target: untargetable cards can be chosen, ZD:705)."""
    name = kw.get("as", as_)
    p = player_of(f, who)
    pool = battle_cards(g) if zone == "battle" else list(g.pl(p)[zone])
    cands = [c for c in pool if matches(g, c, filter, ctx_of(f))]
    if "ans" not in f:
        if not cands:
            f["v"][name] = []
            return True
        f["opts"] = cands
        lo = 0 if up_to else min(n, len(cands))
        g.ask(p, "choose", f"Choose {n}", [(g.label(c), c) for c in cands], lo, n)
        return False
    f["v"][name] = [ref(g.s, f["opts"][i]) for i in f.pop("ans")]
    return True


def search(g: Game, f: dict[str, Any], filter: dict[str, Any] | None = None, n: int = 1,
           to: str = "hand", zone: str = "deck") -> bool:
    """找 (ZD:615): look through the zone, take up to n matching cards (a typed search may
    fail to find; a search for "a card" of no type may not while the zone has cards; several
    cards are all-or-nothing), reveal typed finds, shuffle the deck."""
    p = f["p"]
    pool = by_card_id(g.s, (c for c in g.pl(p)[zone] if matches(g, c, filter, ctx_of(f))))
    if "ans" not in f:
        g.event("search", clause="ZD:615", player=p, zone=zone)
        if pool:
            f["opts"] = pool
            most = min(n, len(pool))
            g.ask(p, "search", f"Search your {zone}", [(g.label(c), c) for c in pool],
                  most if untyped_search(filter) else 0, most)
            return False
        picked: list[int] = []
    else:
        picked = [f["opts"][i] for i in f.pop("ans")]
    if picked and len(picked) < n:
        picked = []  # ZD:615: not finding one of several = finding none
    if picked and filter:  # a typed search shows what it found (ZD:615)
        g.event("reveal", clause="ZD:615", player=p, cards=g.card_refs(picked))
    for c in picked:
        if to == "battle":
            move(g, c, "limbo", why="found", clause="ZD:615")
            appear(g, c, p, how="effect")
        else:
            move(g, c, to, why="found", clause="ZD:615")
    if zone == "deck":
        g.shuffle_deck(p, clause="ZD:615")
    return True


def untyped_search(filter: dict[str, Any] | None) -> bool:
    """A search for "a card" of no particular type (ZD:615): it cannot be declared not found
    while the zone has cards."""
    return not filter


def end_turn(g: Game, f: dict[str, Any]) -> bool:
    """结束本回合 (ZD:619)."""
    end_this_turn(g)
    return False  # the stack was cut down to the turn frame: nothing of this script is left


def appear_card(g: Game, f: dict[str, Any], sel: Any, tapped: bool = False,
                zone: str | None = None) -> bool:
    """A card appears by an effect (ZD:625); ``zone``: only from that zone (ZD:802)."""
    for c in select(g, f, sel):
        if _in(g, c, zone):
            appear(g, c, f["p"], how="effect", tapped=tapped)
    return True


def cancel(g: Game, f: dict[str, Any], sel: Any) -> bool:
    """取消 a card or an effect on the chain (ZD:620): it leaves the chain unresolved (a card to
    its owner's rest zone); its costs stay paid. An effect is named by a target of
    ``{"zone": "chain", "links": "effect"}``."""
    if isinstance(sel, dict) and "t" in sel:
        tg = f.get("tg") or []
        refs = tg[sel["t"]] if sel["t"] < len(tg) else []
        for r in refs:
            if len(r) == 3:
                for link in g.s["chain"]:
                    if link["id"] == r[2]:
                        cancel_link(g, link)
                        break
    for c in select(g, f, sel):
        for link in g.s["chain"]:
            if link["kind"] == "card" and link["c"] == c:
                cancel_link(g, link)
                break
    return True
