# NaN-ignoring reductions over the whole array and along an axis (an
# all-NaN lane gives NaN with a RuntimeWarning on stderr: not compared here).
import numpy as np
a = np.array([[1.5, -2.25, 3.0], [1e-5, 123456.789, np.nan], [np.nan, 7.0, np.nan]])
print(np.nanmean(a, axis=1), np.nanmean(a, axis=0), np.nanmean(a, 1))
print(np.nanmax(a, axis=0), np.nanmin(a, axis=1), np.nansum(a, axis=0), np.nansum(a, axis=-1))
print(np.nanmean(a), np.nanmax(a), np.nansum(a))
b = np.arange(6).reshape(2, 3)
print(np.nanmean(b, axis=0), np.nanmax(b, axis=1))
f = np.array([np.nan, 2.0, np.nan, 4.0], dtype=np.float32)
print(np.nanmean(f), np.nanmax(f, axis=0))
