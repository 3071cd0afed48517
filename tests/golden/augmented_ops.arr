x = 10
x += 5
x -= 3
x *= 2
x //= 5
x **= 3
x %= 7
print(x)
y = 1.5
y /= 2
y *= 4
print(y)
s = "ab"
s += "cd"
s *= 2
print(s)
bits = 0b1010
bits |= 0b0101
bits &= 0b1100
bits ^= 0b0001
bits <<= 2
bits >>= 1
print(bits)
d = {"n": 1}
d["n"] += 10
print(d)
class Box:
    pass
b = Box()
b.v = 1
b.v += 41
print(b.v)
cdef double acc = 1.0
acc *= 2.5
acc -= 0.5
acc /= 4
print(acc)
