# super() in __new__ takes the first parameter, whatever a later local is
# called; an exception made by its own __new__ gets the call's args.
class MyErr(ValueError):
    def __new__(cls, msg, code=0):
        self = super().__new__(cls, msg)
        self.code = code
        return self
class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
class Meters(float):
    def __new__(cls, v):
        return super().__new__(cls, v * 2)
try:
    raise MyErr("bad", 7)
except ValueError as e:
    print(type(e).__name__, e, e.code, e.args)
pt = Point(1, 2)
print(pt, pt[0], len(pt), type(pt).__name__)
print(Meters(1.5), Meters(1.5) + 1)
