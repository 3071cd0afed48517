# dict.fromkeys is a class method, also reached through a dict.
d = {1: 2}
print(d.fromkeys("ab", 0), d, {}.fromkeys([3, 3.0, 1]), dict.fromkeys(range(3)))
try:
    d.fromkeys([[1]])
except TypeError as e:
    print(e)
