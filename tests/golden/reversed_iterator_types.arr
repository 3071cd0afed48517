# What reversed() gives for each kind of sequence, by type name, and its items.
from collections import deque
for seq in [[1, 2, 3], (1, 2, 3), range(3), "abc", {"a": 1, "b": 2}, deque([1, 2])]:
    r = reversed(seq)
    print(type(r).__name__, list(r))
