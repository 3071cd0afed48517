def fizz(int n):
    out = []
    for i in range(1, n + 1):
        if i % 15 == 0:
            out.append("FizzBuzz")
        elif i % 3 == 0:
            out.append("Fizz")
        elif i % 5 == 0:
            out.append("Buzz")
        else:
            out.append(str(i))
    return " ".join(out)
print(fizz(15))
cdef int x = 10
while x > 0:
    x -= 3
    if x == 4:
        continue
    print(x, end=",")
print()
words = ["banana", "Apple", "cherry"]
print(sorted(words), sorted(words, key=lambda w: w.lower()), [w[0] for w in words], words[-1][::-1])
print("%d items, %.1f%% done, %r" % (3, 45.678, "q"), "a\tb", repr("it's"), str(None))
nums = list(range(10))
print(nums[2:8:2], nums[::-3], sum(nums) / len(nums), nums.pop(), nums)
a, *rest = nums
print(a, rest[:3], (1, 2) + (3,), [0] * 3, 3 in nums, "x" not in "abc")
print(max(3, 7, 1), min("b", "a"), abs(-2.5), round(2.5), round(3.5), round(-0.5), round(1.25, 1))
print(int(-3.7), int("0x1f", 16), hex(255), oct(8), bin(5), float("1e3"), 7 // -2, 7 % -2, -7.5 // 2)
print(10 ** -2, 2 ** 0.5, (-8) ** (1 / 3) if False else 0, 1_000_000, 0b1010, 0o17, 0xff)
s = {3, 1, 2}
s.add(5)
print(sorted(s), len(s), {1, 2} | {3}, {1, 2} & {2, 3}, {1, 2} - {2})
d = dict(a=1, b=2)
d.update({"c": 3})
print(d, list(d.keys()), list(d.values()), d.pop("a"), d.get("z", -1), "b" in d)
print(" | ".join(f"{k}={v:>3}" for k, v in d.items()))
print(chr(97) * 3, "abc".replace("b", "B"), "a-b-c".rsplit("-", 1), "Hello".startswith("He"), "x".zfill(3))
print(isinstance(3, int), isinstance(3.0, (int, float)), isinstance("s", str), type(3.0).__name__)
