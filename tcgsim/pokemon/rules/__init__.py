"""The rules of the game: setup, the turn, attacks and damage, Pokémon Checkup, Knock
Out and winning, abilities, triggers and continuous effects (frame handlers and queries)."""
