# User iterators: __iter__ returning self with __next__, objects iterated
# by list/sum, and the sequence protocol through __getitem__.
class Count:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i

for x in Count(3):
    print(x)
print(list(Count(4)))
print(sum(Count(5)))

class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError(i)
        return i * i

print(list(Seq()))
for s in Seq():
    print(s, end=" ")
print()
print(9 in Seq(), 5 in Seq())

class Evens:
    def __init__(self, n):
        self.items = list(range(0, n, 2))
    def __iter__(self):
        return iter(self.items)
print(sorted(Evens(9), reverse=True))
a, b, c = Evens(6)
print(a, b, c)
it = iter(Count(2))
print(next(it), next(it), next(it, "done"))
class Bad:
    def __iter__(self):
        return [1, 2]
try:
    for x in Bad():
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    iter(5)
except TypeError as e:
    print("TypeError:", e)
