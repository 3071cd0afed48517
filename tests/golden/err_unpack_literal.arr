# arr-only: err unpack literal
a, b = 1, 2, 3
