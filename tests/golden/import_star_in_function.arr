# arr-only: a compile error; Cython 3.3 says "import * only allowed at module level" too
def h():
    from math import *
    return 1
