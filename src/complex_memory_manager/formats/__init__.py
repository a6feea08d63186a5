"""On-disk formats, pure text <-> records (no I/O, no crypto)."""
