a = [3, 1, 4, 1, 5, 9, 2, 6]
a.append(5)
a.extend([3, 5])
a.insert(0, 0)
print(a, len(a))
print(a.pop(), a.pop(0), a.index(4), a.count(1))
a.remove(1)
print(a)
a.sort()
print(a)
a.reverse()
print(a)
print(sorted(a), sorted(a, reverse=True), a[2:5], a[-3:], a[::3], a[::-2])
b = a.copy()
b[0] = 100
print(a[0], b[0])
a[1:3] = [7, 7, 7]
print(a)
del a[0]
del a[-2:]
print(a)
print([1, 2] + [3], [0] * 4, [1, 2] == [1, 2], [1, 2] < [1, 3])
nested = [[1, 2], [3, 4]]
nested[1][0] = 99
print(nested, 3 in a, 100 in a)
c = a
c += [42]
print(a is c, a[-1])
print(list(range(5)), list("abc"), list((1, 2)))
print(min(a), max(a), sum(a))
a.clear()
print(a)
