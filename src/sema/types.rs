//! Static types: C scalars with their exact widths and C's arithmetic
//! conversions, and `object` for everything dynamic.

use crate::array::native::TWO_63;
use std::fmt;

/// A C integer type. `char` is signed here, as on x86-64 Linux.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CInt {
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    SsizeT,
    SizeT,
}

impl CInt {
    pub fn bits(self) -> u32 {
        match self {
            CInt::Char | CInt::SChar | CInt::UChar => 8,
            CInt::Short | CInt::UShort => 16,
            CInt::Int | CInt::UInt => 32,
            _ => 64,
        }
    }

    pub fn signed(self) -> bool {
        !matches!(
            self,
            CInt::UChar | CInt::UShort | CInt::UInt | CInt::ULong | CInt::ULongLong | CInt::SizeT
        )
    }

    /// C's integer conversion rank (long and long long share a width here
    /// but keep C's distinct ranks, which decide result types).
    pub fn rank(self) -> u8 {
        match self {
            CInt::Char | CInt::SChar | CInt::UChar => 1,
            CInt::Short | CInt::UShort => 2,
            CInt::Int | CInt::UInt => 3,
            CInt::Long | CInt::ULong | CInt::SsizeT | CInt::SizeT => 4,
            CInt::LongLong | CInt::ULongLong => 5,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            CInt::Char => "char",
            CInt::SChar => "signed char",
            CInt::UChar => "unsigned char",
            CInt::Short => "short",
            CInt::UShort => "unsigned short",
            CInt::Int => "int",
            CInt::UInt => "unsigned int",
            CInt::Long => "long",
            CInt::ULong => "unsigned long",
            CInt::LongLong => "long long",
            CInt::ULongLong => "unsigned long long",
            CInt::SsizeT => "Py_ssize_t",
            CInt::SizeT => "size_t",
        }
    }

    fn unsigned_of(self) -> CInt {
        match self {
            CInt::Char | CInt::SChar => CInt::UChar,
            CInt::Short => CInt::UShort,
            CInt::Int => CInt::UInt,
            CInt::Long | CInt::SsizeT => CInt::ULong,
            CInt::LongLong => CInt::ULongLong,
            other => other,
        }
    }

    /// Brings a 64-bit pattern into this type's range, as a C conversion
    /// does: two's-complement truncation, then sign or zero extension.
    #[inline(always)]
    pub fn wrap(self, v: i64) -> i64 {
        match self {
            CInt::Char | CInt::SChar => v as i8 as i64,
            CInt::UChar => v as u8 as i64,
            CInt::Short => v as i16 as i64,
            CInt::UShort => v as u16 as i64,
            CInt::Int => v as i32 as i64,
            CInt::UInt => v as u32 as i64,
            _ => v,
        }
    }

    /// The smallest and largest value, as i128.
    pub fn range(self) -> (i128, i128) {
        let bits = self.bits();
        if self.signed() {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        }
    }

    /// Is this a 64-bit unsigned type (whose values do not fit i64)?
    pub fn is_u64(self) -> bool {
        self.bits() == 64 && !self.signed()
    }

    /// How gcc on x86-64 converts a double to this type (`<int>x`), which
    /// compiled Cython prints: truncation toward zero; a value out of
    /// range (undefined in C) or NaN gives x86's "integer indefinite" —
    /// the most negative value of the 32- or 64-bit conversion gcc picks —
    /// brought into the type's width.
    pub fn from_f64(self, x: f64) -> i64 {
        match self.float_conversion() {
            FloatToInt::Signed32 => self.wrap(cvt_i32(x)),
            FloatToInt::Signed64 => self.wrap(cvt_i64(x)),
            FloatToInt::Unsigned64 => cvt_u64(x),
        }
    }

