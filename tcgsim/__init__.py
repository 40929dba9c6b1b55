"""tcgsim: a rules-exact engine, player and laboratory for trading card games.

Games live in subpackages with one protocol: ``tcgsim.pokemon`` and ``tcgsim.zero`` each
expose ``new_game``, ``Game``, deck lists, card lookup and views, with decisions as data
(their ``__all__``). The shared machinery is in ``tcgsim.core``; agents, simulation, the
browser app and the command line are layers above the games (README, "Architecture").
"""

__version__ = "0.1.0"
