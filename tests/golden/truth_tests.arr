# Truth tests: __bool__ and __len__ on classes, containers, and NumPy's
# refusal to give an array of several (or no) elements a truth value.
import numpy as np

class Empty:
    def __len__(self):
        return 0

class Flag:
    def __init__(self, on):
        self.on = on
    def __bool__(self):
        return self.on

class Bad:
    def __bool__(self):
        return 1

def check(x):
    if x:
        return "true"
    return "false"

print(check(Empty()), check(Flag(True)), check(Flag(False)), check([]), check([0]), check(""), check(0.0))
print(Flag(False) or "fallback", Flag(True) and "both", not Empty())
print(check(np.array([5])), check(np.array([0.0])))
x = 3
while Flag(x > 0):
    x -= 1
print(x)
for v in (np.arange(3), np.array([]), Bad()):
    try:
        check(v)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
try:
    print(np.arange(4) > 1 and True)
except ValueError as e:
    print("ValueError:", e)
