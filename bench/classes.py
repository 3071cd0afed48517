# CPython's side of bench/classes.arr: the same class in plain Python,
# its grid a NumPy array indexed element by element.
import time
import numpy as np


class Grid:
    def __init__(self, n, m):
        self.data = np.ones((n, m))
        self.n = n
        self.m = m
        self.bias = 0.25

    def total(self):
        s = 0.0
        for i in range(self.n):
            for j in range(self.m):
                s += self.data[i, j]
        return s

    def scale(self, k):
        for i in range(self.n):
            for j in range(self.m):
                self.data[i, j] = self.data[i, j] * k + self.bias
        return self.data[self.n - 1, self.m - 1]


class Particle:
    def __init__(self, x, y, vx, vy):
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy

    def step(self, dt):
        self.x += self.vx * dt
        self.y += self.vy * dt
        if self.x < 0 or self.x > 1:
            self.vx = -self.vx
        if self.y < 0 or self.y > 1:
            self.vy = -self.vy


def particles(n, steps):
    ps = [Particle(i / n, (i * 7 % n) / n, 0.01 * (i % 3 - 1), 0.02 * (i % 5 - 2))
          for i in range(n)]
    for s in range(steps):
        for i in range(n):
            p = ps[i]
            p.step(0.1)
    tot = 0.0
    for p in ps:
        tot += p.x + p.y
    return tot


from math import sin, sqrt


class Function:
    def evaluate(self, x):
        return 0


class SinOfSquare(Function):
    def evaluate(self, x):
        return sin(x ** 2)


def integrate(f, a, b, n):
    s = 0.0
    dx = (b - a) / n
    for i in range(n):
        s += f.evaluate(a + i * dx)
    return s * dx



class Body:
    def __init__(self, x, y, vx, vy, m):
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy
        self.m = m

    def kick(self, ax, ay, dt):
        self.vx += ax * dt
        self.vy += ay * dt

    def drift(self, dt):
        self.x += self.vx * dt
        self.y += self.vy * dt


def nbody(nb, steps):
    bodies = [Body(i, i * 0.5, 0.0, 0.1 * i, 1.0 + i) for i in range(nb)]
    dt = 0.0001
    for s in range(steps):
        for i in range(nb):
            a = bodies[i]
            for j in range(nb):
                if i == j:
                    continue
                b = bodies[j]
                dx = b.x - a.x
                dy = b.y - a.y
                r2 = dx * dx + dy * dy + 0.01
                f = b.m / (r2 * sqrt(r2))
                a.kick(f * dx, f * dy, dt)
        for a in bodies:
            a.drift(dt)
    tot = 0
    for a in bodies:
        tot += a.x + a.y
    return tot

def median(f, repeats):
    times = []
    r = None
    for _ in range(repeats):
        t0 = time.perf_counter()
        r = f()
        times.append(time.perf_counter() - t0)
    times.sort()
    return times[len(times) // 2], r


g = Grid(300, 300)
for name, f in [("grid_total", lambda: g.total()), ("grid_scale", lambda: g.scale(0.5)),
                ("particles", lambda: particles(1000, 100)),
                ("nbody", lambda: nbody(5, 20000)),
                ("integrate_ext", lambda: integrate(SinOfSquare(), 0, 2, 1000000))]:
    t, r = median(f, 5)
    print(name, t, round(float(r), 6))
