"""``python -m tcgsim``: the same as the ``tcgsim`` command."""

from tcgsim.cli import main

main()
