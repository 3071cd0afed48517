# `a, b = x, y`: every part is evaluated before any target is stored,
# then targets are stored left to right.
log = []

def note(tag, v):
    log.append(tag)
    return v

class Box:
    pass

def fib(int n):
    a, b = 0, 1
    for i in range(n):
        a, b = b, a + b
    return a

def main():
    x, y = 1, 2
    x, y = y, x
    print(x, y)
    cdef int i = 3
    cdef double d = 0.5
    i, d = <int>(d * 10), i
    print(i, d)
    xs = [0, 0, 0]
    k = 0
    k, xs[k] = 2, 7
    print(k, xs)
    b = Box()
    b.p, b.q, xs[2] = note("p", 10), note("q", 20), note("r", 30)
    print(b.p, b.q, xs, log)
    p, q, r = note("a", 1), note("b", 2), note("c", 3)
    print(p + q + r, log[-3:])
    try:
        x, y = 100, 1 // 0
    except ZeroDivisionError:
        print("unchanged", x, y)
    print(fib(90))
    lst = [1, 2, 3]
    lst[0], lst[2] = lst[2], lst[0]
    print(lst)

main()
