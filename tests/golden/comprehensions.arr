squares = [i * i for i in range(10)]
print(squares)
evens = [x for x in squares if x % 2 == 0]
print(evens)
pairs = [(i, j) for i in range(3) for j in range(i)]
print(pairs)
print({k: k ** 2 for k in range(5)})
print({x % 3 for x in range(10)})
print(sum(x for x in range(101)))
print([c.upper() for c in "abc"])
matrix = [[i * 3 + j for j in range(3)] for i in range(3)]
print(matrix)
print([row[1] for row in matrix])
i = "unchanged"
_ = [i for i in range(3)]
print(i)
print(any(x > 8 for x in range(10)), all(x < 5 for x in range(10)))
