# A bool formats as its int under a non-empty format spec
def f(bint b, int i, double d):
    print("{}|{:<8}|{:>3}|{!r}".format(b, b, b, b))
    print(f"{b}|{b:<8}|{b:>3}|{b!r}|{b:d}")
    print("{}".format(b), "{0}{0}".format(b), "{:d}".format(b), format(b, "<4"), format(b))
    s = "x{}y"
    print(s.format(b), str(b), repr(b), "%s %d" % (b, b))
    print("{} {:5}".format(i, d), f"{i:5} {d:5}")
f(True, 3, 2.5)
f(False, 3, 2.5)
try:
    format(True, "s")
except ValueError as e:
    print(e)
