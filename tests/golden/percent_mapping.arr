# `fmt % mapping`: `%(name)s` takes the value the dict holds under name.
def main():
    d = {'name': 'arr', 'n': 42, 'x': 3.14159, 'k(1)': 'nested'}
    print("%(name)s has %(n)d items, %(x).2f, %(n)5d|%(n)-5d|" % d)
    print("%(name)r %(n)x %(n)o %(x)e %%" % d)
    print("%(k(1))s" % d)
    print("%s" % {'a': 1})
    print("plain" % {'a': 1})
    try:
        print("%(missing)s" % d)
    except KeyError as e:
        print("KeyError", e)
    try:
        print("%(a)s" % 5)
    except TypeError as e:
        print("TypeError", e)
    try:
        print("%(a)s" % (1, 2))
    except TypeError as e:
        print("TypeError", e)

main()
