"""The effect primitives card texts are made of (ops, by the guide's chapters II-B to
II-E), the script runner and the card DSL's filters and conditions."""
