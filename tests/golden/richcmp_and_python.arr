# A cdef class's __richcmp__(self, other, op) answers every comparison
# (op codes Py_LT 0 … Py_GE 5), and sorted() uses it; a user exception
# class raised from an except -1 cdef function; formatting; closures.
cdef class Money:
    cdef long cents
    def __init__(self, long cents):
        self.cents = cents
    def __richcmp__(self, Money other, int op):
        if op == 0:
            return self.cents < other.cents
        elif op == 2:
            return self.cents == other.cents
        elif op == 4:
            return self.cents > other.cents
        elif op == 1:
            return self.cents <= other.cents
        elif op == 3:
            return self.cents != other.cents
        return self.cents >= other.cents
    def __add__(self, Money other):
        return Money(self.cents + other.cents)
    def __str__(self):
        return "$%d.%02d" % (self.cents // 100, self.cents % 100)
    def __len__(self):
        return 3
    def __getitem__(self, i):
        return i * 2

a, b = Money(150), Money(99)
print(a > b, a < b, a == Money(150), a != b, a <= b, a >= b)
print(str(a + b), len(a), a[5])
print(sorted([Money(5), Money(1), Money(3)])[0])

class ValidationError(ValueError):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field

cdef int check(int x) except -1:
    if x < 0:
        raise ValidationError("x", "must be non-negative")
    return x * 2

for v in (3, -1):
    try:
        print(check(v))
    except ValueError as e:
        print(type(e).__name__, e, e.field)
    finally:
        print("checked", v)

def gen(n):
    for i in range(n):
        if i % 2:
            yield i * i

print(list(gen(7)), sum(gen(10)))
def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = make_counter()
c(); c()
print(c())
words = ["banana", "Apple", "cherry", "date"]
print(sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
print(list(zip(range(3), "abc")), dict(enumerate("xy", 1)))
print("{:>8.3f}|{:<6d}|{:^7s}|{:+.2e}".format(3.14159, 42, "mid", 12345.678))
print("%-5s|%5.1f|%x|%o|%e" % ("ab", 2.25, 255, 8, 0.00012))
print(f"{1/3:.4%} {1234567:,} {0.5:g} {255:#x} {-7:05d}")
try:
    {}["missing"]
except KeyError as e:
    print(repr(e))
try:
    [1, 2][5]
except IndexError as e:
    print(e)
try:
    int("abc")
except ValueError as e:
    print(e)
print(divmod(-7, 2), -7 // 2, -7 % 2, round(2.5), round(3.5), round(-0.5))

# __richcmp__ without __hash__ leaves a cdef class unhashable.
cdef class OnlyRichcmp:
    def __richcmp__(self, other, int op):
        return op == 2
try:
    hash(OnlyRichcmp())
    print("hashable")
except TypeError:
    print("unhashable")
