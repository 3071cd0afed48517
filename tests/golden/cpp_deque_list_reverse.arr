# distutils: language = c++
# libcpp's deque and list (sorting, unique, remove, insert, conversion of a
# list to and from Python), stacks and queues, and reverse iterators of
# a deque, a map, a set, a string and a vector.
from libcpp.vector cimport vector
from libcpp.deque cimport deque
from libcpp.list cimport list as cpplist
from libcpp.queue cimport queue, priority_queue
from libcpp.stack cimport stack
from libcpp.map cimport map
from libcpp.set cimport set as cppset
from libcpp.utility cimport pair
from libcpp.string cimport string
from cython.operator cimport dereference as deref, preincrement as inc, postincrement as pinc

def rev():
    cdef deque[int] d = deque[int](3, 7)
    d.push_front(1)
    d[1] = 5
    cdef deque[int].reverse_iterator it = d.rbegin()
    out = []
    while it != d.rend():
        out.append(deref(it))
        inc(it)
    cdef map[int, double] m
    m[3] = 1.5
    m[1] = 2.5
    m[2] = 0.5
    cdef map[int, double].reverse_iterator mi = m.rbegin()
    while mi != m.rend():
        out.append(deref(mi).first)
        inc(mi)
    cdef cppset[int] s = {4, 1, 3}
    cdef cppset[int].reverse_iterator si = s.rbegin()
    out.append(deref(si))
    cdef string t = b"abc"
    cdef string.reverse_iterator ti = t.rbegin()
    out.append(deref(ti))
    cdef vector[int] v = [1, 2, 3, 4]
    cdef vector[int].reverse_iterator vi = v.rbegin()
    out.append(deref(vi + 1))
    out.append(v.rend() - v.rbegin())
    return out

def lists():
    cdef cpplist[int] l = [3, 1, 2, 3, 3, 1]
    l.sort()
    print(l)
    l.unique()
    print(l)
    l.reverse()
    print(l)
    l.remove(2)
    print(l, l.size(), l.front(), l.back())
    cdef cpplist[int].iterator it = l.begin()
    inc(it)
    l.insert(it, 10)
    print(l)
    cdef stack[int] st
    for i in range(5):
        st.push(i * i)
    out = []
    while not st.empty():
        out.append(st.top())
        st.pop()
    print(out)
    cdef queue[double] q
    q.push(1.5)
    q.push(2.5)
    print(q.front(), q.back(), q.size())

def list_convert():
    cdef cpplist[double] l = [1.5, 2.5]
    l.push_front(0.5)
    l.push_back(9)
    print(l)
    for x in l:
        print(x)
    return l

print(rev())
lists()
print(list_convert())