    /// Which x86 conversion gcc uses for a double to this type: a 32-bit
    /// `cvttsd2si` for the types it holds (and the narrower unsigned ones),
    /// a 64-bit one for `unsigned int` and 64-bit signed types, and a
    /// two-step sequence for 64-bit unsigned types.
    pub fn float_conversion(self) -> FloatToInt {
        match self {
            CInt::UInt => FloatToInt::Signed64,
            k if k.is_u64() => FloatToInt::Unsigned64,
            k if k.bits() == 64 => FloatToInt::Signed64,
            _ => FloatToInt::Signed32,
        }
    }
}

/// The x86 conversions a C cast from double to an integer compiles to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatToInt {
    Signed32,
    Signed64,
    Unsigned64,
}

/// x86's 64-bit `cvttsd2si`: i64::MIN for NaN and out-of-range values.
pub fn cvt_i64(x: f64) -> i64 {
    if (-TWO_63..TWO_63).contains(&x) {
        x as i64
    } else {
        i64::MIN
    }
}

/// x86's 32-bit `cvttsd2si`: i32::MIN for NaN and out-of-range values.
pub fn cvt_i32(x: f64) -> i64 {
    if x > -2_147_483_649.0 && x < 2_147_483_648.0 {
        x as i32 as i64
    } else {
        i32::MIN as i64
    }
}

/// gcc's double to 64-bit unsigned on x86-64: values from 2^63 up are
/// converted less 2^63 with the top bit set back; the rest (NaN too) as a
/// signed 64-bit conversion.
pub fn cvt_u64(x: f64) -> i64 {
    if x >= TWO_63 {
        cvt_i64(x - TWO_63) ^ i64::MIN
    } else {
        cvt_i64(x)
    }
}

/// Which axis of a memoryview type is declared contiguous (`::1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Contig {
    Strided,
    /// `::1` on the last axis.
    C,
    /// `::1` on the first axis.
    F,
}

/// A typed memoryview type: `double[:, ::1]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MvType {
    pub dtype: crate::array::DType,
    pub ndim: u8,
    pub contig: Contig,
    pub is_const: bool,
}

impl MvType {
    /// Cython's spelling: `double[:, ::1]`.
    pub fn name(&self) -> String {
        let n = self.ndim as usize;
        let axes: Vec<&str> = (0..n)
            .map(|k| match self.contig {
                Contig::C if k == n - 1 => "::1",
                Contig::F if k == 0 => "::1",
                _ => ":",
            })
            .collect();
        let c = if self.is_const { "const " } else { "" };
        format!("{c}{}[{}]", elem_c_name(self.dtype), axes.join(", "))
    }

    /// The element's scalar type.
    pub fn elem(&self) -> Ty {
        elem_ty(self.dtype)
    }
}

/// The C type of an element of dtype `d` (the inverse of `dtype_of`).
/// Does a value of type `t` hold a `target` struct by value, directly or
/// in a nested struct (which would make it infinitely large)?
pub fn contains_struct(t: &Ty, target: &StructDef) -> bool {
    fn walk(t: &Ty, target: &StructDef, depth: usize) -> bool {
        let Ty::Struct(d) = t else { return false };
        std::ptr::eq(d.as_ref(), target)
            || (depth < 64 && d.fields().iter().any(|(_, f)| walk(f, target, depth + 1)))
    }
    walk(t, target, 0)
}

/// Does a struct hold a pointer (directly or in a nested struct)? Cython
/// cannot convert such a struct to a Python object.
pub fn holds_pointer(def: &StructDef) -> bool {
    fn walk(def: &StructDef, depth: usize) -> bool {
        def.fields().iter().any(|(_, t)| match t {
            Ty::Struct(d) => depth < 64 && walk(d, depth + 1),
            // A `char *` field converts as bytes.
            Ty::Ptr(Some(d)) if d.is_char() => false,
            t => t.is_address(),
        })
    }
    walk(def, 0)
}

