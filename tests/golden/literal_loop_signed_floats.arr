import math
for v in [0.5, -1e-30, 180, -1]:
    print(v)
for w in [0.5, 1e10, 180]:
    print(w)
for u in [0.5, 1e-30, 30]:
    print(u)
for a in (+1, -2.5, +3.5):
    print(a)
for b in [-1, +2]:
    print(b, b / 2)
