print(b"%d.5" % 3, b"%s-%s" % (b"ab", b"cd"), b"%r|%a" % ("h\xe9", b"x"))
print(b"%5c|%-3c|%c" % (65, 66, b"z"), b"%x %o %05.1f %e" % (255, 8, 2.25, 1e10))
print(b"%(a)s=%(b)d" % {b"a": b"key", b"b": 7})
print("%(a)s" % {"a": 1}, "%s" % ({"a": 1},), "%s" % [1, 2], "%c%c" % ("x", 0x263a))
try:
    print(b"%s" % "str")
except TypeError as e:
    print("TypeError:", e)
try:
    print(b"%d" % (1, 2))
except TypeError as e:
    print("TypeError:", e)
try:
    print(b"%c" % 300)
except OverflowError as e:
    print("OverflowError:", e)
try:
    print("%(a)s" % ({"a": 1},))
except TypeError as e:
    print("TypeError:", e)
try:
    print(b"%c" % "s")
except TypeError as e:
    print("TypeError:", e)
try:
    print("%c" % "ab")
except TypeError as e:
    print("TypeError:", e)
cdef bytes bb = b"n=%d"
print(bb % 5, len(bb % 12345))
print("%5c|%-4c|" % (65, "b"))
