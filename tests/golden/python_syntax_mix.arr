# Decorators, *args/**kwargs, nonlocal/global, walrus, star unpacking, int
# methods (bit_length, bit_count, to_bytes), bytes, strings, f-strings, ascii().
def deco(f):
    def wrapper(*args, **kwargs):
        print("call", f.__name__, args, sorted(kwargs.items()))
        return f(*args, **kwargs)
    return wrapper

@deco
def add(a, b=2, *rest, scale=1, **extra):
    return (a + b + sum(rest)) * scale

print(add(1), add(1, 3, 4, 5, scale=2, tag="x"))

def counter():
    n = 0
    def inc(k=1):
        nonlocal n
        n += k
        return n
    return inc
c = counter(); c(); c(5); print(c())
total = 0
def bump():
    global total
    total += 10
bump(); bump(); print(total)
data = [3, 8, 1, 9, 4]
if (m := max(data)) > 5:
    print("max", m)
first, *middle, last = data
print(first, middle, last)
(a, b), c2 = (1, 2), 3
print(a, b, c2, [x * y for x in range(3) for y in range(3) if x != y], {(i, j) for i in range(2) for j in range(2)})
print(1 < 2 < 3, 3 > 2 > 2, "yes" if data else "no", not data, data and data[0], [] or "empty")
print((2 ** 100).bit_length(), (255).to_bytes(2, "big"), (-2).to_bytes(2, "little", signed=True), (2**70).to_bytes(9, "big"), (255).bit_count(), (7).bit_length(), (-7) >> 1, 7 & -7, ~5, 1 << 70)
print(divmod(10 ** 20 + 7, 13), pow(3, 200, 1000007), (10 ** 30) // 7, -(10 ** 30) % 7, abs(-10 ** 25))
print(b"abc" + b"d", b"x" * 3, b"hello"[1], b"hello"[1:3], list(b"hi"), bytes([65, 66]), b"a,b".split(b","), "é".encode(), bytes([0xc3, 0xa9]).decode())
print("tab\there", r"raw\n", "uni\u00e9", "a" "b", 'q"q', "multi\
line", len("\n"))
s = "hello world"
print(s.title(), s.capitalize(), s.partition(" "), s.rsplit("o", 1), s.index("w"), s[::2], s.isidentifier(), "A1".isalnum(), " ".isspace())
print(f"{s!r:>15}", f"{3.14159:.2f}", f"{'x'*3}", f"{{braces}}", f"{1+1=}", f"{s=}")
assert len(s) == 11, "length"
try:
    assert 1 == 2, "one is not two"
except AssertionError as e:
    print("AssertionError:", e)
lam = lambda x, y=10: x * y
print(lam(2), lam(2, 3), (lambda *a: len(a))(1, 2, 3), sorted(["bb", "a", "ccc"], key=len))
print(list(map(str, range(3))), dict(zip("ab", (1, 2))), list(enumerate("ab")), any([]))
print(isinstance(True, int), True + True, int(True), str(None), repr("a'b"), repr('a"b'), ascii("é"))
print(round(123.456, -1), round(-2.5), round(0.125, 2), format(1234567.891, ",.2f"), format(0.5, ".0%"), format(255, "08b"))
