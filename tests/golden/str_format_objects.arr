# str.format, format() and f-strings with user classes (__format__,
# __str__, __repr__), attribute and item accessors, conversions, nested
# specs, and their errors.
class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __str__(self):
        return f"P({self.x}, {self.y})"
    def __repr__(self):
        return "P!"
    def __format__(self, spec):
        return "fmt:" + spec if spec else str(self)

class Q:
    def __str__(self):
        return "Q-str"

cdef class Money:
    cdef public long cents
    def __init__(self, long cents):
        self.cents = cents
    def __format__(self, spec):
        return format(self.cents / 100, spec or ".2f") + " EUR"

p = P(1, 2)
print("{}".format(p), "{!r}".format(p), "{:abc}".format(p), "{0.x}-{0.y}".format(p), "{p.x}".format(p=p))
print("{}".format(Q()), "%s" % Q(), "%r" % (p,), "{!s:>8}|".format(Q()), "{!a}".format("é"))
print("{0[1][0]}".format([[1], ["a", "b"]]), "{d[k]}".format(d={"k": 5}), "{0.real:.2f}".format(3 + 4j))
print(format(p, "zz"), format(Q()), f"{p}", f"{p!r}", f"{p:q}", str(p), repr([p]))
print("{:{w}.{p}f}".format(3.14159, w=10, p=2), "{:^{}}".format("x", 5), "{0:{1}}".format(7, "03"))
print("{}".format(Money(1234)), f"{Money(5):.1f}", "{:>6}".format(Money(99)))
print("{0}{1}{0}".format("ab", "-"), "{x}{y}".format(x=1, y=[2]), "{{}}{}".format(3))
for bad in ("{:>8}", "{0.nope}", "{0[9]}", "{}{1}", "{!x}", "{"):
    try:
        print(bad.format(Q() if bad == "{:>8}" else [1]))
    except (TypeError, ValueError, AttributeError, IndexError) as e:
        print(type(e).__name__, e)
try:
    format(Q(), "d")
except TypeError as e:
    print(e)
