#!/usr/bin/env bash
# Ship every real list kept in tests/data (a card of it was not playable) whose cards are all
# playable now: move it to tcgsim/pokemon/decks/, where it is a bundled deck
# (tests/pokemon/test_real_decks.py asks for this when a kept list becomes fully playable).
set -euo pipefail
shopt -s nullglob  # no kept list: nothing to do
cd "$(dirname "$0")/.."
for f in tests/data/*.txt; do
    if PYTHONPATH=$PWD python -c "from tcgsim.cli import main; main()" deck check "$f" >/dev/null 2>&1; then
        git mv "$f" tcgsim/pokemon/decks/
        echo "shipped $(basename "$f")"
    fi
done
