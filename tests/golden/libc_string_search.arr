# libc.string's searches return pointers into the string searched (or
# NULL); ctype.h's classes answer as glibc does in the C locale.
from libc.string cimport (strchr, strrchr, strstr, strpbrk, memchr, strspn,
                          strcspn, strncat, strcpy, strlen, memmove)

cdef extern from "ctype.h":
    int isalnum(int c)
    int isalpha(int c)
    int isdigit(int c)
    int isspace(int c)
    int isupper(int c)
    int islower(int c)
    int ispunct(int c)
    int isxdigit(int c)
    int isprint(int c)
    int iscntrl(int c)
    int isgraph(int c)
    int isblank(int c)
    int toupper(int c)
    int tolower(int c)

cdef int count_words(const char* s):
    cdef int n = 0
    cdef const char* p = s
    while True:
        p = p + strspn(p, b" ,.")
        if p[0] == 0:
            break
        n += 1
        p = p + strcspn(p, b" ,.")
    return n

def main():
    cdef char buf[64]
    strcpy(buf, b"path/to/some/file.txt")
    cdef char* first = strchr(buf, ord('/'))
    cdef char* last = strrchr(buf, ord('/'))
    print(first - buf, last - buf, last + 1, first[1:3])
    print(strchr(buf, ord('z')) == NULL, strchr(buf, 0) - buf == strlen(buf))
    cdef char* ext = strstr(buf, b".txt")
    print(ext - buf, ext, strstr(buf, b"") == buf, strstr(buf, b"nope") == NULL)
    print(strpbrk(buf, b"._") - buf, strpbrk(buf, b"XYZ") == NULL)
    cdef char* m = <char*>memchr(buf, ord('s'), 20)
    print(m - buf, memchr(buf, ord('t'), 2) == NULL)
    print(strspn(b"123abc", b"0123456789"), strcspn(b"hello world", b" "), strcspn(b"abc", b"x"))
    print(count_words(b"  one, two three.  four  "), count_words(b""))
    cdef char out[32]
    strcpy(out, b"ab")
    strncat(out, b"cdefgh", 3)
    print(out, strlen(out))
    strcpy(out, b"0123456789")
    memmove(out + 2, out, 5)
    print(out)
    memmove(out, out + 3, 4)
    print(out)
    for c in b"aZ5 \t\n!~\x7f":
        print(c, isalnum(c), isalpha(c), isdigit(c), isspace(c), isupper(c), islower(c),
              ispunct(c), isxdigit(c), isprint(c), iscntrl(c), isgraph(c), isblank(c))
    print(isalpha(-1), isdigit(200), toupper(ord('q')), tolower(ord('Q')), toupper(ord('5')), toupper(-1))
    print(bytes([toupper(c) for c in b"Mixed Case 42!"]))

main()
