"""tcgsim: a rules-exact engine, player and laboratory for trading card games.

Games live in subpackages with one protocol: ``tcgsim.pokemon`` (and later
``tcgsim.zero``) each expose ``new_game``, ``Game``, deck parsing, views and
decisions as data. The shared machinery is in ``tcgsim.core``.
"""

__version__ = "0.1.0"
