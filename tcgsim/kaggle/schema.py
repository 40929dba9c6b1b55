"""The competition engine's numbers: select types, contexts, option types, areas, Energy types.

Read from its observations next to the names its visualizer data gives the same numbers
(``kaggle-environments`` 1.33.2, cabt engine version 2).
"""

from __future__ import annotations

# select["type"]
SELECT_NONE, SELECT_CARD, SELECT_ATTACHED_CARD, SELECT_ENERGY = 0, 1, 2, 4
SELECT_SKILL, SELECT_ATTACK, SELECT_COUNT, SELECT_YES_NO = 5, 6, 8, 9

# select["context"]
CONTEXTS = {
    "Main": 0, "SetupActivePokemon": 1, "SetupBenchPokemon": 2, "Switch": 3, "ToActive": 4,
    "ToBench": 5, "ToHand": 7, "Discard": 8, "ToDeck": 9, "ToDeckBottom": 10, "ToPrize": 11,
    "DamageCounter": 13, "DamageCounterAny": 14, "Damage": 15, "Heal": 17, "AttachFrom": 21,
    "AttachTo": 22, "Look": 24, "EffectTarget": 25, "DiscardToolCard": 27,
    "SwitchEnergyCard": 28, "DiscardEnergy": 30, "SwitchEnergy": 33, "SkillOrder": 34,
    "Attack": 35, "DrawCount": 38, "IsFirst": 41, "Activate": 43, "FirstEffect": 44,
}

# option["type"]
OPT_NUMBER, OPT_YES, OPT_NO, OPT_CARD, OPT_TOOL_CARD, OPT_ENERGY_CARD = 0, 1, 2, 3, 4, 5
OPT_PLAY, OPT_ATTACH, OPT_EVOLVE, OPT_ABILITY, OPT_DISCARD = 7, 8, 9, 10, 11
OPT_RETREAT, OPT_ATTACK, OPT_END = 12, 13, 14

# option["area"] / a card's place
AREA_DECK, AREA_HAND, AREA_DISCARD, AREA_ACTIVE, AREA_BENCH = 1, 2, 3, 4, 5
AREA_LOOKING, AREA_STADIUM, AREA_PRIZE = 6, 7, 12

#: Energy types as the competition numbers them (``energies``, attack costs)
ENERGY_TYPES = {"Colorless": 0, "Grass": 1, "Fire": 2, "Water": 3, "Lightning": 4,
                "Psychic": 5, "Fighting": 6, "Darkness": 7, "Metal": 8, "Dragon": 9}
