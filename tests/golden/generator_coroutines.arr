# Coroutine-style generators: the parenthesised yield as an assignment's
# value (x = (yield total), v = (yield)) driven by send.
def co():
    total = 0
    while True:
        x = (yield total)
        total += x
c = co()
next(c)
print(c.send(3), c.send(4))
def co2():
    v = (yield)
    print("got", v)
    yield
d = co2()
next(d)
d.send(9)
