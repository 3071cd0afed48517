def risky(n):
    if n == 0:
        raise ValueError("zero is not allowed")
    if n < 0:
        raise TypeError("negative")
    return 10 / n
for n in [2, 0, -1]:
    try:
        print(risky(n))
    except ValueError as e:
        print("ValueError:", e)
    except TypeError as e:
        print("TypeError:", e)
    else:
        print("no error")
    finally:
        print("finally", n)
class MyError(Exception):
    pass
class Detailed(MyError):
    def __init__(self, code):
        super().__init__("code %d" % code)
        self.code = code
try:
    raise Detailed(7)
except MyError as e:
    print(type(e).__name__, e, e.code, e.args)
try:
    try:
        [1][5]
    except IndexError as e:
        print("inner", e)
        raise
except IndexError as e:
    print("outer", e)
try:
    {}["k"]
except (KeyError, IndexError) as e:
    print("caught", repr(e))
def f():
    try:
        return "from try"
    finally:
        print("cleanup")
print(f())
try:
    raise RuntimeError
except RuntimeError as e:
    print("bare class", repr(e), str(e) == "")
try:
    1 / 0
except Exception as e:
    print(type(e).__name__, e)
print(repr(ValueError("x")), str(KeyError("k")))
