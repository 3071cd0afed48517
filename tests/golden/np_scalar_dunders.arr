# The special methods of NumPy scalars called by name (__round__, __format__,
# __add__, __lt__, ...), astype, bit_count and numerator, and round() of a
# NumPy scalar keeping its type when given ndigits.
import numpy as np
x = np.float64(2.567)
i = np.int64(7)
print(x.__round__(), x.__round__(1), i.__round__(), round(x, 2), round(i))
print(x.__abs__(), i.__neg__(), x.__add__(1), i.__mul__(2), x.__float__(), i.__int__(), i.__index__())
print(x.__lt__(3), i.__eq__(7), x.__bool__(), i.__hash__() == hash(7))
print(x.__str__(), x.__repr__(), i.__format__('05d'), x.__trunc__() if hasattr(x, '__trunc__') else None)
print(np.float32(1.5).__round__(), np.float32(2.5).__round__(), type(np.float32(2.5).__round__()))
print(x.conjugate(), i.conjugate(), x.item(), i.item(), type(i.item()), i.tolist(), x.astype(np.int32))
print(i.bit_count() if hasattr(i, 'bit_count') else 'nobc', x.real, i.imag, i.numerator if hasattr(i, 'numerator') else 'non')
print(hasattr(np.float32(1), '__trunc__'), hasattr(np.float64(1), '__floor__'), hasattr(np.int32(1), '__round__'), hasattr(np.bool_(True), '__round__'))
print(repr(np.float64(2.5).__trunc__()), repr(np.float64(-2.5).__floor__()), repr(np.float64(2.1).__ceil__()), repr(np.int8(-3).bit_count()), repr(np.uint8(255).bit_count()))
print(repr(np.int32(17).__round__(-1)), repr(np.float32(2.25).__round__(1)), repr(np.int64(5).numerator), repr(np.int16(5).denominator))
print(repr((2.5).__round__()), repr((7).__round__(-1)), repr((2.7).__trunc__()), repr((3).__format__('x')), repr(np.float64(2.5).__format__('.3f')))
print(repr(np.int64(7).__add__(1.5)), repr(np.float64(2).__mul__(3)), repr(np.int32(7).__neg__()), repr(np.int64(5).__invert__()), repr(np.uint8(3).__index__()))
print(repr(np.float64(2).__lt__(3)), repr(np.int64(7).__eq__(7.0)), repr(np.float64(3).__radd__(1)), repr(np.float32(1.5).astype(np.float64)))
print(repr(round(np.int64(7))), repr(round(np.float64(2.5))), repr(round(np.float32(2.5))), repr(round(np.int32(17), -1)), repr(round(np.float64(2.567), 2)), repr(np.float64(2) < 3))
for bad in (np.True_, np.complex128(1)):
    try:
        round(bad)
    except TypeError as e:
        print("TypeError:", e)
