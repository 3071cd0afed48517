data = [1, 5, 8, 3]
if (n := len(data)) > 3:
    print("long", n)
total = 0
while (item := data.pop()) != 5:
    total += item
print(total, data)
x = 10
del x
try:
    print(x)
except NameError as e:
    print(e)
d = {"a": 1, "b": 2}
del d["a"]
print(d)
