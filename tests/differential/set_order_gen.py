# Writes a random program of set operations (seed: argv[1]) for
# set_order.sh to run under CPython and arr. Loops iterate a list held in a
# variable, since Cython types a loop over a literal list of mixed numbers
# as a C array of doubles.
import random, sys
seed = int(sys.argv[1]); random.seed(seed)
N = 4
lines = []
def rint():
    r = random.random()
    if r < 0.5: return str(random.randint(-5, 40))
    if r < 0.7: return str(random.choice([8,16,32,64,128,256,1024])*random.randint(1,5)+random.randint(0,3))
    if r < 0.8: return str(random.randint(-2**62, 2**62))
    if r < 0.9: return repr(random.choice([0.5, 1.5, 2.0, -0.25, 3.0, 1e20]))
    return "(%d, %d)" % (random.randint(0,5), random.randint(0,5))
def rlist(n=None):
    n = random.randint(0, 25) if n is None else n
    return "[" + ", ".join(rint() for _ in range(n)) + "]"
for i in range(N):
    lines.append(f"s{i} = set()")
    lines.append(f"xs = {rlist()}\nfor x in xs:\n    s{i}.add(x)")
for step in range(40):
    a = random.randrange(N); b = random.randrange(N)
    op = random.choice(["add","discard","discard","pop","union","inter","diff","sym","ior","iand","isub","ixor",
                        "update_l","dupd_l","iupd_l","supd_l","copy","setof","clear","rangeadd","discard_many","unionl","diffl","interl","symml","fromdict","dictupd","frozen","remove","big","popclear","listit","fsops"])
    if op == "add": lines.append(f"s{a}.add({rint()})")
    elif op == "discard": lines.append(f"s{a}.discard({rint()})")
    elif op == "discard_many": lines.append(f"for x in list(s{a})[::2]:\n    s{a}.discard(x)")
    elif op == "pop": lines.append(f"if s{a}:\n    print('pop', s{a}.pop())")
    elif op == "union": lines.append(f"s{a} = s{a} | s{b}")
    elif op == "inter": lines.append(f"s{a} = s{a} & s{b}")
    elif op == "diff": lines.append(f"s{a} = s{a} - s{b}")
    elif op == "sym": lines.append(f"s{a} = s{a} ^ s{b}")
    elif op == "ior": lines.append(f"s{a} |= s{b}")
    elif op == "iand": lines.append(f"s{a} &= s{b}")
    elif op == "isub": lines.append(f"s{a} -= s{b}")
    elif op == "ixor": lines.append(f"s{a} ^= s{b}")
    elif op == "update_l": lines.append(f"s{a}.update({rlist()}, {rlist(3)})")
    elif op == "dupd_l": lines.append(f"s{a}.difference_update({rlist()})")
    elif op == "iupd_l": lines.append(f"s{a}.intersection_update({rlist()}, s{b})")
    elif op == "supd_l": lines.append(f"s{a}.symmetric_difference_update({rlist()})")
    elif op == "copy": lines.append(f"s{a} = s{b}.copy()")
    elif op == "setof": lines.append(f"s{a} = set(s{b})")
    elif op == "clear": lines.append(f"s{a}.clear()")
    elif op == "rangeadd": lines.append(f"for x in range({random.randint(0,100)}, {random.randint(100,300)}, {random.randint(1,9)}):\n    s{a}.add(x)")
    elif op == "unionl": lines.append(f"s{a} = s{a}.union({rlist()}, s{b})")
    elif op == "diffl": lines.append(f"s{a} = s{a}.difference({rlist()})")
    elif op == "interl": lines.append(f"s{a} = s{a}.intersection({rlist()})")
    elif op == "symml": lines.append(f"s{a} = s{a}.symmetric_difference({rlist()})")
    elif op == "fromdict": lines.append(f"s{a} = set(dict.fromkeys({rlist()}))")
    elif op == "dictupd": lines.append(f"s{a}.update(dict.fromkeys({rlist()}))")
    elif op == "frozen": lines.append(f"s{a} = set(frozenset(s{b}) | s{a})")
    elif op == "remove": lines.append(f"if s{a}:\n    s{a}.remove(next(iter(s{a})))")
    elif op == "big": lines.append(f"s{a}.update(range({random.randint(0,50)}, {random.choice([2000, 60000])}, {random.randint(1,3)}))\ns{a}.difference_update(range(0, 70000, {random.randint(2,5)}))\nprint(len(s{a}), list(s{a})[:30], list(s{a})[-30:])\ns{a} = set(list(s{a})[:{random.randint(0,40)}])")
    elif op == "popclear": lines.append(f"while len(s{a}) > 3:\n    s{a}.pop()\ns{a}.clear()\ns{a}.update({rlist()})\nif s{a}:\n    print(s{a}.pop())")
    elif op == "listit": lines.append(f"print([x for x in s{a}], tuple(s{b}))")
    elif op == "fsops": lines.append(f"print(frozenset(s{a}) - s{b}, frozenset(s{b}) ^ frozenset(s{a}), s{a} <= s{b}, s{a} == s{b})")
    lines.append(f"print({step}, s{a})")
print("\n".join(lines))
