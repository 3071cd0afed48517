# Python's random module, seeded: every function's draws match CPython's
# (MT19937 with init_by_array seeding, getrandbits rejection, gauss's
# cached deviate), including big seeds, steps and the error messages.
import random

random.seed(42)
print(random.random(), random.random())
print([random.randint(1, 6) for _ in range(10)])
print(random.randrange(10), random.randrange(5, 50, 5), random.randrange(10, 0, -3), random.randrange(-5, 5))
print(random.uniform(2.0, 3.0), random.getrandbits(5), random.getrandbits(40), random.getrandbits(100), random.getrandbits(0))
xs = list(range(10))
random.shuffle(xs)
print(xs)
print(random.choice("abcdef"), random.choice([10, 20, 30]), random.sample(range(100), 5), random.sample("hello world", 3))
print(random.sample(range(1000), 8))
print(random.choices("abc", k=5), random.choices([1, 2, 3], weights=[10, 1, 1], k=6), random.choices("xy", cum_weights=[1, 3], k=4))
print(random.gauss(0, 1), random.gauss(5.0, 2.0), random.gauss())
print(random.normalvariate(1.0, 0.5), random.expovariate(2.0))
random.seed(0)
a = random.random()
random.seed(0)
print(a == random.random(), a)
random.seed(2 ** 40 + 17)
print(random.random())
random.seed(-7)
print(random.random())
random.seed(10 ** 30)
print(random.random())
inside = 0
random.seed(1)
for _ in range(10000):
    x = random.random()
    y = random.random()
    if x * x + y * y <= 1.0:
        inside += 1
print("pi ~", 4.0 * inside / 10000)
for bad in ((lambda: random.randrange(0)), (lambda: random.randint(5, 1)), (lambda: random.randrange(1, 10, 0)),
            (lambda: random.choice([])), (lambda: random.sample([1, 2], 3)), (lambda: random.randrange(2, 2, 3))):
    try:
        bad()
    except (ValueError, IndexError) as e:
        print(type(e).__name__ + ":", e)
