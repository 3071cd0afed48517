# sys.exit with a message: what was printed stays, the message goes to
# stderr and the status is 1 (CPython's rule, which compiled Cython keeps).
import sys
def check(n):
    if n < 0:
        sys.exit("negative input: %d" % n)
    return n * 2
print(check(4))
print(check(-2))
print("not reached")
