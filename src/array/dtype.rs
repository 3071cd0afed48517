//! Element types of arrays, with NumPy's and Cython's names for them.

use std::fmt;

/// An element type. Values are held as `i64` (integers, bool) or `f64`
/// (floats) outside the buffer; `Scalar` carries one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DType {
    Bool,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F32,
    F64,
    /// NumPy `complex64`: two `float32` parts, real first.
    C64,
    /// NumPy `complex128`, C `double complex`: two `float64` parts.
    C128,
}

/// One element value, widened.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Scalar {
    Int(i64),
    Float(f64),
    Bool(bool),
    /// Real and imaginary parts.
    Complex(f64, f64),
}

impl DType {
    /// A C `char`, `signed char` or `unsigned char`: an array of them, or a
    /// pointer to them, converts to and from Python bytes (a C string).
    pub fn is_char(self) -> bool {
        matches!(self, DType::I8 | DType::U8)
    }

    /// The unsigned integer type of `width` bytes (1, 2, 4 or 8).
    pub fn unsigned_of_width(width: usize) -> Option<DType> {
        match width {
            1 => Some(DType::U8),
            2 => Some(DType::U16),
            4 => Some(DType::U32),
            8 => Some(DType::U64),
            _ => None,
        }
    }

    pub fn itemsize(self) -> usize {
        match self {
            DType::Bool | DType::I8 | DType::U8 => 1,
            DType::I16 | DType::U16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::U64 | DType::F64 | DType::C64 => 8,
            DType::C128 => 16,
        }
    }

    /// A complex type's part (`float32` for `complex64`): the element is
    /// two of them, real first, each accessed on its own, so a complex
    /// element needs only its part's alignment, as in NumPy.
    pub fn complex_part(self) -> Option<DType> {
        match self {
            DType::C64 => Some(DType::F32),
            DType::C128 => Some(DType::F64),
            _ => None,
        }
    }

    pub fn is_complex(self) -> bool {
        self.complex_part().is_some()
    }

    /// The complex type whose parts are this float type.
    pub fn complex_of(self) -> DType {
        if self == DType::F32 {
            DType::C64
        } else {
            DType::C128
        }
    }

    /// The alignment an element needs (its part's size for a complex).
    pub fn align(self) -> usize {
        self.complex_part().unwrap_or(self).itemsize()
    }

