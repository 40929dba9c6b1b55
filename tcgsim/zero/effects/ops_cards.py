"""Ops, filter keys and hooks that the project's card texts need beyond the basic ones
(see ``tcgsim.zero.effects`` for the vocabulary, ``ops_basic`` for the basic ops).

Ops (``[name, {args}]`` in a card's ``do``/``cost``/``counter``):

  ["token", {"card": id, "n": 1, "tapped": false}]       代替物 appear (ZD:325)
  ["discard_battle", {"n": 1, "filter": {...}}]          废弃 other cards of your battle zone
      (ZD:606; a cost: the player chooses, untargetable cards too)
  ["declare_name", {"as": "name", "of": "me"|"opp"}]     宣布一个牌名 (ZD:301): one of the names
      the series of that player's deck can hold
  ["reveal_pick", {"n", "pick": 0, "name_var", "filter", "rest": "bottom"|"top"}]
      展示牌组顶 n 张 (ZD:616): each revealed card reports "revealed_from_deck" (英雄呼唤);
      up to ``pick`` matching cards go to the hand, the others to the bottom in the order the
      player chooses (ZD:201) or back on top
  ["look_top_place", {"who": "me"|"opp"}]                查看牌组顶的一张牌, 放回牌组顶或者牌组底
  ["search_to_top", {"filter"}]                          找 a card, shuffle, reveal it, put it on top
      (ZD:615: it is revealed from limbo, not "in the deck": no 英雄呼唤)
  ["search_each", {"filters": [f1, f2, ...]}]            找 one card per filter; all or nothing
      (ZD:615); revealed, to the hand; shuffle
  ["remove_named", {"who": "opp", "zone": "hand", "name_var": "name"}]
      展示 that zone (a hand is revealed) and remove every card with the declared name (ZD:208)

Filter keys: ``"atk_max"``, ``"def_max"`` (attack / defense as used, ZD:613 inclusive).

Hook (``registry.USE_ALLOWED``, :func:`use_condition`): a card's ``"use"`` effect may carry
``"cond"``: the card can be used only while it holds (the 使用此牌需要… requirement of purple
cards, ZD:328).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.effects.ops_basic import untyped_search
from tcgsim.zero.model.carddb import card as card_def
from tcgsim.zero.model.carddb import cards
from tcgsim.zero.model.state import by_card_id, character, locate, ref
from tcgsim.zero.rules.continuous import attack, defense
from tcgsim.zero.rules.filters import battle_cards, holds, matches
from tcgsim.zero.rules.play import appear, use_effect
from tcgsim.zero.rules.scripts import ctx_of, player_of
from tcgsim.zero.rules.triggers import fire
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


# -- filter keys ---------------------------------------------------------------------------
def atk_max(g: Game, c: int, v: int, ctx: dict[str, Any]) -> bool:
    return character(g.s, c) is not None and attack(g, c) <= v


def def_max(g: Game, c: int, v: int, ctx: dict[str, Any]) -> bool:
    return character(g.s, c) is not None and defense(g, c) <= v


# -- tokens --------------------------------------------------------------------------------
def token(g: Game, f: dict[str, Any], card: str, n: int = 1, tapped: bool = False) -> bool:
    """将代替物登场 (ZD:325): new card instances of a token definition appear."""
    definition = card_def(card).to_dict()
    for _ in range(n):
        c = g.add_card(definition, f["p"])
        appear(g, c, f["p"], how="effect", tapped=tapped, clause="ZD:325")
    return True


# -- costs ---------------------------------------------------------------------------------
def _own_battle(g: Game, ctx: dict[str, Any], flt: dict[str, Any] | None) -> list[int]:
    return [
        c
        for c in battle_cards(g)
        if locate(g.s, c)[0] == ctx["p"] and c != ctx.get("src") and matches(g, c, flt, ctx)
    ]


def discard_battle(
    g: Game, f: dict[str, Any], n: int = 1, filter: dict[str, Any] | None = None
) -> bool:
    """废弃 n other cards of your battle zone (ZD:606), chosen by you."""
    pool = _own_battle(g, ctx_of(f), filter)
    if "ans" not in f:
        if not pool:
            return True
        f["opts"] = pool
        k = min(n, len(pool))
        g.ask(
            f["p"],
            "discard",
            f"Discard {n} card(s) from your battle zone",
            [(g.label(c), c) for c in pool],
            k,
            k,
        )
        return False
    for c in [f["opts"][i] for i in f.pop("ans")]:
        move(g, c, "rest", why="discarded", clause="ZD:606")
    return True


def each_discard(g: Game, f: dict[str, Any], n: int = 1,
                 filter: dict[str, Any] | None = None) -> bool:
    """每位玩家废弃…: each player chooses n cards of their own battle zone, the active player
    first, then the other; then all of them are discarded at once (ZD:102, its example)."""
    sub = f.setdefault("sub", {"chosen": []})
    if "ans" in f:
        sub["chosen"] += [f["opts"][i] for i in f.pop("ans")]
        sub["asked"] = sub.get("asked", 0) + 1
    order = [g.current, 1 - g.current]
    while sub.get("asked", 0) < 2:
        p = order[sub.get("asked", 0)]
        pool = _own_battle(g, {"p": p, "src": None}, filter)
        if pool:
            k = min(n, len(pool))
            f["opts"] = pool
            g.ask(p, "discard", f"Each player discards {n} card(s) from their battle zone: "
                  "choose yours", [(g.label(c), c) for c in pool], k, k)
            return False
        sub["asked"] = sub.get("asked", 0) + 1
    for c in sub["chosen"]:  # at once: nothing happens between them (ZD:102)
        move(g, c, "rest", why="discarded", clause="ZD:606")
    return True


def can_discard_battle(
    g: Game, ctx: dict[str, Any], n: int = 1, filter: dict[str, Any] | None = None, **_: Any
) -> bool:
    return len(_own_battle(g, ctx, filter)) >= n


# -- names ---------------------------------------------------------------------------------
def deck_series(g: Game, p: int) -> list[str]:
    """The series the cards of player ``p``'s deck belong to (ZD:100/301)."""
    series = {g.d(c).series for c in range(len(g.s["defs"])) if g.owner(c) == p}
    return sorted(s for s in series if s)


