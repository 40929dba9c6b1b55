"""The test cards of the Zero Dimension tests (ids "T-..."), in the card data format: importing
this package registers every set (``tests.zero.util`` does, so every test has them)."""

from . import basic, combat, kwa, kwb, release, rulings  # noqa: F401
