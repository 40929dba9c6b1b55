"""Read-only dicts: parts of views that many views share instead of copying each time.

A view is handed to agents, which may keep it, change it or hand it on, so no view may share
a mutable object with the game's state or with another view. Parts that are the same in
every view of a game (a card's reference: its number, card id and name) need not be copied
for that: one :class:`ReadOnlyDict` per part serves every view. It is a ``dict`` (``json``,
``orjson``, ``==`` and every reader see one), but whatever would change it raises
``TypeError``, so an agent that writes into a shared part fails at once instead of changing
what another view shows. A copy (``dict(ref)``, ``ref.copy()``, ``{**ref}``, ``copy.copy``,
``copy.deepcopy``) is a plain ``dict``, free to change.
"""

from __future__ import annotations

import copy
from typing import Any, NoReturn


class ReadOnlyDict(dict[str, Any]):
    """A dict that refuses every change through its methods and operators (see the module
    text): made once, read by many. (Made by ``dict``'s own ``__init__``, in C: views make
    some as they first show a card.)"""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("this part of a view is shared by other views and cannot be changed: "
                        "change a copy (dict(part))")

    __setitem__ = __delitem__ = __ior__ = _refuse
    update = pop = popitem = clear = setdefault = _refuse

    def __copy__(self) -> dict[str, Any]:
        return dict(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[str, Any]:
        return {k: copy.deepcopy(v, memo) for k, v in self.items()}

    def __reduce__(self) -> tuple[type[ReadOnlyDict], tuple[dict[str, Any]]]:
        # pickled by its items (the default would set them one by one, which it refuses)
        return type(self), (dict(self),)
