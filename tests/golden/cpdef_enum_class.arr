# A cpdef enum is also a Python class (an IntEnum) bound to its name:
# its members iterate in order, print as ints, repr as <Mode.FAST: 1>,
# and a C value of the enum's type becomes its member as an object.
cimport cython

cpdef enum Mode:
    FAST = 1
    SLOW = 2
    MEDIUM

cpdef enum Dup:
    A = 1
    B = 1
    C = 5

cdef enum Color:
    RED, GREEN

print(list(Mode), len(Mode), Mode)
print(Mode.FAST, Mode(2), FAST, repr(Mode(3)), repr(Mode(7)))
print([Mode.FAST, SLOW], (FAST,), {SLOW}, {Mode.FAST: 'a'})

cdef Mode m = SLOW
o = m
print(m, o, repr(o), type(o).__name__, isinstance(o, int), isinstance(o, Mode))
print(cython.typeof(m), cython.typeof(FAST), cython.typeof(RED))

def as_object(Mode x):
    return x

cdef Mode pick(int fast):
    return FAST if fast else SLOW

print(repr(as_object(SLOW)), repr(as_object(1)), repr(pick(1)))
print(Mode.FAST is Mode(1), Mode(Mode.SLOW) is Mode.SLOW)

py_mode = Mode
for k in py_mode:
    print(k, k.name, k.value, repr(k), int(k) + 1, f"{k:>3}|", "%d %r" % (k, k))
print(Mode['SLOW'], Mode.__name__, Mode.__members__)
print(list(Dup), len(Dup), repr(Dup.B), Dup(1).name)

# An IntEnum computes as the int it is.
print(py_mode.SLOW + py_mode.SLOW, py_mode.SLOW // 2, py_mode.SLOW / 2, -py_mode.FAST)
print(py_mode.FAST < py_mode.SLOW, py_mode.FAST == 1.0, max(py_mode), sorted([SLOW, FAST]))
print(hash(py_mode.SLOW) == hash(2), bool(Mode(0)), float(py_mode.SLOW))
cdef int c = py_mode.SLOW
cdef Mode back = py_mode.MEDIUM
print(c, back, [10, 20, 30][py_mode.SLOW])
print(py_mode.FAST in Mode, RED, GREEN)

try:
    Mode('a')
except ValueError as e:
    print("ValueError:", e)
try:
    Mode['NOPE']
except KeyError as e:
    print("KeyError:", e)
print(repr(Mode(value=2)))
try:
    Mode(2, x=1)
except TypeError as e:
    print("TypeError:", e)
