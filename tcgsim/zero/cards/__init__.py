"""The Zero Dimension card files (``<series>.toml``, read by ``model.carddb``) and their check
against the engine's vocabulary (``check``)."""
