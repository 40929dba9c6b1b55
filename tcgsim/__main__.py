"""``python -m tcgsim`` and the ``tcgsim`` console script: the command line.

The command line is an extra (``pip install 'tcgsim[cli]'``); without it the command says
so in one line rather than with a traceback.
"""

import sys

from tcgsim.core.extras import MissingExtra, require


def main() -> None:
    try:
        require("cli", "the tcgsim command")
    except MissingExtra as e:
        sys.exit(f"tcgsim: {e}")
    from tcgsim.cli import main as run

    run()


if __name__ == "__main__":
    main()
