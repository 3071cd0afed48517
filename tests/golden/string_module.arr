# The string module's constants and capwords; attributes of a module's constants.
import string
from string import ascii_uppercase, capwords

def main():
    print(string.ascii_lowercase, ascii_uppercase, string.ascii_letters)
    print(string.digits, string.hexdigits, string.octdigits)
    print(repr(string.punctuation), repr(string.whitespace), len(string.printable))
    print(capwords("  hello   wORLD  foo "), capwords("a-b-cD", "-"), repr(capwords("")))
    cdef str s = "Hello, World! 123"
    print(sum(1 for c in s if c in string.punctuation), [c for c in s if c in string.digits])
    table = str.maketrans("", "", string.punctuation)
    print(s.translate(table))
    print(string.ascii_lowercase.index("q"), string.ascii_lowercase[::5])


import math, sys, os
print(math.pi.is_integer(), sys.maxsize.bit_length(), os.sep.join(["a", "b"]), math.pi.hex())
main()
