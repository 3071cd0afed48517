# while loops over C integers: every comparison form as the condition,
# continue, break, else, and conditions on mixed widths and unsigned types.
def loops():
    cdef int i = 0
    cdef long total = 0
    cdef unsigned int u = 0
    cdef signed char c = -100
    while i < 20:
        i += 1
        if i % 3 == 0:
            continue
        if i >= 17:
            break
        total += i
    else:
        print("no else after break")
    print(i, total)
    while u <= 5:
        u += 2
    else:
        print("else ran", u)
    while c != 100:
        c += 50
        if c > 0:
            print("c", c)
    cdef long big = 3000000000
    cdef long n = 0
    while n < big:
        n += 1000000000
        if n == 2000000000:
            print("two billion")
    print(n)
    cdef unsigned long x = 18446744073709551615
    cdef int steps = 0
    while x > 1:
        x //= 1024
        steps += 1
    print(steps, x)
    cdef int k = 10
    while k:
        k -= 3
        if k < 0:
            break
    print(k)
    cdef int a = 5, b = 5
    while a == b:
        b += 1
    while a != b and a > -3:
        a -= 2
    print(a, b)

loops()
