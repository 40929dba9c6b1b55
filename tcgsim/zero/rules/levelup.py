"""Level up (ZD:600, ZD:317/323/327).

Once per turn a player may successfully level up one of their characters, at the timing of
a normal tactic (own non-combat action phase, empty chain, priority). Two ways:

- normal: the cost is turning one face-up resource face down; the effect puts the top card
  of the deck face down under the character as a level card. Not on the turn the
  character appeared;
- dimension: the cost is revealing, from the hand, the same card (ZD:327) as the character;
  the effect puts that card face up under it as a level card; when it succeeds its player
  draws a card (not an effect: no chain). Allowed on the turn it appeared.

The level up goes on the chain after its cost is paid, so it can be answered; if it fails
(the character left, the level card is gone) the cost stays paid and the player may try
again this turn. A character is LV1 when it appears, +1 per level card.
``registry.EXTRA_LEVELUPS`` (e.g. SUPER_SAIYAN) lets a level up not count as the turn's one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.carddb import CardDef
from tcgsim.zero.model.state import Entry, Frame, Link, alive, character, ref
from tcgsim.zero.registry import EXTRA_LEVELUPS
from tcgsim.zero.rules.chain import add_link
from tcgsim.zero.rules.continuous import cant
from tcgsim.zero.rules.play import main_timing
from tcgsim.zero.rules.triggers import fire
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

_SAME_FIELDS = ("name", "type", "cost", "ccost", "color", "chars", "attrs", "effects", "atk",
                "defense", "atk_bonus", "def_bonus", "speed", "counter", "keywords", "text")


def same_card(a: CardDef, b: CardDef) -> bool:
    """ZD:327: identical printed text fields (not the number, rarity or art)."""
    if a is b:
        return True
    key = (id(a), id(b))  # asked of every character in a hand at every main timing
    found = _SAME.get(key)
    if found is None or found[0] is not a or found[1] is not b:
        found = _SAME[key] = (a, b, all(getattr(a, k) == getattr(b, k) for k in _SAME_FIELDS))
    return found[2]


# (definition, definition) by their objects' ids (kept with them) -> same_card
_SAME: dict[tuple[int, int], tuple[CardDef, CardDef, bool]] = {}


def _counts(g: Game, c: int, method: str) -> bool:
    return not any(fn(g, c, method) for fn in EXTRA_LEVELUPS)


def levelup_allowed(g: Game, p: int, c: int, method: str) -> bool:
    if not main_timing(g, p) or cant(g, c, "levelup"):
        return False
    return not (g.s["tf"].get(f"levelup{p}") and _counts(g, c, method))


def options(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    out: list[tuple[str, list[Any]]] = []
    pl = g.pl(p)
    if not main_timing(g, p):
        return out
    face_up = any(r["up"] for r in pl["res"])
    done = g.s["tf"].get(f"levelup{p}")
    for e in pl["battle"]:
        c = e["c"]
        # levelup_allowed, its questions asked once per character and the cheaper first
        normal = face_up and pl["deck"] and e["turn"] != g.turn and \
            not (done and _counts(g, c, "normal"))
        dimension = not (done and _counts(g, c, "dimension"))
        if not (normal or dimension) or cant(g, c, "levelup"):
            continue
        if normal:
            out.append((f"Level up {g.label(c)} (normal)", ["levelup", c, "normal"]))
        if dimension and _dimension_cards(g, p, e):
            out.append((f"Level up {g.label(c)} (dimension)", ["levelup", c, "dimension"]))
    return out


def _dimension_cards(g: Game, p: int, e: Entry) -> list[int]:
    defs = g.defs  # asked for each character at every main timing: no method call per card
    d = defs[e["c"]]
    return [c for c in g.pl(p)["hand"]
            if defs[c].type == "character" and same_card(defs[c], d)]


def start(g: Game, p: int, data: list[Any]) -> None:
    g.push("levelup", c=data[1], method=data[2], p=p, tgt=ref(g.s, data[1]))


def _cost_card(g: Game, f: Frame, p: int, cands: list[int], prompt: str) -> int | None:
    """The card the level-up cost uses: the only candidate, or the one ``p`` chose; None when
    the choice is asked now (the frame waits for the answer)."""
    if "ans" not in f and len(cands) > 1:
        f["opts"] = cands
        g.ask(p, "levelup_cost", prompt, [(g.label(x), x) for x in cands])
        return None
    return f.pop("opts")[f.pop("ans")[0]] if "ans" in f else cands[0]


def declare(g: Game, f: Frame) -> None:
    """Pay the level-up cost, then put the level up on the chain (ZD:600)."""
    p, c = f["p"], f["c"]
    pl = g.pl(p)
    if f["method"] == "normal":
        ups = [r["c"] for r in pl["res"] if r["up"]]
        chosen = _cost_card(g, f, p, ups, "Turn a face-up resource face down")
        if chosen is None:
            return
        r = next(r for r in pl["res"] if r["c"] == chosen)
        r["up"] = False
        g.event("flip_resource", clause="ZD:600", player=p, card=g.card_refs([chosen])[0])
        lv_card = None
    else:
        cands = _dimension_cards(g, p, character(g.s, c)[1])  # type: ignore[index]
        lv_card = _cost_card(g, f, p, cands, "Reveal the same card from your hand")
        if lv_card is None:
            return
        g.event("reveal", clause="ZD:600", player=p, card=g.card_refs([lv_card])[0])
    g.pop()
    g.event("declare_levelup", clause="ZD:600", player=p, card=g.card_refs([c])[0],
            method=f["method"])
    add_link(g, {"kind": "levelup", "tgt": f["tgt"], "ctl": p, "method": f["method"],
                 "card": lv_card})


def resolve_levelup(g: Game, link: Link) -> None:
    p, c = link["ctl"], link["tgt"][0]
    found = character(g.s, c) if alive(g.s, link["tgt"]) else None
    if found is None or found[0] != p:
        g.event("levelup_failed", clause="ZD:600", player=p, why="the character left")
        return
    e = found[1]
    if link["method"] == "normal":
        deck = g.pl(p)["deck"]
        if not deck:
            g.event("levelup_failed", clause="ZD:600", player=p, why="empty deck")
            return
        move(g, deck[-1], "lv", p, onto=e, up=False, why="level card", clause="ZD:600")
    else:
        lc = link["card"]
        if lc not in g.pl(p)["hand"]:
            g.event("levelup_failed", clause="ZD:600", player=p, why="the card left the hand")
            return
        move(g, lc, "lv", p, onto=e, up=True, why="level card", clause="ZD:600")
    if _counts(g, c, link["method"]):
        g.s["tf"][f"levelup{p}"] = True
    g.event("levelup", clause="ZD:600", player=p, card=g.card_refs([c])[0],
            level=1 + len(e["lv"]), method=link["method"])
    if link["method"] == "dimension":
        g.draw(p, 1, clause="ZD:600")
    fire(g, "levelup", subject=ref(g.s, c), player=p, method=link["method"])
