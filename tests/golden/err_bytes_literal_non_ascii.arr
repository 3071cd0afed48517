# arr-only: Cython refuses this with "bytes can only contain ASCII literal characters."
print(1)
data = b"café"
