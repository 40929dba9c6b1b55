"""The effect primitives card texts are made of, named after the guide's glossary, and the
card DSL they are written in.

* ``script.py``: the script runner and the ops of every kind of text (costs, searches,
  shuffles, coin flips, damage steps 1-4, Energy, effects on a Pokémon, Special Conditions);
* chapter II-B (damage): ``ops_damage.py``, ``optional_damage.py``, ``targeted_damage.py``;
* chapter II-C (effects): ``ops_zones.py`` (cards between zones), ``ops_pokemon.py``
  (switching, healing, moving Energy, locks, copied attacks), ``counter_moves.py``,
  ``ops_counters.py``, ``energy_moves.py``, ``recovery.py``, ``leave_play.py``, ``lost_zone.py``;
* the kinds of card: ``ops_trainers.py`` (Items and Supporters), ``ops_attached.py`` (Tools,
  Stadiums, Special Energy), ``ops_abilities.py``, ``prize_effects.py``;
* chapters II-D / II-E (terms, other text): ``ops_conditions.py`` ("If …,"), ``filters.py`` (the
  card phrases texts name), ``conditions.py`` (conditions of play).

Each op is named in ``install.OPS``; nothing here registers itself."""
