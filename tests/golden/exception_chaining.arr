# Exception chaining: raise … from sets __cause__ (and __suppress_context__),
# a raise inside a handler sets __context__; both are None before.
class MyErr(Exception):
    pass

def f(k):
    try:
        {}[k]
    except KeyError as e:
        if k == "a":
            raise MyErr("from") from e
        elif k == "b":
            raise MyErr("ctx")
        elif k == "c":
            raise MyErr("none") from None
        else:
            raise

for k in "abcd":
    try:
        f(k)
    except MyErr as e:
        print(k, e, repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
    except KeyError as e:
        print(k, "KeyError", repr(e), e.__cause__, e.__context__)
try:
    raise ValueError("v") from TypeError("t")
except ValueError as e:
    print(repr(e.__cause__), type(e.__cause__).__name__)
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise z
except ZeroDivisionError as z2:
    print(repr(z2.__context__))
