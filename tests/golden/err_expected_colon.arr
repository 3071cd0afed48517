# arr-only: err expected colon
def f(x)
    return x
