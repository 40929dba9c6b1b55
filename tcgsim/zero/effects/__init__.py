"""The card effect vocabulary: the ops card scripts are written with (``ops_*``)."""
