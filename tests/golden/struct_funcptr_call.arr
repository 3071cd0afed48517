ctypedef double (*op_t)(double, double)

cdef double add(double a, double b):
    return a + b

cdef double mul(double a, double b):
    return a * b

cdef struct Op:
    int code
    op_t fn

cdef Op o = Op(code=1, fn=mul)
print(o.fn(2, 5))
o.fn = add
print(o.fn(2, 5), o.code)
cdef Op p = o
p.fn = mul
print(o.fn(1.5, 2), p.fn(1.5, 2))

cdef double run(Op op, double x):
    return op.fn(x, x)

print(run(o, 3), run(p, 3))
