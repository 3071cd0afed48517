# Assigning through a list or deque with an index of the wrong type raises
# what Python raises (the message names the index type).
from collections import deque
for obj, k in [([1, 2], (0, 1)), ([1], 1.5), (deque([1]), 'a'), ([1], None)]:
    try:
        obj[k] = 2
    except TypeError as e:
        print(e)
