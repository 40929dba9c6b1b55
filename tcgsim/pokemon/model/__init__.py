"""The Pokémon model: the game state's types, the card database, deck lists, effect
durations and card implementations as static data. Nothing here imports the rules."""
