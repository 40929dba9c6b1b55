"""Items played as Pokémon (the Fossils): "Play this card as if it were a 60-HP Basic
Colorless Pokémon. This card can't be affected by any Special Conditions and can't retreat.
At any time during your turn, you may discard this card from play."

Playing the card is playing an Item (an Item lock stops it; it can't be put into play at
setup, and no "Basic Pokémon" search finds it): its effect puts it onto the Bench, which
needs room there. In play it is the Basic Pokémon of :func:`carddb.played_as_pokemon`
(``Game.top``); what its text says of it there holds as long as it is in play, as passives
of its Trainer text (:mod:`tcgsim.pokemon.rules.continuous`: they are no Ability, so an
Ability lock leaves them), and "discard this card from play" is a main-phase action
(``TrainerImpl.discard_from_play``, :mod:`tcgsim.pokemon.rules.actions`).
"""

from __future__ import annotations

from tcgsim.pokemon.compiler.core import sentences
from tcgsim.pokemon.model.carddb import CardDef, played_as_pokemon
from tcgsim.pokemon.model.impl import TrainerImpl
from tcgsim.pokemon.rules.continuous import Passive

_NO_CONDITIONS = Passive("no_conditions")
_CANT_RETREAT = Passive("cant_retreat")
#: what the rest of the text says of the card in play, sentence by sentence
_IN_PLAY: dict[str, tuple[Passive, ...]] = {
    "This card can't be affected by any Special Conditions and can't retreat.":
        (_NO_CONDITIONS, _CANT_RETREAT),
    "This card can't be affected by any Special Conditions, and it can't retreat.":
        (_NO_CONDITIONS, _CANT_RETREAT),
    "This card can't retreat.": (_CANT_RETREAT,),
}
_DISCARD = "At any time during your turn, you may discard this card from play."


def compile_played_as_pokemon(card: CardDef) -> TrainerImpl | None:
    """The whole text of an Item played as a Pokémon, or None (another card, or a sentence
    not understood)."""
    if played_as_pokemon(card) is None:
        return None
    passives: list[Passive] = []
    discard = False
    for s in sentences(card.rule_text)[1:]:  # the first one is the "as if it were" sentence
        if s == _DISCARD:
            discard = True
        elif s in _IN_PLAY:
            passives += _IN_PLAY[s]
        else:
            return None
    return TrainerImpl(effect=(("bench_this_card", {}),), passives=tuple(passives),
                       discard_from_play=discard)
