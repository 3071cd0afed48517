# Methods that assign fields of `self`, called from typed loops: the
# state each call leaves is what the next call and the caller see.
cimport cython

cdef class LCG:
    cdef unsigned long long state
    cdef long draws
    def __init__(self, unsigned long long seed):
        self.state = seed
    cdef unsigned long long next_u64(self):
        self.state = self.state * 6364136223846793005ULL + 1442695040888963407ULL
        self.draws += 1
        return self.state
    cdef double uniform(self):
        return (self.next_u64() >> 11) * (1.0 / 9007199254740992.0)
    cdef long below(self, long n):
        # Reads the field before and after a call that assigns it.
        cdef unsigned long long before = self.state
        cdef unsigned long long r = self.next_u64()
        if self.state == before:
            return -1
        return <long>(r % <unsigned long long>n)

cdef class Acc:
    cdef double total
    cdef long n
    cdef int small
    cdef float f
    cdef bint seen
    cdef void add(self, double x):
        self.total += x
        self.n += 1
        self.small += 1000000
        self.f += 0.1
        if x > 5:
            self.seen = True
    cdef double mean(self):
        return self.total / self.n
    cdef long first_over(self, double limit, long steps):
        cdef long i
        for i in range(steps):
            self.add(i)
            if self.total > limit:
                return i
        return -1

cdef class Counter:
    cdef long hits
    cdef long bump(self, long k):
        self.hits += k
        return self.hits

cdef class Doubler(Counter):
    cdef long bump(self, long k):
        self.hits += 2 * k
        return self.hits

class PyCounter(Counter):
    def bump(self, k):
        return -1

def monte_carlo(long n):
    cdef LCG rng = LCG(42)
    cdef long hits = 0, i
    cdef double x, y
    for i in range(n):
        x = rng.uniform()
        y = rng.uniform()
        if x * x + y * y <= 1.0:
            hits += 1
    return 4.0 * hits / n, rng.draws, rng.state

def buckets(long n):
    cdef LCG rng = LCG(7)
    cdef long counts[5]
    cdef long i, b
    for i in range(5):
        counts[i] = 0
    for i in range(n):
        b = rng.below(5)
        counts[b] += 1
    return counts, rng.draws

def accumulate(long n):
    cdef Acc a = Acc()
    cdef long i
    for i in range(n):
        a.add(i * 0.5)
    return a.mean(), a.n, a.small, round(a.f, 3), a.seen

def until(long cap):
    # The loop reads the field a method it calls assigns.
    cdef Acc a = Acc()
    while a.n < cap:
        a.add(1.0)
    return a.n, a.total

def reset_then_mean(long n):
    # The loop assigns a field a method it calls reads.
    cdef Acc a = Acc()
    cdef long i
    cdef double m = 0
    for i in range(n):
        a.total = i
        a.n = 2
        m += a.mean()
    return m, a.total, a.n

def early(double limit):
    cdef Acc a = Acc()
    return a.first_over(limit, 100), a.n, a.total

def dispatch(Counter c, long n):
    cdef long i, last = 0
    for i in range(n):
        last = c.bump(i)
    return last, c.hits

def aliases(long n):
    cdef Counter a = Counter()
    cdef Counter b = a
    cdef long i
    for i in range(n):
        a.bump(1)
        b.bump(10)
    return a.hits, b.hits

def two_instances(long n):
    cdef Counter a = Counter()
    cdef Counter b = Counter()
    cdef long i
    for i in range(n):
        a.bump(1)
        b.bump(a.hits)
    return a.hits, b.hits

cdef class Stepper:
    cdef int count
    cdef int step(self, int d):
        self.count += 1
        return 10 // d

def interrupted(long n):
    cdef Stepper s = Stepper()
    cdef long i, total = 0
    try:
        for i in range(n):
            total += s.step(3 - i)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    return s.count, total

print(monte_carlo(100000))
print(buckets(10000))
print(accumulate(1000))
print(until(37))
print(reset_then_mean(10))
print(early(40.0))
print(early(1e9))
print(dispatch(Counter(), 100))
print(dispatch(Doubler(), 100))
print(dispatch(PyCounter(), 100))
print(aliases(5))
print(two_instances(5))
print(interrupted(10))