/// The type of `p[i]` for a typed pointer or C array `p` whose elements
/// are scalars or pointers; None for others.
pub fn pointee(p: &Ty) -> Option<Ty> {
    match p {
        Ty::Ptr(Some(d)) | Ty::CArray(d, _) => Some(elem_ty(*d)),
        Ty::PtrPtr(inner) => Some(inner.as_ref().clone()),
        _ => None,
    }
}

/// The pointer type to a field of type `t` (a scalar or a pointer).
pub fn pointer_to(t: &Ty) -> Option<Ty> {
    match t {
        Ty::Bint => Some(Ty::Ptr(Some(crate::array::DType::I32))),
        t if t.is_address() => Some(Ty::PtrPtr(std::sync::Arc::new(t.clone()))),
        t => dtype_of(t).map(|d| Ty::Ptr(Some(d))),
    }
}

/// An element type's name inside a pointer or array type: Cython names
/// `bint` there by the C type it declares, `bool` (`bool *`, `bool [5]`).
fn compound_elem_name(d: crate::array::DType) -> String {
    match d {
        crate::array::DType::Bool => "bool".into(),
        d => elem_ty(d).name(),
    }
}

pub fn elem_ty(d: crate::array::DType) -> Ty {
    use crate::array::DType::*;
    match d {
        F64 => Ty::Double,
        F32 => Ty::Float,
        // `char *` (strings) is far commoner than `signed char *`.
        I8 => Ty::Int(CInt::Char),
        I16 => Ty::Int(CInt::Short),
        I32 => Ty::Int(CInt::Int),
        I64 => Ty::Int(CInt::Long),
        U8 => Ty::Int(CInt::UChar),
        U16 => Ty::Int(CInt::UShort),
        U32 => Ty::Int(CInt::UInt),
        U64 => Ty::Int(CInt::ULong),
        Bool => Ty::Bint,
        C64 => Ty::FloatComplex,
        C128 => Ty::DoubleComplex,
    }
}

/// The C spelling of an element type in memoryview names.
fn elem_c_name(d: crate::array::DType) -> &'static str {
    d.c_name()
}

/// The array element type of a C scalar type, for `T[:]` declarations.
pub fn dtype_of(t: &Ty) -> Option<crate::array::DType> {
    use crate::array::DType;
    Some(match t {
        Ty::Double => DType::F64,
        Ty::Float => DType::F32,
        Ty::Int(c) => match (c.bits(), c.signed()) {
            (8, true) => DType::I8,
            (8, false) => DType::U8,
            (16, true) => DType::I16,
            (16, false) => DType::U16,
            (32, true) => DType::I32,
            (32, false) => DType::U32,
            (_, true) => DType::I64,
            (_, false) => DType::U64,
        },
        _ => return None,
    })
}

/// The element type of a memoryview, NumPy buffer, pointer or C array of
/// `t`: what `dtype_of` gives, and the complex types (elements of two
/// parts; struct fields and `&z` of them are not modelled).
pub fn buffer_dtype_of(t: &Ty) -> Option<crate::array::DType> {
    match t {
        Ty::DoubleComplex => Some(crate::array::DType::C128),
        Ty::FloatComplex => Some(crate::array::DType::C64),
        t => dtype_of(t),
    }
}

/// Where a struct's fields lie in memory, as a C compiler lays them out.
#[derive(Debug, Clone)]
pub struct CLayout {
    /// Bytes per struct, padding included.
    pub size: usize,
    /// The strictest alignment of a field: where the struct may start
    /// inside another.
    pub align: usize,
    /// Each field's byte offset and how it is stored (`bint` as a C int,
    /// a pointer as an 8-byte address; a nested struct's first byte as
    /// `u8`, its own fields laid out by its layout).
    pub fields: Vec<(usize, crate::array::DType)>,
}

