# A union whose members are pointers holds one address: written through
# one member, read through the other (Cython's struct_union_enum example
# declares one).
from libc.stdlib cimport malloc, free
cdef union Food:
    char *spam
    float *eggs
cdef float* fs = <float*>malloc(2 * sizeof(float))
fs[0] = 1.5
fs[1] = 2.5
cdef Food f
f.eggs = fs
print(f.eggs[1], f.spam == <char*>fs, sizeof(Food) == sizeof(void*))
f.eggs = NULL
print(f.spam == NULL)
free(fs)
