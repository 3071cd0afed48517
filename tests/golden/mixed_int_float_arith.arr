# Untyped arithmetic of an int and a float converts the int to the
# nearest double first, as Python does, in every operator and in-place
# form; ints past 2**53 round to even.

def show(a, b):
    print(a + b, a - b, a * b, a / b, b + a, b - a, b * a, b / a)

show(3, 0.5)
show(-7, 2.0)
show(2**53 + 1, 1.0)
show(2**63 - 1, 0.25)
show(-(2**63), -1.0)
x = 1
x += 0.5
y = 10
y *= 0.1
z = 7.0
z -= 2
w = 3
w /= 4
v = 9
v /= 3
print(x, y, z, w, v)
try:
    print(1 / 0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(2.5 / 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    q = 1.0
    q /= 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(10**20 + 0.5, 0.5 * 10**20)
