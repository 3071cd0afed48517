# Attributes set on functions, and functools.wraps copying a function's name and attributes.
import functools

def counted(f):
    @functools.wraps(f)
    def w(*a):
        w.calls += 1
        return f(*a)
    w.calls = 0
    return w

@counted
def square(x):
    return x * x

def plain():
    pass

def main():
    for i in range(3):
        square(i)
    print(square.calls, square.__name__, square.__wrapped__(5), square.__qualname__)
    plain.tag = "t"
    plain.__doc__ = "doc"
    print(plain.tag, plain.__doc__, plain.__dict__, plain.__name__)
    try:
        print(plain.missing)
    except AttributeError as e:
        print("AttributeError", e)

main()
