# The one C quotient a signed type cannot hold: Cython raises OverflowError
# for LONG_MIN // -1 (and LONG_MIN % -1 is 0); arr did a Rust division there
# and panicked.
def f(long a, long b):
    return a // b
def g(long a, long b):
    return a % b
for fn in (f, g):
    try:
        print(fn(-9223372036854775807 - 1, -1))
    except OverflowError as e:
        print("OverflowError:", e)
print(f(-9223372036854775807, -1), g(-9223372036854775807, -1), f(-7, 2), g(-7, 2))
