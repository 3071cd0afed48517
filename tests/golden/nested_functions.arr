def compose(f, g):
    def h(x):
        return f(g(x))
    return h
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5))
def memo_fib():
    cache = {}
    def fib(n):
        if n in cache:
            return cache[n]
        r = n if n < 2 else fib(n - 1) + fib(n - 2)
        cache[n] = r
        return r
    return fib
print(memo_fib()(50))
def apply_all(fs, v):
    return [f(v) for f in fs]
print(apply_all([abs, str, lambda q: q * q], -3))
