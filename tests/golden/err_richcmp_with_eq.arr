cdef class A:
    def __eq__(self, o):
        return True
    def __richcmp__(self, o, int op):
        return False
    def __gt__(self, o):
        return True
print(A() == A())