def declare_name(g: Game, f: dict[str, Any], of: str = "me", **kw: Any) -> bool:
    """宣布一个牌名 (ZD:301): a name that the series of that player's deck can hold."""
    name = kw.get("as", "name")
    if "ans" in f:
        f["v"]["name:" + name] = f["opts"][f.pop("ans")[0]]
        g.event("declare_name", clause="ZD:301", player=f["p"], name=f["v"]["name:" + name])
        return True
    series = deck_series(g, player_of(f, of))
    names = sorted({d.name for d in cards().all() if d.series in series})
    if not names:
        f["v"]["name:" + name] = ""
        return True
    f["opts"] = names
    g.ask(f["p"], "declare_name", "Declare a card name", [(n, n) for n in names])
    return False


# -- deck top ------------------------------------------------------------------------------
def reveal_pick(
    g: Game,
    f: dict[str, Any],
    n: int = 1,
    pick: int = 0,
    filter: dict[str, Any] | None = None,
    name_var: str | None = None,
    rest: str = "top",
) -> bool:
    """展示 the top n cards of your deck (ZD:616); take up to ``pick`` matching cards into
    your hand; put the others on the bottom in the order you choose, or leave them on top."""
    p = f["p"]
    sub = f.setdefault("sub", {})
    deck = g.pl(p)["deck"]
    if "cards" not in sub:
        shown = list(reversed(deck[-n:])) if n else []
        sub["cards"] = shown
        g.event("reveal", clause="ZD:616", player=p, zone="deck", cards=g.card_refs(shown))
        for c in shown:
            fire(g, "revealed_from_deck", subject=ref(g.s, c), player=p)
        sub["stage"] = "pick"
    if sub["stage"] == "pick":
        if "ans" in f:
            picked = [f["opts"][i] for i in f.pop("ans")]
            for c in picked:
                move(g, c, "hand", why="revealed and taken", clause="ZD:616")
            sub["cards"] = [c for c in sub["cards"] if c not in picked]
            sub["stage"] = "order"
        else:
            want = f["v"].get("name:" + name_var) if name_var else None
            ok = [
                c
                for c in sub["cards"]
                if matches(g, c, filter, ctx_of(f)) and (want is None or g.d(c).name == want)
            ]
            sub["stage"] = "order"
            if pick and ok:
                sub["stage"] = "pick"
                f["opts"] = ok
                g.ask(
                    p,
                    "pick",
                    f"Put up to {pick} of the revealed cards into your hand",
                    [(g.label(c), c) for c in ok],
                    0,
                    pick,
                )
                return False
    if rest != "bottom":
        return True
    if "ans" in f:
        c = f["opts"][f.pop("ans")[0]]
        move(g, c, "deck", top=False, why="put on the bottom", clause="ZD:201")
        sub.setdefault("placed", []).append(c)
    left = [c for c in sub["cards"] if c in deck and c not in sub.get("placed", ())]
    if len(left) > 1:
        f["opts"] = left
        g.ask(
            p,
            "order",
            "Choose the next card to put on the bottom of your deck",
            [(g.label(c), c) for c in left],
        )
        return False
    for c in left:
        move(g, c, "deck", top=False, why="put on the bottom", clause="ZD:201")
    return True


