# arr-only: err unbound local
def f(flag):
    if flag:
        y = 1
    return y
print(f(1))
print(f(0))
