cdef int i = 2147483647
cdef unsigned char uc = 250
cdef char c = 127
cdef short s = 32767
cdef unsigned int ui = 0
cdef long long big = 9223372036854775807
i = i + 1
print(i)
uc = uc + 10
print(uc)
c += 1
print(c)
s += 1
print(s)
ui = ui - 1
print(ui)
big = big + 1
print(big)
cdef unsigned char acc = 0
cdef int k
for k in range(1, 11):
    acc += k * 5
print(acc)
cdef int m = -7
print(m * 1000000, m << 3, m >> 1)
