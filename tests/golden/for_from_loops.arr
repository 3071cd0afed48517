# Cython's legacy for-from loop: bounds either way, `by`, and the value
# the variable keeps after it (a C for loop's: the first that failed).
def f(int n):
    cdef int i
    for i from 0 <= i < n:
        pass
    print(i)
    for i from n > i >= 0 by 2:
        pass
    print(i)
    for i from 0 < i <= n:
        if i == 2:
            break
    else:
        print("done")
    print(i)
    x = 0
    for x from 0 <= x < 3:
        pass
    print(x)
f(5)
f(0)
