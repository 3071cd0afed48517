def primes(int nb_primes):
    cdef int n, i, len_p
    cdef int[1000] p
    if nb_primes > 1000:
        nb_primes = 1000
    len_p = 0
    n = 2
    while len_p < nb_primes:
        for i in p[:len_p]:
            if n % i == 0:
                break
        else:
            p[len_p] = n
            len_p += 1
        n += 1
    result_as_list = [prime for prime in p[:len_p]]
    return result_as_list

print(primes(20))

cdef double f(double x) except? -2:
    return x ** 2 - x

def integrate_f(double a, double b, int N):
    cdef int i
    cdef double s, dx
    s = 0
    dx = (b - a) / N
    for i in range(N):
        s += f(a + i * dx)
    return s * dx
print(integrate_f(0, 2, 1000))

cpdef int cube(int x):
    return x * x * x
print(cube(3), [cube(k) for k in range(4)])

cdef bint is_even(int k):
    return k % 2 == 0
print(is_even(4), is_even(3), type(is_even(2)))

cdef str greet(str name):
    return "Hello, " + name + "!"
print(greet("arr"))

cdef class Point:
    cdef public double x, y
    def __init__(self, double x=0, double y=0):
        self.x = x
        self.y = y
    cpdef double dist2(self, Point other):
        return (self.x - other.x) ** 2 + (self.y - other.y) ** 2
    def __add__(self, Point other):
        return Point(self.x + other.x, self.y + other.y)
    def __repr__(self):
        return "Point(%g, %g)" % (self.x, self.y)

p1 = Point(1, 2)
p2 = Point(4, 6)
print(p1.dist2(p2), p1 + p2, p1.x)
p1.x = 10
print(p1)
try:
    p1.dist2(3)
except TypeError as e:
    print("TypeError:", e)

cdef class Animal:
    cdef str name
    def __init__(self, name):
        self.name = name
    def speak(self):
        return self.name + " makes a sound"
class Dog(Animal):
    def speak(self):
        return super().speak() + ": woof"
print(Dog("rex").speak(), Animal("cat").speak())

cdef long long total = 0
cdef int j
for j in range(1, 101):
    total += j * j
print(total, total / 7, total // 7, <double>total / 7)
cdef float ff = 0.1
print(ff, ff * ff, <double>ff)
cdef char c = 65
print(c, <int>c + 1)
