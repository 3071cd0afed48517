# Fused cdef functions called with negative literals and constant
# arithmetic: each argument's C type is the one Cython gives the constant.
ctypedef fused num:
    int
    double
cdef num clamp(num x, num lo, num hi):
    return lo if x < lo else (hi if x > hi else x)
print(clamp(1.5, 0.0, 1.0))
print(clamp(-1, 0, 3))
print(clamp(-1.5, 0.0, 1.0))
print(clamp(2 * 1.5, 0.0, 1.0))
print(clamp(1 / 4, 0.0, 1.0), clamp(7 // 2, 0, 3), clamp(-(2 - 5), 0, 2), clamp(~1, -5, 5), clamp(+0.5, 0.0, 1.0))
print(clamp(3 % 2, 0, 1), clamp(1 - 2.5, -1.0, 1.0))
