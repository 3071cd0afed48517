xs = [3, 1, 2]
print(len(xs, key=None))
