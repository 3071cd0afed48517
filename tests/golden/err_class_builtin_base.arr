# arr-only: Python and Cython accept a class deriving from int; arr says it lacks it
class Celsius(int):
    pass

print(Celsius(3) + 1)
