# reshape gives a view whenever the strides allow one, as NumPy does: a
# write through it reaches the original, and .strides shows NumPy's
# choice; otherwise it copies. ravel and flatten keep their own rules.
import numpy as np

def show(name, a, r):
    print(name, r.shape, r.strides, np.shares_memory(a, r))

grid = np.arange(24.0).reshape(4, 6)
col = grid[:, 0]
show("column to (1, 4)", col, col.reshape(1, 4))
show("column to (4, 1)", col, col.reshape(4, 1))
show("column to (2, 2)", col, col.reshape(2, 2))
half = grid[:, :3]
show("left half to (2, 2, 3)", half, half.reshape(2, 2, 3))
show("left half to (12,)", half, half.reshape(12))
rows = grid[::2]
show("every other row to (2, 2, 3)", rows, rows.reshape(2, 2, 3))
show("every other row to (12,)", rows, rows.reshape(12))
show("every other row to -1", rows, rows.reshape(-1))
t = np.arange(6.0).reshape(2, 3).T
show("transpose to (3, 2)", t, t.reshape(3, 2))
show("transpose to (3, 2, 1)", t, t.reshape(3, 2, 1))
show("transpose to (1, 3, 2)", t, t.reshape(1, 3, 2))
show("transpose to (6,)", t, t.reshape(6))
show("transpose to (2, 3) order F", t, t.reshape((2, 3), order="F"))
evens = np.arange(12.0).reshape(3, 4)[:, ::2]
show("even columns to (1, 6)", evens, evens.reshape(1, 6))
show("even columns to (3, 1, 2)", evens, evens.reshape(3, 1, 2))
show("squeeze", col.reshape(4, 1), np.squeeze(col.reshape(4, 1)))
show("expand_dims", col, np.expand_dims(col, 0))
show("ravel of a column", col, col.ravel())
show("flatten of a column", col, col.flatten())
show("ravel of the left half", half, half.ravel())
show("ravel of a transpose", t, t.ravel())
show("ravel of a transpose order K", t, t.ravel(order="K"))
show("ravel of a transpose order F", t, t.ravel(order="F"))
show("ravel of every other row order K", rows, rows.ravel(order="K"))

# A write through the view changes the grid.
col.reshape(2, 2)[1, 0] = -1.0
half.reshape(2, 2, 3)[1, 1, 2] = -2.0
print(grid)

# A typed memoryview takes the view, with its strides.
cdef double[:, :] m = col.reshape(2, 2)
print(m.shape[0], m.shape[1], m.strides[0], m.strides[1])
m[0, 1] = 99.0
print(grid[1, 0])
cdef double[:, ::1] c
try:
    c = col.reshape(2, 2)
except ValueError as e:
    print("ValueError:", e)
