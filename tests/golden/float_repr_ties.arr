# Floats whose shortest round-trip text has two candidates equally near
# the value: Python prints the even one.
print(1543540401649463.25, 1512556654041413.25, 1358784733599111.25)
print(-1543540401649463.25, [4503599627370497.5 - 0.25], 0.125, 2.5, 0.375)
cdef double x = 1543540401649463.25
print(x, repr(x), str(x), f"{x}", x / 2)
s = 987654321
def rnd():
    global s
    s = (s * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    return s >> 11
ties = 0
for i in range(3000):
    k = rnd()
    y = (k % 10**17) / 8.0
    t = repr(y)
    if t.endswith("2") or t.endswith("8"):
        ties += 1
    if i % 300 == 0:
        print(t, str(-y / 3))
print(ties)