def look_top_place(g: Game, f: dict[str, Any], who: str = "me") -> bool:
    """查看牌组顶的一张牌，将其放回牌组顶或者牌组底 (ZD:614: only the looking player sees it)."""
    q = player_of(f, who)
    deck = g.pl(q)["deck"]
    if not deck:
        return True
    top = deck[-1]
    if "ans" not in f:
        g.event(
            "look",
            clause="ZD:614",
            player=f["p"],
            zone="deck",
            of=q,
            secret={"cards": g.card_refs([top])},
            to=[f["p"]],
        )
        g.ask(
            f["p"],
            "top_or_bottom",
            f"{g.label(top)}: leave it on top or put it on the bottom?",
            [("top", "top"), ("bottom", "bottom")],
        )
        return False
    if f.pop("ans") == [1]:
        move(g, top, "deck", top=False, why="put on the bottom", clause="ZD:614")
    return True


def _find(g: Game, f: dict[str, Any], pool: list[int]) -> None:
    g.event("search", clause="ZD:615", player=f["p"], zone="deck")
    f["opts"] = pool


def search_to_top(g: Game, f: dict[str, Any], filter: dict[str, Any] | None = None) -> bool:
    """找一张…，然后洗切牌组，将那张牌展示后放回牌组顶 (ZD:615/616)."""
    p = f["p"]
    if "ans" not in f:
        pool = by_card_id(g.s, (c for c in g.pl(p)["deck"] if matches(g, c, filter, ctx_of(f))))
        if pool:
            _find(g, f, pool)
            g.ask(p, "search", "Search your deck", [(g.label(c), c) for c in pool],
                  1 if untyped_search(filter) else 0, 1)
            return False
        picked: list[int] = []
    else:
        picked = [f["opts"][i] for i in f.pop("ans")]
    for c in picked:
        move(g, c, "limbo", why="found", clause="ZD:615")
    g.shuffle_deck(p, clause="ZD:615")
    for c in picked:
        g.event("reveal", clause="ZD:616", player=p, zone="limbo", cards=g.card_refs([c]))
        move(g, c, "deck", top=True, why="put on top", clause="ZD:615")
    return True


def search_each(g: Game, f: dict[str, Any], filters: list[dict[str, Any]]) -> bool:
    """找 one card for each filter (ZD:615): if one is not found, none is taken; the finds are
    revealed and go to the hand; the deck is shuffled."""
    p = f["p"]
    sub = f.setdefault("sub", {"picked": []})
    if "ans" in f:
        got = [f["opts"][i] for i in f.pop("ans")]
        if not got:
            sub["failed"] = True
        sub["picked"] += got
    i = len(sub["picked"])
    if not sub.get("failed") and i < len(filters):
        pool = by_card_id(g.s, (c for c in g.pl(p)["deck"]
                                if c not in sub["picked"] and matches(g, c, filters[i], ctx_of(f))))
        if i == 0:
            g.event("search", clause="ZD:615", player=p, zone="deck")
        if pool:
            f["opts"] = pool
            g.ask(
                p,
                "search",
                f"Search your deck (card {i + 1} of {len(filters)})",
                [(g.label(c), c) for c in pool],
                0,
                1,
            )
            return False
        sub["failed"] = True
    if not sub.get("failed"):
        g.event("reveal", clause="ZD:616", player=p, zone="deck", cards=g.card_refs(sub["picked"]))
        for c in sub["picked"]:
            move(g, c, "hand", why="found", clause="ZD:615")
    g.shuffle_deck(p, clause="ZD:615")
    return True


def remove_named(
    g: Game, f: dict[str, Any], who: str = "opp", zone: str = "hand", name_var: str = "name"
) -> bool:
    """Remove from the game every card with the declared name in that player's zone; a hand
    is revealed first (ZD:208/616)."""
    q = player_of(f, who)
    want = f["v"].get("name:" + name_var, "")
    cs = list(g.pl(q)[zone])
    if zone == "hand":
        g.event("reveal", clause="ZD:616", player=q, zone="hand", cards=g.card_refs(cs))
    for c in cs:
        if g.d(c).name == want:
            move(g, c, "removed", why="removed from the game", clause="ZD:208")
    return True


# -- hooks ---------------------------------------------------------------------------------
def use_condition(g: Game, p: int, c: int) -> bool:
    """使用此牌需要…: a card's "use" effect ``cond`` must hold to use it (ZD:328)."""
    found = use_effect(g, c)
    return found is None or holds(g, found[1].get("cond"), {"src": c, "p": p})


