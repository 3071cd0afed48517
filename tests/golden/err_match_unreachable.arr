# A capture before the last case makes the rest unreachable: Cython refuses it.
def f(x):
    match x:
        case y:
            return 1
        case 2:
            return 2
