for i in range(3):
    print("for", i)
else:
    print("for done")
for i in range(5):
    if i == 2:
        break
else:
    print("not printed")
print("broke at", i)
n = 0
while n < 3:
    n += 1
else:
    print("while done", n)
while True:
    n -= 1
    if n == 0:
        break
print(n)
for i in range(10):
    if i % 2:
        continue
    if i > 6:
        break
    print("even", i)
for i in range(0):
    pass
print("after empty", i)
