# CPython's side of bench/kernels.arr: the same loops over lists, as in
# ../shared/bench/python/kernels_cpython.py.
import math
import time

def w1(lst):
    s = 0
    for i in range(len(lst)):
        s += lst[i]
    return s

def clip(a, lo, hi):
    return min(max(a, lo), hi)

def w2(array_1, array_2, a, b, c):
    x_max = len(array_1)
    y_max = len(array_1[0])
    result = [[0] * y_max for _ in range(x_max)]
    for x in range(x_max):
        for y in range(y_max):
            tmp = clip(array_1[x][y], 2, 10)
            tmp = tmp * a + array_2[x][y] * b
            result[x][y] = tmp + c
    return result

def w3(A):
    m = len(A)
    n = len(A[0])
    out = [[0.0] * m for _ in range(m)]
    for ii in range(m):
        for jj in range(m):
            tmp = [[0.0] * n for _ in range(n)]
            for i in range(n):
                for j in range(n):
                    acc = 0.0
                    for k in range(n):
                        acc += (A[ii][k] + A[jj][k]) * (i - j)
                    tmp[i][j] = acc
            total = 0.0
            for i in range(n):
                for j in range(n):
                    total += tmp[i][j]
            out[ii][jj] = total
    return out

def w5(A, B, C):
    n = len(A)
    for i in range(n):
        for j in range(n):
            acc = 0.0
            for k in range(n):
                acc += A[i][k] * B[k][j]
            C[i][j] = acc

def w4_assign(A, B):
    n = len(A)
    for i in range(n):
        Ai = A[i]
        for j in range(n):
            B[j][i] = Ai[j]

def w4_copy(A):
    return [list(r) for r in zip(*A)]

def w6(n):
    s = 0.0
    for i in range(n):
        s += math.sin(i * 0.001)
    return s

def median(f, repeats):
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        f()
        times.append(time.perf_counter() - t0)
    times.sort()
    return times[len(times) // 2]

v = [k * 0.5 for k in range(1_000_000)]
print("W1", median(lambda: w1(v), 5))
a1 = [[(x * 2000 + y) % 13 for y in range(2000)] for x in range(3000)]
print("W2", median(lambda: w2(a1, a1, 4, 3, 9), 1))
A3 = [[(i * 16 + k) % 7 - 3 for k in range(16)] for i in range(160)]
print("W3", median(lambda: w3(A3), 1))
n = 300
A = [[0.5] * n for _ in range(n)]
B = [[2.0] * n for _ in range(n)]
C = [[0.0] * n for _ in range(n)]
print("W5", median(lambda: w5(A, B, C), 1))
A4 = [[float(i * 2000 + j) for j in range(2000)] for i in range(2000)]
B4 = [[0.0] * 2000 for _ in range(2000)]
print("W4assign", median(lambda: w4_assign(A4, B4), 1))
print("W4copy", median(lambda: w4_copy(A4), 1))
print("W6", median(lambda: w6(10_000_000), 1))