/// The layout of a struct whose fields are C scalars, pointers (stored
/// as 8-byte addresses) or such structs; None otherwise.
pub fn struct_layout(def: &StructDef) -> Option<CLayout> {
    let (mut off, mut align) = (0usize, 1usize);
    let mut fields = Vec::with_capacity(def.fields().len());
    for (_, t) in def.fields() {
        let (d, n, a) = match t {
            Ty::Bint => (crate::array::DType::I32, 4, 4),
            t if t.is_address() => (crate::array::DType::U64, 8, 8),
            Ty::Struct(inner) => {
                let l = struct_layout(inner)?;
                (crate::array::DType::U8, l.size, l.align)
            }
            // An array field: its elements in place.
            Ty::CArray(d, n) => (*d, d.itemsize() * n, d.itemsize()),
            Ty::CArrayNd(d, dims) => (
                *d,
                d.itemsize() * dims.iter().product::<usize>(),
                d.itemsize(),
            ),
            t => {
                let d = dtype_of(t)?;
                (d, d.itemsize(), d.itemsize())
            }
        };
        let a = if def.packed { 1 } else { a };
        align = align.max(a);
        if def.union {
            fields.push((0, d));
            off = off.max(n);
            continue;
        }
        off = off.div_ceil(a) * a;
        fields.push((off, d));
        off += n;
    }
    Some(CLayout {
        size: off.div_ceil(align) * align,
        align,
        fields,
    })
}

/// A static type.
#[derive(Debug, Clone, PartialEq)]
pub enum Ty {
    /// A Python object: any dynamic value.
    Object,
    Bint,
    Int(CInt),
    /// C `float`: 32-bit, arithmetic rounded to f32.
    Float,
    Double,
    /// C `float complex` / `double complex`: held as a Python complex
    /// (`Value::Complex`) whose parts have the C type.
    FloatComplex,
    DoubleComplex,
    /// Cython's "soft double complex": what `z ** x` gives for an exponent
    /// that is not an integer type. A double complex that becomes a
    /// Python float when its imaginary part is zero.
    SoftComplex,
    /// Return type of `cdef void` functions.
    Void,
    /// A typed memoryview (held as an object: a view or None).
    Memview(MvType),
    /// A pointer to elements of a C scalar type (`None`: `void*`), held as
    /// an object: a tracked block and an offset.
    Ptr(Option<crate::array::DType>),
    /// A fixed-size C array `T[n]`, held as a pointer to its own block.
    CArray(crate::array::DType, usize),
    /// A C array of arrays `T[n][m]…` (every extent, outermost first; at
    /// least two), held as a pointer to one block of its elements in row
    /// order. `a[i]` is the row `T[m]…` inside it.
    CArrayNd(crate::array::DType, std::sync::Arc<[usize]>),
    /// A C struct, held as a value (copied on assignment, as in C).
    Struct(std::sync::Arc<StructDef>),
    /// A ctuple `(int, double)`, held as a Python tuple whose items were
    /// converted to their C types.
    Ctuple(Vec<Ty>),
    /// `np.ndarray[T, ndim=N]`: a NumPy array (held as one) whose element
    /// indexing is typed like a memoryview's.
    /// The element type as written (`DTYPE_t`, `float64_t`) is kept for
    /// Cython's messages and `typeof`.
    Buffer(MvType, std::sync::Arc<str>),
    /// A pointer to C structs whose fields are all C scalars (held as an
    /// object: a tracked block and an offset), laid out as C lays them out.
    StructPtr(std::sync::Arc<StructDef>),
    /// A C function pointer: parameter types and return type (held as an
    /// object: the function it points to, or NULL).
    FuncPtr(std::sync::Arc<(Vec<Ty>, Ty)>),
    /// A pointer to pointers (`double**`, `Node**`, the storage of
    /// `int* a[4]`): held as an object like any pointer; each element in
    /// memory is an 8-byte address (`eval::address`) of the pointer type
    /// held here.
    PtrPtr(std::sync::Arc<Ty>),
    /// A C++ standard-library value (`vector[int]`, `map[int,double]`, …),
    /// held as an object (see `CppTy`) and copied on assignment, as C++
    /// copies it.
    Cpp(std::sync::Arc<CppTy>),
    /// `Py_UCS4`: a C code point, held as the one-character str it
    /// converts to (Cython coerces it to that str wherever an object is
    /// wanted: printing, `+`, `in`); as a C integer it is its `ord`.
    Ucs4,
}

