"""What may stay in Latin letters on the Chinese page (the server's and the browser's tests).

A card, attack or Ability name without a Chinese source stays as printed
(tcgsim/server/zhwords.py); so do the few words Chinese cards print in Latin letters, Zero
Dimension's card codes and levels, rule clause ids, and the product's own name.
"""

from __future__ import annotations

import re
from functools import cache

WORD = r"[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-z0-9À-ÖØ-öø-ÿ'’.-]*"
#: printed in Latin letters on Chinese cards too
LATIN = frozenset({"HP", "ex", "LV", "V", "VSTAR", "VMAX", "GX", "ACE", "SPEC", "Mr", "N"})
#: the product's name and the language picker's "English"; Zero Dimension's levels (LV2)
OWN_NAMES = re.compile(r"tcgsim|English|LV\d+")
_IDS = re.compile(r"\[[A-Z0-9-]+\]|\b(?:PTCG|ZD):[\w.-]+")  # card codes, clause ids


@cache
def english_names() -> frozenset[str]:
    """The words of the names that stay English on the Chinese page."""
    from tcgsim.pokemon.model.carddb import cards
    from tcgsim.server.zhwords import name

    words: set[str] = set()
    for c in cards():
        for n in (c.name, *(a.name for a in c.attacks), *(a.name for a in c.abilities)):
            if name(n) == n:
                words.update(re.findall(WORD, n))
    return frozenset(words)


def untranslated(text: str) -> list[str]:
    """The English words of ``text`` that are no name, each with its context."""
    text = _IDS.sub("", text)
    found = []
    for m in re.finditer(WORD, text):
        word = m[0].strip(".")
        if word not in LATIN and not OWN_NAMES.fullmatch(word) and word not in english_names():
            found.append(f"{word!r} in …{text[max(0, m.start() - 30):m.end() + 30]}…")
    return found
