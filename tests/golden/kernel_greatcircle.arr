from libc.math cimport sin, cos, acos, M_PI
import math

cdef double to_radians(double deg):
    return deg * M_PI / 180.0

def great_circle(double lon1, double lat1, double lon2, double lat2):
    cdef double radius = 3956.0
    cdef double x = M_PI / 180.0
    cdef double a, b, theta, c
    a = (90.0 - lat1) * x
    b = (90.0 - lat2) * x
    theta = (lon2 - lon1) * x
    c = acos(cos(a) * cos(b) + sin(a) * sin(b) * cos(theta))
    return radius * c

def py_great_circle(lon1, lat1, lon2, lat2):
    radius = 3956
    x = math.pi / 180.0
    a = (90.0 - lat1) * x
    b = (90.0 - lat2) * x
    theta = (lon2 - lon1) * x
    c = math.acos(math.cos(a) * math.cos(b) + math.sin(a) * math.sin(b) * math.cos(theta))
    return radius * c

print(great_circle(-72.345, 34.323, -61.823, 54.826))
print(py_great_circle(-72.345, 34.323, -61.823, 54.826))
print(f"{great_circle(0, 0, 90, 0):.3f}", to_radians(180))