/// A `libcpp` container type and how arr holds it:
/// - `vector`: a list of its (converted) elements;
/// - `map`/`unordered_map`: a dict, iterated in key order or in
///   libstdc++'s bucket order (`eval::cpp`);
/// - `set`/`unordered_set`: a set, iterated likewise;
/// - `deque`, `list` and the adapters `queue`, `stack`,
///   `priority_queue`: a list, in order (a priority queue's in heap
///   order, its top first);
/// - `pair`: a 2-tuple; `string`: bytes;
/// - an iterator: a tuple of its container and a position (a reverse
///   iterator's tuple says so in a third part).
#[derive(Debug, Clone, PartialEq)]
pub enum CppTy {
    Vector(Ty),
    Map { key: Ty, val: Ty, ordered: bool },
    Set { elem: Ty, ordered: bool },
    Pair(Ty, Ty),
    String,
    Seq(SeqKind, Ty),
    Iter(std::sync::Arc<CppTy>),
    RevIter(std::sync::Arc<CppTy>),
}

/// The sequence containers other than `vector`, and the adapters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeqKind {
    Deque,
    List,
    Queue,
    Stack,
    PriorityQueue,
}

impl SeqKind {
    pub fn name(self) -> &'static str {
        match self {
            SeqKind::Deque => "deque",
            SeqKind::List => "list",
            SeqKind::Queue => "queue",
            SeqKind::Stack => "stack",
            SeqKind::PriorityQueue => "priority_queue",
        }
    }

    /// An adapter: no iterators, no iteration, no conversion.
    pub fn adapter(self) -> bool {
        matches!(
            self,
            SeqKind::Queue | SeqKind::Stack | SeqKind::PriorityQueue
        )
    }
}

impl CppTy {
    /// Cython's spelling (`cython.typeof`).
    pub fn name(&self) -> String {
        match self {
            CppTy::Vector(t) => format!("vector[{}]", t.name()),
            CppTy::Map { key, val, ordered } => format!(
                "{}map[{},{}]",
                if *ordered { "" } else { "unordered_" },
                key.name(),
                val.name()
            ),
            CppTy::Set { elem, ordered } => format!(
                "{}set[{}]",
                if *ordered { "" } else { "unordered_" },
                elem.name()
            ),
            CppTy::Pair(a, b) => format!("pair[{},{}]", a.name(), b.name()),
            CppTy::String => "string".into(),
            CppTy::Seq(k, t) => format!("{}[{}]", k.name(), t.name()),
            CppTy::Iter(_) => "iterator".into(),
            CppTy::RevIter(_) => "reverse_iterator".into(),
        }
    }

    /// A container with iterators (not a pair, an iterator or an
    /// adapter).
    pub fn iterates(&self) -> bool {
        match self {
            CppTy::Pair(..) | CppTy::Iter(_) | CppTy::RevIter(_) => false,
            CppTy::Seq(k, _) => !k.adapter(),
            _ => true,
        }
    }

    /// An iterator, forward or reverse.
    pub fn is_iter(&self) -> bool {
        matches!(self, CppTy::Iter(_) | CppTy::RevIter(_))
    }

    /// Whether Cython converts it to and from a Python object (it has no
    /// converter for iterators, `deque` or the adapters).
    pub fn converts(&self) -> bool {
        match self {
            CppTy::Iter(_) | CppTy::RevIter(_) => false,
            CppTy::Seq(k, _) => *k == SeqKind::List,
            _ => true,
        }
    }

    /// The element of a container held as a list in order (`vector`,
    /// `deque`, `list`).
    pub fn seq_elem(&self) -> Option<&Ty> {
        match self {
            CppTy::Vector(t) => Some(t),
            CppTy::Seq(k, t) if !k.adapter() => Some(t),
            _ => None,
        }
    }

