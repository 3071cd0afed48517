tests = [
 lambda: "a\tbc\td".expandtabs(), lambda: "a\tb".expandtabs(4), lambda: "abcdef".removeprefix("ab"), lambda: "abcdef".removesuffix("ef"),
 lambda: "Hello World".istitle(), lambda: "ab\n".isprintable(), lambda: "abc".isascii(), lambda: "é".isascii(),
 lambda: "{a}-{b}".format_map({"a": 1, "b": 2}), lambda: "hello".translate(str.maketrans("el", "ip")),
 lambda: "hello".translate({ord("h"): "J", ord("o"): None}), lambda: str.maketrans({"a": "b"}),
 lambda: "a-b-c".rsplit("-", 1), lambda: "aXbXc".split("X", maxsplit=1), lambda: "  a".lstrip(), lambda: "a  ".rstrip(),
 lambda: "abc".index("c"), lambda: "abcabc".rindex("b"), lambda: "x".ljust(3, "-"), lambda: "x".rjust(3, "-"),
 lambda: "Hello".casefold(), lambda: "hello world".capitalize(), lambda: "a1".isupper(), lambda: "ABC".islower(),
 lambda: "½".isnumeric(), lambda: "½".isdigit(), lambda: "²".isdigit(), lambda: "²".isdecimal(), lambda: "if".isidentifier(),
 lambda: "a,b".partition(","), lambda: "a,b,c".rpartition(","), lambda: "ab".encode("ascii"), lambda: "abc".endswith(("c", "d")),
 lambda: "abc".startswith("b", 1), lambda: "aaa".count("a", 1), lambda: "abc".find("c", 0, 2), lambda: "x".zfill(3), lambda: "-5".zfill(4),
 lambda: " ".join(["a"]), lambda: "abc".upper().lower(), lambda: "tEST".title(), lambda: "a b".split(None), lambda: "a\r\nb\rc\n".splitlines(True),
 lambda: "%s" % "x", lambda: "ab".center(5), lambda: "ab".center(6, "*"), lambda: "ß".casefold(), lambda: "ǅ".istitle(),
]
for i, t in enumerate(tests):
    try:
        print(i, repr(t()))
    except Exception as e:
        print(i, type(e).__name__, e)
for c in '²①٣０½Ⅻ':
    print(c, c.isdecimal(), c.isdigit(), c.isnumeric())
