# `for p in ps:` over a list of cdef class instances: the loop may run
# as a kernel over a table of the instances' fields; what it leaves in
# each instance, in `p` and in the result must be what Cython leaves.
cdef class Cell:
    cdef public double mass, pos, vel
    cdef public int hits

    def __init__(self, double mass, double pos):
        self.mass = mass
        self.pos = pos
        self.vel = 0.0
        self.hits = 0

    cdef void push(self, double f, double dt):
        self.vel += f / self.mass * dt
        self.pos += self.vel * dt
        if self.pos < 0:
            self.pos = -self.pos
            self.vel = -self.vel
            self.hits += 1

    cdef int check(self, int limit) except -1:
        if self.hits > limit:
            raise RuntimeError(f"cell hit the wall {self.hits} times")
        return self.hits

    cdef int check_limit(self, int limit) except -1:
        if self.hits > limit:
            raise RuntimeError(f"a cell hit the wall more than {limit} times")
        return self.hits

class Heavy(Cell):
    pass

def relax(list cells, int steps, double dt):
    cdef Cell c
    cdef int s
    cdef double total
    for s in range(steps):
        for c in cells:
            c.push(-9.8 * c.mass, dt)
    total = 0
    for c in cells:
        total += c.mass * c.vel
    return total, c.pos

def first_over(list cells, double limit):
    cdef Cell c
    cdef int n = 0
    for c in cells:
        if c.pos > limit:
            break
        n += 1
    else:
        return -1, n
    return c.pos, n

def limited(list cells, int steps, int limit):
    cdef Cell c
    cdef int s, seen = 0
    for s in range(steps):
        for c in cells:
            c.push(-1.0, 0.5)
            seen += c.check(limit)
    return seen

def limited_kernel(list cells, int steps, int limit):
    cdef Cell c
    cdef int s, seen = 0
    for s in range(steps):
        for c in cells:
            c.push(-1.0, 0.5)
            seen += c.check_limit(limit)
    return seen

def show(cells):
    print([(round(c.pos, 9), round(c.vel, 9), c.hits) for c in cells])

cells = [Cell(1.0 + k, 0.5 * k) for k in range(5)]
print(relax(cells, 200, 0.01))
show(cells)
print(first_over(cells, 0.6))
print(first_over(cells, 100.0))

try:
    limited(cells, 40, 2)
except RuntimeError as e:
    print("RuntimeError:", e)
show(cells)

try:
    limited_kernel(cells, 60, 30)
except RuntimeError as e:
    print("RuntimeError:", e)
show(cells)

mixed = [Cell(2.0, 1.0), Heavy(3.0, 2.0)]
print(relax(mixed, 50, 0.02))
show(mixed)

try:
    relax([Cell(1.0, 1.0), 7], 3, 0.1)
except TypeError as e:
    print("TypeError:", e)

try:
    relax([], 3, 0.1)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