    /// What a container's iteration (and `deref` of its iterator) gives:
    /// an element, or a map's key-value pair.
    pub fn item(&self) -> Option<Ty> {
        Some(match self {
            CppTy::Vector(t) => t.clone(),
            CppTy::Set { elem, .. } => elem.clone(),
            CppTy::Map { key, val, .. } => {
                Ty::Cpp(std::sync::Arc::new(CppTy::Pair(key.clone(), val.clone())))
            }
            CppTy::String => Ty::Int(CInt::Char),
            CppTy::Seq(k, t) if !k.adapter() => t.clone(),
            CppTy::Pair(..) | CppTy::Seq(..) | CppTy::Iter(_) | CppTy::RevIter(_) => return None,
        })
    }
}

/// A `cdef struct` declaration.
///
/// The fields are set once, after the declaration is registered: a field
/// may point to the struct itself (`Node* next`), so its type must exist
/// while its fields are resolved. Such a struct holds itself in a cycle of
/// `Arc`s and lives as long as the program, as a C type does.
pub struct StructDef {
    pub name: String,
    fields: std::sync::OnceLock<Vec<(std::sync::Arc<str>, Ty)>>,
    /// A `cdef union`: every field at offset 0, over the same bytes.
    pub union: bool,
    /// A `cdef packed struct`: no padding between or after fields.
    pub packed: bool,
}

impl StructDef {
    pub fn new(name: String, fields: Vec<(std::sync::Arc<str>, Ty)>, union: bool) -> StructDef {
        let def = StructDef::declared(name, union, false);
        def.set_fields(fields);
        def
    }

    /// A struct whose fields are not resolved yet.
    pub fn declared(name: String, union: bool, packed: bool) -> StructDef {
        StructDef {
            name,
            fields: std::sync::OnceLock::new(),
            union,
            packed,
        }
    }

    /// Sets the fields of a struct made by `declared` (once; later calls
    /// change nothing).
    pub fn set_fields(&self, fields: Vec<(std::sync::Arc<str>, Ty)>) {
        let _ = self.fields.set(fields);
    }

    /// The fields in order (none while they are being resolved).
    pub fn fields(&self) -> &[(std::sync::Arc<str>, Ty)] {
        self.fields.get().map_or(&[], Vec::as_slice)
    }

    /// Are the fields resolved yet?
    pub fn is_complete(&self) -> bool {
        self.fields.get().is_some()
    }
}

/// Two struct types are the same declaration: compared by name, never by
/// fields (which may lead back to the struct itself).
impl PartialEq for StructDef {
    fn eq(&self, other: &StructDef) -> bool {
        std::ptr::eq(self, other) || (self.name == other.name && self.union == other.union)
    }
}

impl std::fmt::Debug for StructDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "struct {}", self.name)
    }
}

impl Ty {
    pub fn is_c(&self) -> bool {
        matches!(self, Ty::Bint | Ty::Int(_) | Ty::Float | Ty::Double)
    }

    /// A pointer to data: what `p[i]`, `p + k` and `p == NULL` apply to.
    pub fn is_pointer(&self) -> bool {
        matches!(self, Ty::Ptr(_) | Ty::StructPtr(_) | Ty::PtrPtr(_))
    }

    /// Stored in memory as an 8-byte address: a pointer or a function
    /// pointer.
    pub fn is_address(&self) -> bool {
        self.is_pointer() || matches!(self, Ty::FuncPtr(_))
    }

    /// A C complex type.
    pub fn is_complex(&self) -> bool {
        matches!(self, Ty::FloatComplex | Ty::DoubleComplex | Ty::SoftComplex)
    }

    /// Whether a captured variable (a cell, which holds an object) can keep
    /// this type: a C number converts to and from an object, as does a view.
    pub fn cell_holds(&self) -> bool {
        self.is_c() || self.is_complex() || matches!(self, Ty::Memview(_))
    }

