"""The keywords of rule 900 (ZD:900.<KW>)."""
