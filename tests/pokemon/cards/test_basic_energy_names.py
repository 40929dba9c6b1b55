"""Card texts that name a basic Energy ("Water Energy cards", "a basic Darkness Energy card")
mean every basic Energy card of that type, whatever its printing is called: the Scarlet &
Violet printings are named "Basic Water Energy", older ones "Water Energy" (PTCG:II-E-39).
One test per kind of filter: attach from the hand, search the deck, discard from the hand,
from the discard pile; a true card name stays a name."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, do, pick, zone

KYUREM_V, EISCUE = "swsh11-48", "swshp-SWSH128"  # Rapid Freeze; Ice Bonus
SNOM = "swsh8-84"  # Find Ice: search for up to 2 Water Energy cards
CAPACIOUS_BUCKET, AQUA_PATCH, DARK_PATCH = "swsh2-156", "sm2-119", "bw5-93"
LAPRAS, ZWEILOUS = "sv7-31", "bw6-96"  # a Basic Water Pokémon; Draw In (Darkness Energy)
YVELTAL = "sm35-54"  # a Basic Darkness Pokémon
SV_WATER, ME_WATER, SWSH_WATER = "sve-3", "mee-3", "swsh6-231"  # Basic Water / Water Energy
SV_DARK, SM_DARK = "sve-7", "sm1-170"  # "Basic Darkness Energy", "Darkness Energy"
SV_FIRE = "sve-2"
SPECIAL_DARK = "neo1-104"  # a Special Energy named "Darkness Energy"


def labels(g: Game) -> list[str]:
    return sorted(o.label for o in g.decision.options)


def test_the_filters_ask_what_the_card_is():
    """Every spelling of a basic Energy's name means every basic Energy card of that type; a
    Special Energy that happens to be called "Darkness Energy" is not one; other names stay
    names."""
    db = tcgsim.pokemon.card_db()
    for phrase in ("Water Energy", "Basic Water Energy", "basic Water Energy"):
        f = F.named(phrase)
        assert f(db.get(SV_WATER)) and f(db.get(ME_WATER)) and f(db.get(SWSH_WATER)), phrase
        assert not f(db.get(SV_FIRE)), phrase
    dark = F.named("Darkness Energy")
    assert dark(db.get(SV_DARK)) and dark(db.get(SM_DARK))
    assert not dark(db.get(SPECIAL_DARK))
    candy = F.named("Rare Candy")
    assert candy(db.by_name("Rare Candy")[0]) and not candy(db.get(SV_WATER))


def test_rapid_freeze_attaches_basic_water_energy_printings():
    """Kyurem V's Rapid Freeze ("any number of Water Energy cards from your hand") offers
    every basic Water Energy in the hand, Scarlet & Violet printings included, not Fire."""
    sc = Scenario()
    sc.active(0, KYUREM_V, energy=[SV_WATER, SV_WATER, SV_WATER, SV_WATER])
    sc.hand(0, SV_WATER, ME_WATER, SV_FIRE)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Rapid Freeze")
    assert labels(g) == ["Basic Water Energy", "Basic Water Energy"]
    pick(g, "Basic Water Energy", "Basic Water Energy")
    while g.decision is not None and g.decision.kind != "main" and g.current == 0:
        pick(g, "Kyurem V")
    assert zone(g, 0, "hand") == ["Basic Fire Energy"]
    assert sum(1 for c in active(g, 0)["energy"] if g.name(c) == "Basic Water Energy") == 6


def test_find_ice_searches_basic_water_energy_printings():
    """Snom's Find Ice searches the deck for up to 2 Water Energy cards: with only "Basic
    Water Energy" printings in the deck, both come to the hand."""
    sc = Scenario()
    sc.active(0, SNOM, energy=[SV_WATER])
    sc.deck(0, SV_FIRE, SV_WATER, ME_WATER, SV_FIRE)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Find Ice")
    assert labels(g) == ["Basic Water Energy", "Basic Water Energy"]
    pick(g, "Basic Water Energy", "Basic Water Energy")
    assert zone(g, 0, "hand") == ["Basic Water Energy", "Basic Water Energy"]


def test_capacious_bucket_is_playable_with_basic_water_energy_in_the_deck():
    """Capacious Bucket (a Trainer) finds "Basic Water Energy" printings too."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.hand(0, CAPACIOUS_BUCKET)
    sc.deck(0, SV_FIRE, ME_WATER, SV_FIRE)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Capacious Bucket")
    assert labels(g) == ["Basic Water Energy"]
    pick(g, "Basic Water Energy")
    assert zone(g, 0, "hand") == ["Basic Water Energy"]


def test_ice_bonus_discards_a_basic_water_energy():
    """Eiscue's Ice Bonus: "Discard a Water Energy card from your hand. If you do, draw 3
    cards." A "Basic Water Energy" is discarded and 3 cards are drawn; Fire is not offered."""
    sc = Scenario()
    sc.active(0, EISCUE, energy=[SV_WATER])
    sc.hand(0, SV_WATER, SV_FIRE)
    sc.deck(0, SV_FIRE, SV_FIRE, SV_FIRE, SV_FIRE)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Ice Bonus")
    assert labels(g) == ["Basic Water Energy"]
    pick(g, "Basic Water Energy")
    assert zone(g, 0, "discard") == ["Basic Water Energy"]
    assert zone(g, 0, "hand") == ["Basic Fire Energy"] * 4


def test_aqua_patch_attaches_from_the_discard_pile():
    """Aqua Patch: "Attach a Water Energy card from your discard pile to 1 of your Benched
    Water Pokémon": a "Basic Water Energy" in the discard pile is one."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.bench(0, LAPRAS)
    sc.hand(0, AQUA_PATCH)
    sc.discard(0, SV_FIRE, SV_WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Aqua Patch")
    while g.decision.kind != "main":
        pick(g, "Basic Water Energy" if "Basic Water Energy" in labels(g) else "Lapras")
    assert zone(g, 0, "discard") == ["Aqua Patch", "Basic Fire Energy"]
    assert [g.name(c) for c in g.pl(0)["bench"][0]["energy"]] == ["Basic Water Energy"]


def test_basic_darkness_energy_in_lower_case_finds_every_printing():
    """Zweilous's Draw In ("2 Darkness Energy cards from your discard pile") and Dark Patch
    ("a basic Darkness Energy card", lower-case "basic") take both the old "Darkness Energy"
    printing and the Scarlet & Violet "Basic Darkness Energy"."""
    sc = Scenario()
    sc.active(0, ZWEILOUS, energy=[SV_DARK, SV_DARK, SV_DARK])
    sc.discard(0, SM_DARK, SV_DARK, SV_FIRE)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Draw In")
    while g.decision.kind != "main" and g.current == 0:
        pick(g, "Darkness Energy", "Darkness Energy")
    assert zone(g, 0, "discard") == ["Basic Fire Energy"]
    assert sorted(g.name(c) for c in active(g, 0)["energy"]).count("Darkness Energy") == 1
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.bench(0, YVELTAL)
    sc.hand(0, DARK_PATCH)
    sc.discard(0, SM_DARK, SV_FIRE)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Dark Patch")
    while g.decision.kind != "main":
        pick(g, "Darkness Energy" if "Darkness Energy" in labels(g) else "Yveltal")
    assert [g.name(c) for c in g.pl(0)["bench"][0]["energy"]] == ["Darkness Energy"]
