# min/max of two numbers: Cython inlines `b if b > a else a` typed as the
# arguments' spanning C type, so max(1, 1.0) is 1.0; Python objects and bools
# go through the builtin (the first of equals wins, NaN never beats).
nan = float('nan')
print(max(1, 2), max(2, 1), min(1, 2), min(-0.0, 0.0), max(-0.0, 0.0), max(nan, 1.0), max(1.0, nan), min(nan, 1.0), min(1.0, nan), max(1, 1.0), max(True, 1), min(3, 2, 1), max([1, 5]))
def f(int n, double x, o):
    print(max(n, 0.5), max(0, x), min(n, 2), max(1, 1.0), max(2, 1.5), min(1.0, 1), max(n, o), max(o, 1.0), max(n, x, 1))
f(1, -2.0, 1)
