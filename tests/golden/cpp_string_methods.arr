# distutils: language = c++
from libcpp.string cimport string

def demo():
    cdef string s = b"hello world"
    print(s.substr(6), s.substr(0, 5), s.substr(3, 100), s.substr(11))
    print(s.find(b"o"), s.find(b"o", 5), s.find(b"zz"), s.rfind(b"o"), s.rfind(b"o", 5), s.find(b""), s.find(b"", 11), s.find(b"", 12))
    print(s.at(0), s.front(), s.back(), chr(s.at(4)))
    s.erase(0, 6)
    print(s)
    s.insert(0, b"big ")
    print(s)
    s.replace(0, 3, b"small")
    print(s, s.size())
    s.pop_back()
    print(s)
    s.resize(3)
    print(s, s.length())
    s.clear()
    print(s, s.empty(), s.size())
    cdef string t = b"abc"
    try:
        t.substr(5)
    except IndexError as e:
        print("IndexError", e)
    try:
        t.at(3)
    except IndexError as e:
        print("IndexError", e)
    cdef size_t pos = t.find(b"q")
    print(pos == <size_t>-1, pos)
    cdef string u = t + b"def"
    print(u, u == b"abcdef", u < t, t.substr(1, 1) + u.substr(4))
demo()
