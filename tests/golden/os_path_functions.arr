# os and os.path: paths, existence, listing, making and removing.
import os
import os.path
from os.path import join, splitext
print(os.path.join("a", "b", "c.txt"), join("/x", "/abs", "y"), join("a/", "b"), join("a", ""))
print(os.path.basename("/a/b/c.tar.gz"), os.path.dirname("/a/b/c.tar.gz"), os.path.split("x/y/"))
print(splitext("a/b.tar.gz"), splitext(".bashrc"), splitext("a.d/b"), splitext("noext"))
print(os.path.normpath("a//b/./../c/"), os.path.normpath("/../x"), os.path.isabs("/a"), os.path.isabs("a"))
print(os.sep, repr(os.linesep), os.curdir, os.pardir, os.name)
base = "/tmp/arr_ospath_%d" % os.getpid()
os.makedirs(os.path.join(base, "sub", "deeper"))
os.makedirs(os.path.join(base, "sub"), exist_ok=True)
try:
    os.makedirs(os.path.join(base, "sub"))
except FileExistsError as e:
    print("FileExistsError", e.errno, e.strerror)
try:
    os.mkdir(base)
except FileExistsError as e:
    print("FileExistsError", e.errno)
with open(os.path.join(base, "a.txt"), "w") as f:
    f.write("12345")
print(sorted(os.listdir(base)), os.path.getsize(os.path.join(base, "a.txt")))
print(os.path.isfile(os.path.join(base, "a.txt")), os.path.isdir(os.path.join(base, "sub")), os.path.exists(os.path.join(base, "zz")))
os.rename(os.path.join(base, "a.txt"), os.path.join(base, "b.txt"))
print(sorted(os.listdir(base)))
try:
    os.remove(os.path.join(base, "a.txt"))
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno, e.strerror)
try:
    os.rmdir(os.path.join(base, "sub"))
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror)
os.remove(os.path.join(base, "b.txt"))
os.rmdir(os.path.join(base, "sub", "deeper"))
os.rmdir(os.path.join(base, "sub"))
os.rmdir(base)
print(os.path.exists(base), os.getenv("ARR_SURELY_UNSET_VARIABLE"), os.getenv("ARR_SURELY_UNSET_VARIABLE", "dflt"))
print(os.getcwd() == os.path.abspath("."), os.path.abspath("/a/./b/../c"), type(os.getpid()).__name__)
