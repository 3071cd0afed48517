print("%d items" % 5)
print("%s and %r" % ("a", "b"))
print("%5.2f|%-6d|%06.1f|%x|%X|%o" % (3.14159, 42, 2.5, 255, 255, 8))
print("%e %g %g %g" % (12345.678, 0.0001, 1e-5, 123456789.0))
print("%3s|%-3s|%.2s" % ("a", "b", "xyz"))
print("100%% sure, %i" % 7)
print("%c%c" % (72, 105))
print("%+d %+d % d" % (5, -5, 5))
x = "a"
fmt = "%3s|"
print("%3s|" % x, fmt % x, "%5s|%-5s|" % ("r", "l"))
