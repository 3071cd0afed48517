# What scripts check of `sys` before choosing a code path: the version
# (as a named tuple that compares as a tuple), the byte order and the
# platform.
import sys
from sys import byteorder, version_info

v = sys.version_info
print(v)
print(v >= (3, 8), v[:2] >= (3, 6), v.major, v.minor >= 0, v.releaselevel, v.serial)
print(version_info == sys.version_info, len(v), tuple(v)[3])
print(sys.byteorder, byteorder, sys.platform)
if sys.version_info < (3, 0):
    print("python 2")
else:
    print("python 3")
