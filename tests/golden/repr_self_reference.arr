# A container that holds itself prints `[...]` or `{...}` where it recurs;
# a dict view inside its own dict prints `...`.
def main():
    l = []
    l.append(l)
    print(l, [l, [l]])
    q = {}
    q["self"] = q
    q["keys"] = q.keys()
    print(q)
    s = {}
    s["me"] = s.values()
    print(s, repr(s["me"]))
    t = (l, q)
    print(len(str(t)))
main()