    /// The complex type `a op b` is computed in when either side is a C
    /// complex and the other a C number or complex (C's widest real
    /// type decides its precision); None otherwise.
    pub fn complex_arith(a: &Ty, b: &Ty) -> Option<Ty> {
        let part = |t: &Ty| match t {
            Ty::FloatComplex | Ty::Float | Ty::Int(_) | Ty::Bint => Some(false),
            Ty::DoubleComplex | Ty::SoftComplex | Ty::Double => Some(true),
            _ => None,
        };
        if !a.is_complex() && !b.is_complex() {
            return None;
        }
        // Both sides must be C numbers: `?` on each before `||` (which
        // would skip the second once the first is double).
        let (wide_a, wide_b) = (part(a)?, part(b)?);
        Some(if wide_a || wide_b {
            Ty::DoubleComplex
        } else {
            Ty::FloatComplex
        })
    }

    pub fn is_c_int(&self) -> bool {
        matches!(self, Ty::Int(_))
    }

    pub fn is_c_float(&self) -> bool {
        matches!(self, Ty::Float | Ty::Double)
    }

    /// C's integer promotion: types narrower than `int` become `int`; bint
    /// counts as int.
    pub fn promoted(&self) -> Ty {
        match self {
            Ty::Bint => Ty::Int(CInt::Int),
            Ty::Int(c) if c.rank() < 3 => Ty::Int(CInt::Int),
            other => other.clone(),
        }
    }

    /// C's usual arithmetic conversions; `None` when either side is not a C
    /// number.
    pub fn arith(a: &Ty, b: &Ty) -> Option<Ty> {
        if !a.is_c() || !b.is_c() {
            return None;
        }
        if *a == Ty::Double || *b == Ty::Double {
            return Some(Ty::Double);
        }
        if *a == Ty::Float || *b == Ty::Float {
            return Some(Ty::Float);
        }
        let (Ty::Int(x), Ty::Int(y)) = (a.promoted(), b.promoted()) else {
            return None;
        };
        if x == y {
            return Some(Ty::Int(x));
        }
        if x.signed() == y.signed() {
            return Some(Ty::Int(if x.rank() >= y.rank() { x } else { y }));
        }
        let (s, u) = if x.signed() { (x, y) } else { (y, x) };
        if u.rank() >= s.rank() {
            return Some(Ty::Int(u));
        }
        if s.bits() > u.bits() {
            return Some(Ty::Int(s));
        }
        Some(Ty::Int(s.unsigned_of()))
    }

