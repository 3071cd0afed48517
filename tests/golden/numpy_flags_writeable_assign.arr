# a.flags.writeable = … and a.flags['W'] = … change the array as
# setflags does; the other flags refuse a store, as NumPy's do.
import numpy as np
a=np.arange(3)
for n in ['c_contiguous','foo']:
  try: setattr(a.flags, n, True)
  except Exception as e: print(type(e).__name__, e)
try: a.flags['C']=True
except Exception as e: print(type(e).__name__, e)
b=a[::2]; b.flags.writeable=False; print(b.flags.writeable, a.flags.writeable)
b.flags.writeable=True; print('ok')
f = a.flags; a.flags.writeable=False; print(f.writeable, a.flags.writeable, f)
a = np.arange(3)
a.flags.writeable = False
try:
    a[0] = 1
except ValueError as e:
    print(e)
a.flags["WRITEABLE"] = True
a[0] = 5
print(a, a.flags.writeable, a.flags["W"])
c = np.arange(4.0)
c.flags.writeable = False
cdef const double[:] ro = c
print(ro[3])
try:
    view_w = c
    cdef_check = 1
    def take(double[:] w):
        return w[0]
    take(c)
except ValueError as e:
    print("ValueError:", e)
