# Summary statistics in plain Python, with a typed helper for the hot loop.
cdef double mean(list xs):
    cdef double total = 0
    cdef Py_ssize_t i
    for i in range(len(xs)):
        total += xs[i]
    return total / len(xs)

readings = {"mon": [12.5, 14.0, 13.2], "tue": [15.1, 16.4, 15.9], "wed": [9.8, 11.2, 10.5]}
for day, temps in readings.items():
    print(f"{day}: mean {mean(temps):6.2f}  min {min(temps):5.1f}  max {max(temps):5.1f}")
warmest = max(readings, key=lambda d: mean(readings[d]))
print("warmest day:", warmest)
