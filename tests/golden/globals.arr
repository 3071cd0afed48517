counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump()
bump()
print(counter)
cdef int typed_global = 10
def read_typed():
    return typed_global * 2
def write_typed(int v):
    global typed_global
    typed_global = v
print(read_typed())
write_typed(21)
print(read_typed(), typed_global)
def shadow():
    counter = 100
    return counter
print(shadow(), counter)
