# Python's re: module functions, compiled patterns, Match objects,
# templates, flags, empty matches (Python 3.7 rule), character positions
# in non-ASCII text, and Python's messages for malformed patterns.
import re
print(re.findall(r"x*", "abxd"), re.sub(r"x*", "-", "abxd"), re.split(r"\b", "a b"))
print(re.split(r"(,)|;", "a,b;c"), re.split(r"\s+", " a b  c ", maxsplit=2), re.split(r"x", "axbxc", 1))
print(re.findall(r"(\w)(\d)?", "a1b c3"), re.findall(r"(?P<k>\w+)=(?P<v>\w+)", "a=1, b=2"))
m = re.search(r"(?P<year>\d{4})-(?P<mon>\d\d)(-(\d\d))?", "on 2024-05 and")
print(m, m.group(), m.group(0, "year", 2), m.groups(), m.groups("?"), m.groupdict(), m.span(1), m.start("mon"), m.end(3))
print(m.lastindex, m.lastgroup, m.re, m.string, m.pos, m.endpos, m["year"], m[2], m.expand(r"\g<mon>/\1"))
p = re.compile(r"\d+", re.I | re.M)
print(p, p.pattern, p.flags, p.groups, p.groupindex, re.compile("a(b)(?P<n>c)").groupindex)
print(p.match("12ab"), p.match("ab12"), p.search("ab12", 3), p.fullmatch("123"), p.fullmatch("123a"), p.match("ab12", 2))
print(p.findall("1 22 333", 2), [x.group() for x in p.finditer("a1b22")], p.sub("#", "a1b22c"), p.subn("#", "a1b22c", 1))
print(re.sub(r"(\w+) (\w+)", r"\2 \1", "hello world"), re.sub(r"a", lambda m: m.group().upper() * 2, "banana"))
print(re.sub(r"(?P<d>\d)", r"<\g<d>\g<0>>", "a1b2"), re.sub("b", r"\n", "abc"), re.subn(r"\s", "", " a b "))
print(re.match(r"^abc$", "abc\n"), re.search(r"abc$", "abc\nx"), re.search(r"^x", "abc\nx", re.M), re.search(r"c\Z", "abc\n"))
print(re.findall(r"[a-c]+", "xaabcbz cab"), re.findall(r"[^\w\s]", "a,b.c!"), re.findall(r"[]a]", "]a["), re.findall(r"[\d.]+", "v1.2.3 x"))
print(re.findall(r"a{2}", "aaaa"), re.findall(r"a{,2}b", "aaab"), re.findall(r"{x}", "{x}"), re.findall(r"\w+@\w+\.(?:com|org)", "a@b.com c@d.org"))
print(re.fullmatch(r"(?i)hello", "HeLLo") is not None, re.findall(r"(?<=\$)\d+", "$10 $20"), re.findall(r"(\w)\1", "aabbcd"))
print(re.escape("a.b*c?d (e)"), re.findall(re.escape("1+1"), "1+1=2"), re.search(r"é+", "caféé").span())
print(re.findall(r"""\d+  # digits
   \s* [a-z]   # a letter""", "12 a 3b", re.X), re.search(r"a.b", "a\nb", re.S).group() == "a\nb", re.search(r"a.b", "a\nb"))
print(re.findall(r"\w+", "naïve café"), re.findall(r"\w+", "naïve café", re.A), re.sub(r"\s+", " ", "a \t\n b"))
try:
    re.compile(r"(ab")
except re.error as e:
    print("re.error")
print(bool(re.match("a", "a")), re.match("a", "b") is None, type(re.match("a", "a")).__name__, type(re.compile("a")).__name__)
print(re.split(r"(\d)", "a1b2c"), re.split(r"x*", "axbc"), re.sub(r"", "-", "abc"), re.findall(r"", "ab"))
words = re.compile(r"[A-Za-z']+")
text = "It's a truth universally acknowledged, that a single man"
print(sorted(set(w.lower() for w in words.findall(text)))[:5], len(words.findall(text)))
print(re.match(r"(a)|(b)", "b").groups(), re.match(r"(a)|(b)", "b").lastindex, re.match(r"((a)b)", "ab").lastindex)
from re import findall, sub as resub, compile as rc, IGNORECASE
print(findall("a", "aA", IGNORECASE), resub("a", "b", "aa"), rc("x").pattern)
cdef str s = "The Cat sat on the mat"
cdef list ws = re.findall(r"\b[a-z]at\b", s, flags=re.I)
print(ws, re.sub(r"at\b", "og", s, count=2))
def count_words(str text):
    cdef dict counts = {}
    for w in re.finditer(r"\w+", text.lower()):
        counts[w.group()] = counts.get(w.group(), 0) + 1
    return counts
print(count_words("a b a c b a"))
for bad in ["(ab", "a)", "[ab", "*a", "a{2,1}", r"\q"]:
    try:
        re.compile(bad)
    except re.error as e:
        print("error:", bad)
print(re.sub(r"(\d+)", lambda m: str(int(m.group(1)) * 2), "a1 b22"))
for bad in ["(ab", "a)", "[ab", "*a", "a{2,1}", r"\q", "a**", "(a(b", "x|*", "(?:+a)", r"[\B]", "a??+", "a{3}{2}"]:
    try:
        re.compile(bad)
        print("ok", bad)
    except re.error as e:
        print("error:", bad, e)
for good in ["a+?", "(?i)a", "a{2}?", "(?P<x>a)(?P=x)", "[*+?]", r"\(\)", "a|b*", "(a)|b?", "^*"]:
    try:
        print(good, re.findall(good, "aaAb*+?()"))
    except re.error as e:
        print("error:", good, e)
for bad in ["$*", r"\A*", r"\b*", "(?i)*", "a{,3}", "a{1,}", "x{}"]:
    try:
        print("ok", bad, re.findall(bad, "aaaa x{}"))
    except re.error as e:
        print("error:", bad, e)
for p in [r'\s*[^a](?P<n>a)(?P<n>a)*?', '(?P<n>a)(?P=m)', r'(a)\2', r'(a)(?P<x>b)\2(?P=x)\1', r'[\1]', r'(?<=a)(?<!b)(?<n>c)']:
    try:
        print(p, re.findall(p, "abbabc"))
    except re.error as e:
        print(p, '|', e)
print(re.findall(r"a*?", "aab"), re.sub(r"[a-c]*?", "-", "xab"), re.split(r"(a|b)*?", "ab\nba"), re.findall(r".*?", "a\n"))
print(re.sub(r"(?P<w>\w+) (?P=w)", r"\g<w>", "the the cat cat sat"), re.findall(r"(\w)(?P<z>\w)\1", "abacdc"))
