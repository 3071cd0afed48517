# dict.fromkeys is a class method, also reached through a dict.
d = {1: 2}
print(d.fromkeys("ab", 0), d, {}.fromkeys([3, 3.0, 1]), dict.fromkeys(range(3)))
try:
    d.fromkeys([[1]])
except TypeError as e:
    print(e)
# A flavoured dict's makes one of its kind; Counter has none.
from collections import OrderedDict, defaultdict, Counter
print(OrderedDict().fromkeys("xy", 1), defaultdict(list).fromkeys("ab", 1))
try:
    Counter().fromkeys("ab")
except NotImplementedError as e:
    print(e)
# The class method on the collections classes themselves.
print(OrderedDict.fromkeys("abc", 0))
print(defaultdict.fromkeys("ab", 1))
try:
    Counter.fromkeys("ab")
except NotImplementedError as e:
    print("NotImplementedError", e)