    /// Cython's spelling, as `cython.typeof` gives it.
    pub fn name(&self) -> String {
        match self {
            Ty::Object => "Python object".into(),
            Ty::Bint => "bint".into(),
            Ty::Int(c) => c.name().into(),
            Ty::Float => "float".into(),
            Ty::Double => "double".into(),
            Ty::FloatComplex => "float complex".into(),
            Ty::DoubleComplex => "double complex".into(),
            Ty::SoftComplex => "soft double complex".into(),
            Ty::Void => "void".into(),
            Ty::Memview(m) => m.name(),
            Ty::Ptr(None) => "void *".into(),
            Ty::Struct(s) => s.name.clone(),
            Ty::Buffer(t, elem) => format!("ndarray[{elem},ndim={}]", t.ndim),
            Ty::Ctuple(ts) => format!(
                "({})",
                ts.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ")
            ),
            Ty::CArray(d, n) => format!("{} [{n}]", compound_elem_name(*d)),
            Ty::CArrayNd(d, dims) => {
                let ext: String = dims.iter().map(|n| format!("[{n}]")).collect();
                format!("{} {ext}", compound_elem_name(*d))
            }
            Ty::Ptr(Some(d)) => format!("{} *", compound_elem_name(*d)),
            Ty::StructPtr(s) => format!("{} *", s.name),
            Ty::PtrPtr(inner) => match inner.as_ref() {
                Ty::FuncPtr(_) => format!("{} *", inner.name()),
                _ => format!("{}*", inner.name()),
            },
            Ty::Cpp(c) => c.name(),
            Ty::Ucs4 => "Py_UCS4".into(),
            Ty::FuncPtr(sig) => format!(
                "{} (*)({})",
                sig.1.name(),
                sig.0
                    .iter()
                    .map(|t| t.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// The C scalar type a name denotes, if any (`int`, `np.float64_t`, …).
pub fn scalar_named(name: &str) -> Option<Ty> {
    let n = name.strip_prefix("cython.").unwrap_or(name);
    let n = n
        .strip_prefix("np.")
        .or_else(|| n.strip_prefix("cnp."))
        .or_else(|| n.strip_prefix("numpy."))
        .map_or(n, |s| s);
    Some(match n {
        "bint" | "bool_t" | "npy_bool" => Ty::Bint,
        "char" => Ty::Int(CInt::Char),
        "signed char" | "schar" => Ty::Int(CInt::SChar),
        "unsigned char" | "uchar" | "uint8_t" | "uint8" | "npy_uint8" => Ty::Int(CInt::UChar),
        "int8_t" | "int8" | "npy_int8" => Ty::Int(CInt::SChar),
        "short" | "short int" | "signed short" | "int16_t" | "int16" | "npy_int16" => {
            Ty::Int(CInt::Short)
        }
        "unsigned short" | "ushort" | "uint16_t" | "uint16" | "npy_uint16" => Ty::Int(CInt::UShort),
        "int" | "signed" | "signed int" | "int32_t" | "int32" | "intc" | "npy_int32" => {
            Ty::Int(CInt::Int)
        }
        "unsigned" | "unsigned int" | "uint" | "uint32_t" | "uint32" | "uintc" | "npy_uint32" => {
            Ty::Int(CInt::UInt)
        }
        "long" | "long int" | "signed long" | "int64_t" | "int64" | "int_" | "intp" | "intp_t"
        | "npy_int64" | "npy_intp" | "long_t" | "intptr_t" | "intmax_t" | "ptrdiff_t"
        | "time_t" | "clock_t" => Ty::Int(CInt::Long),
        "unsigned long" | "ulong" | "uint64_t" | "uint64" | "uintp" | "npy_uint64"
        | "uintptr_t" | "uintmax_t" => Ty::Int(CInt::ULong),
        "long long" | "longlong" | "signed long long" | "long long int" => Ty::Int(CInt::LongLong),
        "unsigned long long" | "ulonglong" => Ty::Int(CInt::ULongLong),
        "Py_ssize_t" => Ty::Int(CInt::SsizeT),
        "size_t" => Ty::Int(CInt::SizeT),
        "float" if name.starts_with("np.") || name.starts_with("numpy.") => Ty::Double,
        "float" | "float32_t" | "float32" | "npy_float32" | "single" => Ty::Float,
        "double" | "float64_t" | "float64" | "npy_float64" | "float_t" | "double_t"
        | "long double" | "longdouble" => Ty::Double,
        "complex"
        | "double complex"
        | "long double complex"
        | "doublecomplex"
        | "longdoublecomplex"
        | "complex128_t"
        | "complex_t"
        | "npy_complex128" => Ty::DoubleComplex,
        "float complex" | "floatcomplex" | "complex64_t" | "npy_complex64" => Ty::FloatComplex,
        _ => return None,
    })
}

/// The type of the field at `path` (field numbers, outermost first) of a
/// struct type; `object` where the path leaves the structs.
pub fn field_at(ty: &Ty, path: &[usize]) -> Ty {
    path.iter()
        .try_fold(ty.clone(), |t, k| match t {
            Ty::Struct(d) => d.fields().get(*k).map(|f| f.1.clone()),
            _ => None,
        })
        .unwrap_or(Ty::Object)
}
