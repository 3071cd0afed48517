def f(a, b=2, c=3):
    return a + b * 10 + c * 100
print(f(1), f(1, 5), f(1, c=7), f(c=1, b=2, a=3))
def g(*args, **kwargs):
    return args, sorted(kwargs.items())
print(g(), g(1, 2), g(x=1), g(1, y=2, z=3))
def h(a, *, key=None, flag=False):
    return a, key, flag
print(h(1), h(1, key="k"), h(2, flag=True, key=3))
def varargs(first, *rest):
    return first, rest
print(varargs(1), varargs(1, 2, 3))
args = [1, 2]
kw = {"c": 9}
print(f(*args), f(*args, **kw), f(**{"a": 5}))
def mutable_default(x, acc=[]):
    acc.append(x)
    return acc
print(mutable_default(1), mutable_default(2))
