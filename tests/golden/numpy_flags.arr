import numpy as np
a = np.arange(6.0).reshape(2, 3)
print(a.flags['C_CONTIGUOUS'], a.flags['F_CONTIGUOUS'], a.flags['OWNDATA'])
print(a.T.flags['C_CONTIGUOUS'], a.T.flags['F_CONTIGUOUS'], a.T.flags['OWNDATA'])
print(a.flags.c_contiguous, a.flags.f_contiguous, a.flags.writeable, a.flags.owndata)
print(a.flags)
b = a[:, ::2]
print(b.flags.contiguous, b.flags['WRITEABLE'], b.flags['A'])
c = np.ones((3, 4))
print(c.flags.owndata, c.flags['O'], c.flags.carray, c.flags.farray)
f = np.asfortranarray(c)
print(f.flags.fnc, f.flags.forc, f.flags['FORTRAN'], f.flags['CA'], f.flags['FA'])
print(np.zeros(5).flags['C'] and np.zeros(5).flags['F'])
try:
    c.flags['NOPE']
except KeyError as e:
    print('KeyError', e)
