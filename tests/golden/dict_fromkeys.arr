print(dict.fromkeys("xy", 0), dict.fromkeys(range(3)), dict.fromkeys([]), dict.fromkeys((1, 1, 2), []))
try:
    dict.fromkeys("ab", value=1)
except TypeError as e:
    print("TypeError:", e)
try:
    dict.fromkeys()
except TypeError as e:
    print("TypeError:", e)
