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
}

/// One element value, widened.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Scalar {
    Int(i64),
    Float(f64),
    Bool(bool),
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
            DType::I64 | DType::U64 | DType::F64 => 8,
        }
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
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, DType::F32 | DType::F64)
    }

    pub fn is_signed(self) -> bool {
        matches!(self, DType::I8 | DType::I16 | DType::I32 | DType::I64)
    }

    pub fn is_int(self) -> bool {
        !self.is_float() && self != DType::Bool
    }

    /// Parses a NumPy dtype name or alias.
    pub fn parse(name: &str) -> Option<DType> {
        let n = name
            .strip_prefix("np.")
            .or_else(|| name.strip_prefix("numpy."))
            .unwrap_or(name);
        Some(match n {
            "bool" | "bool_" | "bool8" | "?" => DType::Bool,
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
            _ => {
                let i = match s {
                    Scalar::Int(i) => i,
                    Scalar::Bool(b) => b as i64,
                    Scalar::Float(x) => x as i64,
                };
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
    pub fn as_f64(self) -> f64 {
        match self {
            Scalar::Int(i) => i as f64,
            Scalar::Float(x) => x,
            Scalar::Bool(b) => b as i64 as f64,
        }
    }

    pub fn as_i64(self) -> i64 {
        match self {
            Scalar::Int(i) => i,
            Scalar::Float(x) => x as i64,
            Scalar::Bool(b) => b as i64,
        }
    }

    pub fn truthy(self) -> bool {
        match self {
            Scalar::Int(i) => i != 0,
            Scalar::Float(x) => x != 0.0,
            Scalar::Bool(b) => b,
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
