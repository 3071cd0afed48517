# Loops over a list of extension-type instances calling their cdef
# methods: the fields each step leaves, the variable's last instance, and
# the errors (an index past the end, a method raising mid-step).
cdef class Particle:
    cdef public double x, y, vx, vy
    cdef public int bounces
    cdef public unsigned char tick
    cdef public bint moved

    def __init__(self, double x, double y, double vx, double vy):
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy

    cdef void step(self, double dt):
        self.x += self.vx * dt
        self.y += self.vy * dt
        self.tick += 100
        self.moved = True
        if self.x < 0 or self.x > 1:
            self.vx = -self.vx
            self.bump()
        if self.y < 0 or self.y > 1:
            self.vy = -self.vy
            self.bump()

    cdef void bump(self):
        self.bounces += 1

    cdef double energy(self):
        return 0.5 * (self.vx * self.vx + self.vy * self.vy)

    cdef int checked_step(self, double dt) except -1:
        self.x += dt
        if self.x > 2:
            raise ValueError(f"x ran away past {dt * 5:.1f}")
        self.y += dt
        return 0

class Loose(Particle):
    pass

def make(int n):
    return [Particle(i / n, (i * 7 % n) / n, 0.01 * (i % 3 - 1), 0.02 * (i % 5 - 2))
            for i in range(n)]

def simulate(list ps, int steps):
    cdef int s, i
    cdef Particle p
    cdef double e = 0
    for s in range(steps):
        for i in range(len(ps)):
            p = ps[i]
            p.step(0.5)
            e += p.energy()
    return e, p.x

def backwards(list ps):
    cdef int i
    cdef Particle p = None
    cdef double total = 0
    for i in range(1, len(ps) + 1):
        p = ps[-i]
        p.x = p.x * 2 + i
        total += p.x
    return total, p.y

def past_end(list ps, int extra):
    cdef int i
    cdef Particle p
    for i in range(len(ps) + extra):
        p = ps[i]
        p.vx += 1
    return "done"

def runaway(list ps):
    cdef int i, k
    cdef Particle p
    for k in range(10):
        for i in range(len(ps)):
            p = ps[i]
            p.checked_step(0.4)
    return "done"

def describe(list ps):
    return [(round(q.x, 6), round(q.y, 6), round(q.vx, 6), round(q.vy, 6),
             q.bounces, q.tick, q.moved) for q in ps]

def attempt(label, fn, *args):
    try:
        print(label, fn(*args))
    except Exception as e:
        print(label, type(e).__name__, e)

ps = make(7)
attempt("simulate", simulate, ps, 40)
print(describe(ps))
attempt("backwards", backwards, ps)
print(describe(ps))
attempt("past end", past_end, ps, 2)
print([round(q.vx, 6) for q in ps])
qs = make(3)
attempt("runaway", runaway, qs)
print(describe(qs))
mixed = make(3) + [Loose(0.5, 0.5, 0.1, 0.1)]
attempt("mixed", simulate, mixed, 3)
print(describe(mixed))
twice = make(2)
twice.append(twice[0])
attempt("twice", simulate, twice, 3)
print(describe(twice))
attempt("empty", simulate, [], 3)
