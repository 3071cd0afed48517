# strtol and friends read the number a C string starts with, and set
# *endptr to the first byte they did not read (s itself when none).
from libc.stdlib cimport strtol, strtoll, strtoul, strtoull, strtod, strtof, atoll, llabs, getenv

cdef list parse_all(const char* text):
    cdef list out = []
    cdef char* end
    cdef const char* p = text
    cdef long v
    while True:
        v = strtol(p, &end, 10)
        if end == p:
            break
        out.append(v)
        p = end
    return out

def main():
    cdef char* end
    cdef bytes s = b"  -42rest"
    print(strtol(s, &end, 10), end)
    print(strtol(b"0x1f", NULL, 0), strtol(b"010", NULL, 0), strtol(b"0xg", &end, 0), end)
    print(strtol(b"zz", NULL, 36), strtol(b"101", NULL, 2), strtol(b"0x10", NULL, 16))
    print(strtol(b"99999999999999999999", NULL, 10), strtol(b"-99999999999999999999", NULL, 10))
    print(strtol(b"  -", &end, 10), end, strtol(b"", &end, 10), end)
    print(strtoll(b"123456789012", NULL, 10), strtoul(b"-1", NULL, 10), strtoull(b"18446744073709551615", NULL, 10))
    print(strtod(b".5", &end), end, strtod(b"1e", &end), end, strtod(b"  +2.5e-3x", &end), end)
    print(strtod(b"-inf", NULL), strtod(b"1e400", NULL), strtod(b"nanx", &end), end, strtof(b"0.1", NULL))
    print(parse_all(b"10 -3  7,8"), parse_all(b""), parse_all(b"x1"))
    print(atoll(b"-9000000000"), llabs(-9000000000), getenv(b"ARR_SURELY_UNSET_VARIABLE") == NULL)

main()
