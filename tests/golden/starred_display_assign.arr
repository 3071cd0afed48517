# arr-only: Cython refuses a starred part here ("starred expression is not allowed here"); Python runs it, and python3 recorded this output.
# `a, b = *xs, y` unpacks the starred part into several targets.
def lst_of(n):
    return list(range(n))

one = [9]
s1, s2 = *one, 8
s3, s4 = 7, *one
s5, s6 = *one, *one
print(s1, s2, s3, s4, s5, s6)
try:
    s1, s2 = *lst_of(3), 1
except ValueError as e:
    print("ValueError", e)
a, b, c = *lst_of(2), 5
print(a, b, c)
