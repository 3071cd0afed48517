values = [1, 2.0, "s", [1], (1,), {1: 2}, None, True]
for v in values:
    print(isinstance(v, int), isinstance(v, float), isinstance(v, (list, tuple)), isinstance(v, str))
class A:
    pass
class B(A):
    pass
b = B()
print(isinstance(b, A), isinstance(b, B), isinstance(A(), B), issubclass(B, A))
print(type(b) is B, type(b).__name__)
