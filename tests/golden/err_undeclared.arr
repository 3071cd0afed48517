# arr-only: err undeclared
def f():
    return undefined_thing + 1
print(f())
