class BadInput(Exception):
    pass
def check(v):
    if v < 0:
        raise BadInput("negative value: %d" % v)
    return v
print(check(3))
check(-4)
