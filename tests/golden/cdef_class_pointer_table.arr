# A cdef class owning a hash table: an Entry** of buckets from calloc, chains of self-referential structs, a cdef method returning Entry*, Entry(...) stored through a pointer, freed in __dealloc__.
from libc.stdlib cimport malloc, calloc, free

cdef struct Entry:
    int key
    double value
    Entry* next

cdef class Table:
    cdef Entry** buckets
    cdef int nb
    cdef public int size

    def __cinit__(self, int nb):
        self.nb = nb
        self.size = 0
        self.buckets = <Entry**> calloc(nb, sizeof(Entry*))

    def __dealloc__(self):
        cdef int i
        cdef Entry* e
        cdef Entry* nxt
        for i in range(self.nb):
            e = self.buckets[i]
            while e != NULL:
                nxt = e.next
                free(e)
                e = nxt
        free(self.buckets)

    cdef Entry* find(self, int key):
        cdef Entry* e = self.buckets[key % self.nb]
        while e is not NULL and e.key != key:
            e = e.next
        return e

    def put(self, int key, double value):
        cdef Entry* e = self.find(key)
        if e != NULL:
            e.value = value
            return
        e = <Entry*> malloc(sizeof(Entry))
        e[0] = Entry(key=key, value=value, next=self.buckets[key % self.nb])
        self.buckets[key % self.nb] = e
        self.size += 1

    def get(self, int key, default=None):
        cdef Entry* e = self.find(key)
        return e.value if e else default

    def chain_lengths(self):
        out = []
        cdef Entry* e
        cdef int i, n
        for i in range(self.nb):
            n = 0
            e = self.buckets[i]
            while e:
                n += 1
                e = e.next
            out.append(n)
        return out

def main():
    t = Table(4)
    for k in range(10):
        t.put(k * 3, k * 0.5)
    t.put(6, 99.0)
    print(t.size, t.get(6), t.get(27), t.get(5, -1))
    print(t.chain_lengths())
    del t
    print("done")
main()
