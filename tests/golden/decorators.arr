# Python decorators on def functions: a tracing wrapper with *args/**kwargs,
# decorator factories, stacked decorators (innermost applied first), a
# registering decorator, and a memoising closure that the recursion goes
# through (so the decorated name is looked up, not called directly).
def trace(func):
    def wrapper(*args, **kwargs):
        print("calling", func.__name__, args)
        result = func(*args, **kwargs)
        print("returned", result)
        return result
    return wrapper

@trace
def add(a, b):
    return a + b

print(add(2, 3))

def repeat(n):
    def deco(func):
        def inner(x):
            for _ in range(n):
                x = func(x)
            return x
        return inner
    return deco

@repeat(3)
def double(x):
    return x * 2
print(double(1))

@trace
@repeat(2)
def inc(x):
    return x + 1
print(inc(10))

registry = []
def register(f):
    registry.append(f.__name__)
    return f

@register
def alpha():
    return "a"
@register
def beta():
    return "b"
print(registry, alpha(), beta())

def memo(f):
    cache = {}
    def g(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]
    return g

@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90))
