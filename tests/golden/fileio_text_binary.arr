# open(): text and binary files, every mode, reading by line, by size and
# whole, seek/tell, print(file=), and the errors CPython raises.
import os
folder = "/tmp/arr_fileio_%d" % os.getpid()
os.makedirs(folder, exist_ok=True)
path = os.path.join(folder, "notes.txt")
with open(path, "w") as fh:
    print(type(fh).__name__, fh.mode, fh.name == path, fh.closed, fh.encoding)
    n = fh.write("alpha\nbeta\r\ngamma")
    fh.write("\nünï\n")
    print(n, fh.tell(), fh.writable(), fh.readable())
    print("x", 1, file=fh)
    fh.writelines(["l1\n", "l2\n"])
print(fh.closed)
with open(path) as fh:
    print(repr(fh.readline()), repr(fh.readline()))
    print([l for l in fh])
with open(path) as fh:
    print(fh.read(3), repr(fh.read(4)), fh.tell())
    fh.seek(0)
    print(len(fh.read()), fh.read() == "", repr(fh.readline()))
with open(path, "a") as fh:
    fh.write("tail\n")
with open(path, "rb") as fh:
    data = fh.read()
    print(type(fh).__name__, data[:12], len(data), fh.read(), fh.tell())
    fh.seek(-5, 2)
    print(fh.read(3), fh.tell())
print(open(path).readlines()[-2:])
with open(path, "r+") as fh:
    fh.write("ALPHA")
    fh.seek(0, 2)
    fh.write("end\n")
with open(path, encoding="utf-8") as fh:
    lines = fh.read().splitlines()
    print(lines[0], lines[-1], len(lines))
counts = {}
for line in open(path):
    key = line[:1]
    counts[key] = counts.get(key, 0) + 1
print(sorted(counts.items()))
try:
    open(os.path.join(folder, "none", "x.txt"))
except FileNotFoundError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename == os.path.join(folder, "none", "x.txt"))
    print(isinstance(e, OSError), e.args)
try:
    open(folder)
except IsADirectoryError as e:
    print(e.errno, e.strerror)
for bad in ("q", "rw", "rbt", "r++"):
    try:
        open(path, bad)
    except ValueError as e:
        print(e)
fh = open(path)
fh.close()
fh.close()
try:
    fh.read()
except ValueError as e:
    print(e)
try:
    with open(path, "rb") as g:
        g.write(b"x")
except OSError as e:
    print(type(e).__name__, e)
try:
    with open(path, "w") as g:
        g.read()
except OSError as e:
    print(type(e).__name__, e)
with open(path, "wb") as g:
    g.write(b"\x00\x01binary\xff")
    try:
        g.write("text")
    except TypeError as e:
        print(e)
with open(path, "rb") as g:
    print(g.read())
try:
    with open(path, "x") as g:
        pass
except FileExistsError as e:
    print(e.errno, e.strerror)
with open(path, "w", encoding="latin-1") as g:
    g.write("café")
print(open(path, "rb").read(), open(path, encoding="latin-1").read())
try:
    open(path).read()
except UnicodeDecodeError as e:
    print(e)
try:
    with open(path, "w", encoding="ascii") as g:
        g.write("café")
except UnicodeEncodeError as e:
    print(e)
try:
    open(path, encoding="klingon")
except LookupError as e:
    print(e)
with open(path, "w") as g:
    g.write("a,b\n1,2\n3,4\n")
with open(path) as g:
    header = next(g).strip().split(",")
    rows = [[int(x) for x in line.split(",")] for line in g]
print(header, rows, sum(r[1] for r in rows))
os.remove(path)
os.rmdir(folder)
print(os.path.exists(path), os.path.exists(folder))
