# Field writes in typed loops: float, unsigned char and long long fields
# wrap as C does; while, nested loops, a module-level instance, errors.
cdef class State:
    cdef public float f
    cdef public unsigned char u
    cdef public long long big
    cdef public double x
    cdef public int steps

cdef State G = State()

def run(int n):
    cdef State s = State()
    cdef int i = 0
    while True:
        s.f += 0.1
        s.u += 7
        s.big = s.big * 3 + 1
        s.x = s.x / 2 + i
        i += 1
        if i >= n:
            break
    return s.f, s.u, s.big, s.x

def nested(int n):
    cdef State s = State()
    cdef int i, j
    for i in range(n):
        for j in range(i):
            s.steps += j
        s.x -= s.steps * 0.5
    return s.steps, s.x

def on_global(int n):
    cdef int i
    for i in range(n):
        G.steps += i
    return G.steps

def self_method(State s, int n):
    cdef int i
    for i in range(n):
        s.steps = s.steps + 1
        if s.steps % 5 == 0:
            s.x += 1
    return s.steps, s.x

def div_error(int n):
    cdef State s = State()
    cdef int i
    try:
        for i in range(n):
            s.steps += 10 // (3 - i)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    return s.steps

print(run(50))
print(nested(30))
print(on_global(100), on_global(10))
st = State()
print(self_method(st, 23), st.steps, self_method(st, 3))
print(div_error(10))
