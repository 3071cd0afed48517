# C int floor division and modulo (Python rounding, cdivision off) for
# every sign pair, on int, short, signed char and long, near the limits.
def table(int lo, int hi):
    cdef int a, b
    out = []
    for a in range(lo, hi):
        for b in range(lo, hi):
            if b != 0:
                out.append((a // b, a % b))
    return out

def limits():
    cdef int m = -2147483647 - 1
    cdef int one = 1, neg = -3, big = 2147483647
    cdef short s = -32768, t = 7
    cdef signed char c = -128, d = -5
    cdef long L = -9223372036854775807 - 1, q = 10
    print(m // neg, m % neg, m // one, m % big, big // neg, big % neg)
    print(s // t, s % t, t // s, t % s, c // d, c % d, d // c, d % c)
    print(L // q, L % q)

def sieve(int n):
    cdef int i, j, count = 0
    for i in range(2, n):
        for j in range(2, i):
            if i % j == 0:
                break
        else:
            count += 1
    return count

print(table(-7, 8)[:40])
print(sum(x + 3 * y for x, y in table(-20, 21)))
limits()
print(sieve(2000))
