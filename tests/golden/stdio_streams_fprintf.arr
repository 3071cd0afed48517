from libc.stdio cimport printf, fprintf, fputs, fputc, fflush, stdout, stderr, putchar
import sys
print("one")
fprintf(stdout, "%d-%s\n", 5, b"five")
fputs(b"fputs\n", stdout)
fputc(ord('Z'), stdout)
putchar(10)
fflush(stdout)
fprintf(stderr, "to stderr %d\n", 1)
sys.stdout.write("w\n")
print("two", file=sys.stdout)
print("err", file=sys.stderr)
print(sys.stdout)
