# The memory order of copies: `copy()` is C unless asked; `astype`,
# `np.array` and `np.copy` keep the source's order ('K').
import numpy as np

def flags(a):
    return a.strides, bool(a.flags['C_CONTIGUOUS']), bool(a.flags['F_CONTIGUOUS'])

def main():
    b = np.arange(6.0).reshape(2, 3)
    f = np.asfortranarray(b)
    print(flags(b.copy(order='F')), flags(b.copy('F')), flags(f.copy()))
    print(flags(f.copy(order='A')), flags(b.copy(order='A')), flags(f.copy(order='K')))
    print(flags(b.T.copy(order='K')), flags(b.T.copy()), flags(b[:, ::2].copy(order='K')))
    print(flags(f.astype(np.int32)), flags(b.astype(np.int32)), flags(f.astype(np.float32, order='C')))
    print(flags(np.array(f)), flags(np.array(b, order='F')), flags(np.array([[1, 2], [3, 4]], order='F')))
    print(flags(np.copy(f)), flags(np.copy(b.T)), flags(np.copy(f, order='C')))
    print(f.copy(order='F').tolist(), b.T.astype(int, order='K').tolist())
    try:
        b.copy(order='Z')
    except ValueError as e:
        print("ValueError", e)

main()
