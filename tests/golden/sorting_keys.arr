people = [("alice", 30), ("bob", 25), ("carol", 35), ("dave", 25)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (-p[1], p[0])))
people.sort(key=lambda p: p[0], reverse=True)
print(people)
print(sorted([3, 1, 2]), sorted(["b", "A", "a"]), sorted([(2, "b"), (1, "z"), (2, "a")]))
print(max(people, key=lambda p: p[1])[0], min(people, key=lambda p: p[1])[0])
