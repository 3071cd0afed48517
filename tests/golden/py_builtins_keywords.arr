# Python builtins with their keywords, methods taken from their type
# (str.lower as a key), and format specs.
xs = [3, 1, 2]
print(sorted(xs, reverse=True), sorted(["b", "A", "c"], key=str.lower))
print(max(xs, default=0), min([], default=-1), max(["aa", "b"], key=len))
print(sum([1, 2], start=10), list(enumerate("ab", start=1)), int("ff", base=16))
print("a", "b", sep="-", end="!\n")
print(round(2.675, 2), round(7), divmod(7, 3), pow(2, 10, 1000))
print(" x ".strip(), "a,b,,c".split(",", maxsplit=2), "abc".replace("b", "B", 1))
print(list(zip([1, 2], "ab")), dict(zip("ab", range(2))), list(map(str, [1, 2])))
print(any(x > 2 for x in xs), all([]), list(filter(None, [0, 1, 2])), list(reversed(xs)))
print(isinstance(3, (int, float)), abs(-2.5), hex(255), bin(5), oct(8), chr(65), ord("a"))
print(f"{3.14159:.2f} {42:>5} {'s':*^7} {1e-7:g} {12345678:,}")
print(list(map(str.upper, ["a", "b"])), str.join("-", ["x", "y"]))
try:
    str.lower(5)
except TypeError as e:
    print("TypeError:", e)
