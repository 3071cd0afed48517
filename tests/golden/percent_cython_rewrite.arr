class Money:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return "$%d" % self.v
    def __repr__(self):
        return "Money(%r)" % (self.v,)
    def __format__(self, spec):
        return "M[" + spec + "]"
    def __int__(self):
        return 7

x, s, f, m = 42, "cd", 3.14159, Money(5)
print("%-5s|%5s|" % ("ab", "cd"))
print("%5s|%05s|%-5r|%5r|" % (s, s, s, s))
print("%5d|%-5d|%05d|%d|" % (x, x, x, 3.99))
print("%.2f|%8.3f|%-8.1f|%08.2f|%f" % (f, f, f, f, x))
print("%x|%X|%o|%5x|%-6o|" % (255, 255, 8, 255, 8))
print("%s and %r and %a" % ("é", "é", "é"))
print("%5s|%-5s|%s" % (3, 2.5, None))
print("%s|%r|%5s|%d" % (m, m, m, m))
print("100%% of %s" % ("it",))
print("%e|%g|%c|%i" % (12345.678, 0.0001, 65, 7))
print("%+d|%+5d|% d" % (5, 5, 5))
print("%#x|%#o" % (255, 8))
print("%.3d|%5.2x" % (5, 10))
print("%*d|" % (5, 42))
print("%s %s" % ("a", "b"), "%s" % ("only",), "%s-%s" % (1, (2, 3)))
print("%.3s|%5.2s|%-6.4s|" % ("abcdef", "xyz", "hello world"))
print("%d%%" % (50,), "%5.1f%%" % (99.5,))
print("%s" % (["list"],), "%r" % ({"k": 1},), "%s|%s" % (True, 1e20))
try:
    print("%d" % ("12",))
except TypeError as e:
    print("TypeError", e)
try:
    print("%x" % (2.5,))
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
try:
    print("%d %d" % (1,))
except TypeError as e:
    print("TypeError", e)
try:
    print("%s" % (1, 2))
except TypeError as e:
    print("TypeError", e)
t = ("ab", "cd")
print("%5s|%-5s|" % t)
print("%5s|" % "r", "%5s|" % s)
cdef int ci = 12
cdef double cd = 2.5
print("%5d|%-5d|%5s|%6.2f|%s" % (ci, ci, ci, cd, cd))
