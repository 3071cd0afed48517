a, b, c = 1, 2, 3
print(a < b < c, a < b > c, a == 1 == True, a != b != a)
print(1 == 1.0, "a" < "b", [1, 2] < [1, 2, 0], (1, "a") < (1, "b"), None is None)
x = [1]
y = [1]
print(x == y, x is y, x is not y, 1 in x, 2 not in x)
print(0.1 + 0.2 == 0.3, float("nan") == float("nan"), 2 >= 2.0)
cdef int i = 5
cdef double d = 5.0
print(i == d, i < 6, d > 4.5, 3 < i <= 5)