    /// NumPy's name (`float64`).
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::I8 => "int8",
            DType::I16 => "int16",
            DType::I32 => "int32",
            DType::I64 => "int64",
            DType::U8 => "uint8",
            DType::U16 => "uint16",
            DType::U32 => "uint32",
            DType::U64 => "uint64",
            DType::F32 => "float32",
            DType::F64 => "float64",
            DType::C64 => "complex64",
            DType::C128 => "complex128",
        }
    }

    /// The C type name Cython's buffer messages use (`'double'`, `'long'`).
    pub fn c_name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::I8 => "signed char",
            DType::I16 => "short",
            DType::I32 => "int",
            DType::I64 => "long",
            DType::U8 => "unsigned char",
            DType::U16 => "unsigned short",
            DType::U32 => "unsigned int",
            DType::U64 => "unsigned long",
            DType::F32 => "float",
            DType::F64 => "double",
            DType::C64 => "float complex",
            DType::C128 => "double complex",
        }
    }

    /// NumPy's `dtype.kind`: `b`, `i`, `u`, `f` or `c`.
    pub fn kind(self) -> &'static str {
        match self {
            DType::Bool => "b",
            DType::I8 | DType::I16 | DType::I32 | DType::I64 => "i",
            DType::U8 | DType::U16 | DType::U32 | DType::U64 => "u",
            DType::F32 | DType::F64 => "f",
            DType::C64 | DType::C128 => "c",
        }
    }

    /// NumPy's one-letter code, `dtype.char` (`d` for float64).
    pub fn char_code(self) -> &'static str {
        match self {
            DType::Bool => "?",
            DType::I8 => "b",
            DType::I16 => "h",
            DType::I32 => "i",
            DType::I64 => "l",
            DType::U8 => "B",
            DType::U16 => "H",
            DType::U32 => "I",
            DType::U64 => "L",
            DType::F32 => "f",
            DType::F64 => "d",
            DType::C64 => "F",
            DType::C128 => "D",
        }
    }

    /// NumPy's `dtype.byteorder`: `|` where order does not apply (one
    /// byte), `=` (native, little-endian here) otherwise.
    pub fn byteorder(self) -> &'static str {
        if self.itemsize() == 1 { "|" } else { "=" }
    }

    /// NumPy's array-interface type string, `dtype.str` (`<f8`).
    pub fn typestr(self) -> String {
        let order = if self.itemsize() == 1 { "|" } else { "<" };
        let kind = if self == DType::Bool {
            "b"
        } else {
            self.kind()
        };
        format!("{order}{kind}{}", self.itemsize())
    }

    pub fn is_float(self) -> bool {
        matches!(self, DType::F32 | DType::F64)
    }

    pub fn is_signed(self) -> bool {
        matches!(self, DType::I8 | DType::I16 | DType::I32 | DType::I64)
    }

    pub fn is_int(self) -> bool {
        !self.is_float() && !self.is_complex() && self != DType::Bool
    }

    /// Parses a NumPy dtype name or alias.
    pub fn parse(name: &str) -> Option<DType> {
        let n = name
            .strip_prefix("np.")
            .or_else(|| name.strip_prefix("numpy."))
            .unwrap_or(name);
        // A native or not-applicable byte order mark (`<i4`, `=f8`, `|u1`)
        // names the same type; big-endian (`>`) is not one arr holds.
        let n = n
            .strip_prefix(['<', '=', '|'])
            .filter(|rest| rest.len() > 1)
            .unwrap_or(n);
        Some(match n {
            "bool" | "bool_" | "bool8" | "?" | "b1" => DType::Bool,
            "int8" | "byte" | "b" | "i1" => DType::I8,
            "int16" | "short" | "h" | "i2" => DType::I16,
            "int32" | "intc" | "i" | "i4" => DType::I32,
            "int64" | "int" | "int_" | "intp" | "long" | "l" | "q" | "i8" | "longlong" => {
                DType::I64
            }
            "uint8" | "ubyte" | "B" | "u1" => DType::U8,
            "uint16" | "ushort" | "H" | "u2" => DType::U16,
            "uint32" | "uintc" | "I" | "u4" => DType::U32,
            "uint64" | "uint" | "uintp" | "ulong" | "ulonglong" | "L" | "Q" | "u8" => DType::U64,
            "float32" | "single" | "f" | "f4" => DType::F32,
            "float64" | "float" | "double" | "d" | "f8" | "float_" => DType::F64,
            "complex64" | "csingle" | "F" | "c8" => DType::C64,
            "complex128" | "complex" | "cdouble" | "D" | "c16" | "complex_" => DType::C128,
            _ => return None,
        })
    }

    /// NumPy's promotion of two dtypes for arithmetic.
    pub fn promote(a: DType, b: DType) -> DType {
        use DType::*;
        if a == b {
            return a;
        }
        match (a, b) {
            (Bool, x) | (x, Bool) => x,
            (C128, _) | (_, C128) => C128,
            (C64, x) | (x, C64) => {
                if x == F64 || (x.itemsize() >= 4 && x.is_int()) {
                    C128
                } else {
                    C64
                }
            }
            (F64, _) | (_, F64) => F64,
            (F32, x) | (x, F32) => {
                if x.itemsize() >= 4 && x.is_int() {
                    F64
                } else {
                    F32
                }
            }
            _ => {
                let (sa, sb) = (a.is_signed(), b.is_signed());
                if sa == sb {
                    if a.itemsize() >= b.itemsize() { a } else { b }
                } else {
                    let (s, u) = if sa { (a, b) } else { (b, a) };
                    if s.itemsize() > u.itemsize() {
                        s
                    } else {
                        match u.itemsize() {
                            1 => I16,
                            2 => I32,
                            4 => I64,
                            _ => F64,
                        }
                    }
                }
            }
        }
    }

    /// Brings a widened value into this type's range (C conversion).
    pub fn wrap(self, s: Scalar) -> Scalar {
        match self {
            DType::Bool => Scalar::Bool(s.truthy()),
            DType::F32 => Scalar::Float(s.as_f64() as f32 as f64),
            DType::F64 => Scalar::Float(s.as_f64()),
            DType::C64 => {
                let (re, im) = s.as_complex();
                Scalar::Complex(re as f32 as f64, im as f32 as f64)
            }
            DType::C128 => {
                let (re, im) = s.as_complex();
                Scalar::Complex(re, im)
            }
            _ => {
                let i = s.as_i64();
                Scalar::Int(match self {
                    DType::I8 => i as i8 as i64,
                    DType::I16 => i as i16 as i64,
                    DType::I32 => i as i32 as i64,
                    DType::U8 => i as u8 as i64,
                    DType::U16 => i as u16 as i64,
                    DType::U32 => i as u32 as i64,
                    _ => i,
                })
            }
        }
    }
}

impl Scalar {
    /// The value as a double; a complex gives its real part, as NumPy's
    /// cast from complex does.
    pub fn as_f64(self) -> f64 {
        match self {
            Scalar::Int(i) => i as f64,
            Scalar::Float(x) | Scalar::Complex(x, _) => x,
            Scalar::Bool(b) => b as i64 as f64,
        }
    }

    pub fn as_i64(self) -> i64 {
        match self {
            Scalar::Int(i) => i,
            Scalar::Float(x) | Scalar::Complex(x, _) => x as i64,
            Scalar::Bool(b) => b as i64,
        }
    }

    /// The value as real and imaginary parts.
    pub fn as_complex(self) -> (f64, f64) {
        match self {
            Scalar::Complex(re, im) => (re, im),
            other => (other.as_f64(), 0.0),
        }
    }

    pub fn truthy(self) -> bool {
        match self {
            Scalar::Int(i) => i != 0,
            Scalar::Float(x) => x != 0.0,
            Scalar::Bool(b) => b,
            Scalar::Complex(re, im) => re != 0.0 || im != 0.0,
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
