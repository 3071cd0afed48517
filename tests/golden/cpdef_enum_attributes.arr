# A cpdef enum as the type of cdef class attributes, parameters (with
# defaults) and returns: each becomes the enum's member as an object.
cpdef enum Op:
    ADD = 0
    SUB
    MUL

cdef class Calc:
    cdef public Op op
    cdef Op last
    def __init__(self, Op op=ADD):
        self.op = op
        self.last = op
    cpdef double apply(self, double a, double b):
        if self.op == ADD:
            return a + b
        elif self.op == SUB:
            return a - b
        return a * b
    def last_op(self):
        return self.last

cpdef Op parse(str s):
    if s == "+":
        return ADD
    if s == "-":
        return SUB
    return MUL

def run(ops):
    cdef Op o
    out = []
    for s in ops:
        o = parse(s)
        out.append(o)
    return out

c = Calc(MUL)
print(c.apply(3, 4), c.op, repr(c.op), repr(c.last_op()))
c.op = SUB
print(c.apply(3, 4), repr(c.op))
print(run("+-*"))
print(parse("-"), repr(parse("*")))
names = {ADD: "add", SUB: "sub", MUL: "mul"}
print(names)
print(str(Op.MUL), f"{Op.MUL}", Op.MUL * 2)
cdef Op x = ADD
x = SUB
print(x == Op.SUB, <int>x)
def default(Op o=MUL):
    return o
print(repr(default()))
t = (ADD, 5)
print(t)
