"""Card implementations. Importing this package registers every implemented card."""

from tcgsim.pokemon.cards import mega_evolution, scarlet_violet, scarlet_violet_attacks  # noqa: F401
