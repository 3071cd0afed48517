# File objects never closed (`open(p, "w").write(…)`): what they wrote is
# in the file at once, for the next open, os.path.getsize and np.load.
import os
import numpy as np
p = "/tmp/arr_unclosed_%d.txt" % os.getpid()
open(p, "w").write("x" * 10)
print(os.path.getsize(p), open(p).read())
total = 0
for i in range(300):
    total += len(open(p).read())
for i in range(200):
    open(p, "a").write("y")
print(total, len(open(p).read()), os.path.getsize(p))
q = "/tmp/arr_unclosed_%d.npy" % os.getpid()
np.save(q, np.arange(3))
print(np.load(q))
os.remove(p)
os.remove(q)
