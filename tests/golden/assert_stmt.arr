x = 5
assert x == 5
assert x > 0, "positive"
try:
    assert x < 0, "x must be negative"
except AssertionError as e:
    print("AssertionError:", e)
try:
    assert False
except AssertionError as e:
    print("empty", repr(e))
