add = lambda a, b=1: a + b
print(add(2), add(2, 3))
def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = make_counter()
print(c(), c(), c())
def adder(n):
    return lambda x: x + n
add5 = adder(5)
print(add5(10), adder(1)(1))
def outer():
    x = 1
    def middle():
        def inner():
            return x * 10
        return inner()
    x = 2
    return middle()
print(outer())
fs = [lambda v, k=k: v * k for k in range(3)]
print([f(10) for f in fs])
