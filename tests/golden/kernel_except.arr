cdef int parse_digit(str c) except -1:
    if not c.isdigit():
        raise ValueError("not a digit: %r" % c)
    return ord(c) - ord("0")

cdef double safe_ratio(double a, double b) except? -1.0:
    if b == 0:
        raise ZeroDivisionError("ratio with zero denominator")
    return a / b

def digits_sum(str s):
    cdef int total = 0
    for ch in s:
        total += parse_digit(ch)
    return total

print(digits_sum("12345"))
try:
    digits_sum("12a")
except ValueError as e:
    print("ValueError:", e)
print(safe_ratio(3, 4))
try:
    safe_ratio(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
