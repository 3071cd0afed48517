# Generators resumed inside nested try/except/else/finally (yields in every
# part, exceptions raised from handlers), loops with continue and else,
# return inside finally-guarded blocks, throw() caught in a loop, with
# blocks exited by return, and a bare raise after a yield in a handler.
def g1():
    try:
        yield 1
        try:
            yield 2
            raise KeyError("inner")
        except KeyError as e:
            yield "caught " + str(e)
            raise ValueError("from handler")
        finally:
            yield "inner finally"
    except ValueError as e:
        yield "outer caught " + str(e)
    else:
        yield "else"
    finally:
        yield "outer finally"
    yield "end"
print(list(g1()))

def g2():
    for i in range(3):
        try:
            if i == 1:
                continue
            yield i
        finally:
            yield "f%d" % i
    else:
        yield "loop else"
print(list(g2()))

def g3():
    try:
        yield 1
        return "r"
    finally:
        yield "fin"
def drive():
    r = yield from g3()
    yield "got " + r
print(list(drive()))

def g4():
    i = 0
    while True:
        try:
            yield i
        except ValueError:
            yield "reset"
            i = 0
            continue
        i += 1
g = g4()
print(next(g), next(g), next(g), g.throw(ValueError), next(g), next(g))

def g5(n):
    with open_ctx("a") as a:
        for i in range(n):
            with open_ctx("b%d" % i):
                yield i
                if i == 1:
                    return
class open_ctx:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print("enter", self.n); return self.n
    def __exit__(self, *a):
        print("exit", self.n); return False
print(list(g5(3)))

def g6():
    x = 0
    while x < 3:
        if x % 2 == 0:
            yield "even"
        else:
            yield "odd"
        x += 1
    else:
        yield "wend"
print(list(g6()))
def g7():
    try:
        raise KeyError("a")
    except KeyError:
        yield 1
        raise
try:
    list(g7())
except KeyError as e:
    print("reraised", e)
