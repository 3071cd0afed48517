class A:
    def __radd__(self, o):
        raise TypeError("unsupported operand type(s) for +: 'int' and 'A'")
x = 1
try:
    x += A()
except TypeError as e:
    print(e)
y = [1]
try:
    y += 5
except TypeError as e:
    print(e)
z = "a"
try:
    z *= "b"
except TypeError as e:
    print(e)
try:
    z -= 1
except TypeError as e:
    print(e)
w = None
try:
    w //= 2
except TypeError as e:
    print(e)
t = (1,)
try:
    t += [2]
except TypeError as e:
    print(e)
