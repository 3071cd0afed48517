# Untyped comparisons of strs, ints and floats, in tests and as values
def vowels(s):
    c = 0
    for ch in s:
        if ch in "aeioué":
            c += 1
        if ch not in "lo":
            c += 10
    return c

def order(a, b):
    return [a < b, a <= b, a > b, a >= b, a == b, a != b]

print(vowels("hello wörld é"))
print(order("abc", "abd"), order("é", "z"), order("", "a"), order("ab", "ab"))
print(order("\u00ff", "\u0100"), order("\U0001f600", "\uffff"))
print(order(1, 2.5), order(2**53 + 1, float(2**53)), order(float("nan"), 1.0))
print(order(3, 3), order(-1.5, -1.5), order(2**70, 1), order(True, 1))
x, y = "ab", "xaby"
print(x in y, y in x, "" in x, x not in y)
r = "b" in "abc"
print(r, type(r).__name__)
for probe in [1, None, ["a"]]:
    try:
        print(probe in "abc")
    except TypeError as e:
        print("TypeError:", e)
a = "a"
try:
    print(a < 1)
except TypeError as e:
    print("TypeError:", e)
n = float("nan")
print(n == n, n != n, n < n)
