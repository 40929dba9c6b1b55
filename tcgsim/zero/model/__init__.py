"""The Zero Dimension model: the game state as plain data (``state``), the card database
(``carddb``) and deck lists (``deck``)."""
