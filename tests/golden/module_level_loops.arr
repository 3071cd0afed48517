total = 0
for i in range(100):
    if i % 3 == 0 or i % 5 == 0:
        total += i
print(total)
squares = {}
n = 1
while n * n < 50:
    squares[n] = n * n
    n += 1
print(squares)
words = "the quick brown fox jumps over the lazy dog".split()
longest = ""
for w in words:
    if len(w) > len(longest):
        longest = w
print(longest, len(words))
