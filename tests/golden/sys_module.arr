# import sys: argv, maxsize, float_info, stdout.write/flush, the
# recursion limit, SystemExit caught with its code, and sys.exit(0)
# ending the program early with status 0.
import sys
print(len(sys.argv) >= 1, sys.maxsize, sys.float_info.epsilon, sys.float_info.max)
sys.stdout.write("no newline|")
sys.stdout.write("next\n")
sys.stdout.flush()
print(sys.getrecursionlimit() > 100)
def check(n):
    if n < 0:
        sys.exit("negative input")
    return n
print(check(3))
try:
    sys.exit(3)
except SystemExit as e:
    print("caught", e.code if hasattr(e, "code") else e.args)
sys.exit(0)
print("not reached")
