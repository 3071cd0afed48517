# A cdef class that declares `cdef dict __dict__` (Cython's dict_animal
# example) takes attributes it does not declare; one without it refuses.
cdef class Animal:
    cdef int number_of_legs
    cdef dict __dict__
    def __init__(self, int number_of_legs):
        self.number_of_legs = number_of_legs
    def legs(self):
        return self.number_of_legs
cdef class Plain:
    cdef int n
dog = Animal(4)
dog.has_tail = True
dog.name = "Rex"
print(dog.has_tail, dog.name, dog.legs(), sorted(dog.__dict__.items()))
print(hasattr(dog, "number_of_legs"), getattr(dog, "colour", "none"))
try:
    Plain().extra = 1
except AttributeError as e:
    print(e)
