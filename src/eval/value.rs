//! Dynamic values: what an `object` variable holds. Containers are shared
//! and mutable through `Arc<Mutex<…>>` so that values can cross into the
//! parallel backend's threads; a lock is never held while user code runs or
//! while another container is locked (snapshots are taken instead), so no
//! program can deadlock the interpreter.

use super::format::float_repr;
use indexmap::IndexMap;
use parking_lot::Mutex;
use std::fmt::Write;
use std::sync::Arc;

/// Dicts and sets hash keys with foldhash: SipHash (the default) cost
/// more than the rest of a `d[k] = d.get(k, 0) + 1` loop, and a program's
/// own dict keys are nothing to defend against flooding. Iteration order
/// is insertion order whatever the hasher.
pub type KeyHash = foldhash::fast::FixedState;
pub type DictMap = super::dictmap::HoleMap<Key, (Value, Value), KeyHash>;

/// A class's or an instance's attributes, hashed with foldhash for the
/// same reason: SipHash dominated attribute reads and method lookups.
pub type AttrMap = IndexMap<Arc<str>, Value, KeyHash>;

/// A dict's (or set's) entries, and which `collections` type a dict is.
/// It dereferences to the map, so dict code reads as if it were one.
#[derive(Debug, Clone, Default)]
pub struct Dict {
    pub map: DictMap,
    pub flavor: Flavor,
    /// A set's slots in CPython's hash table, once an operation has
    /// needed them (see `settable`); None for a dict.
    pub table: Option<Box<super::settable::SetTable>>,
}

/// What a dict does beyond a plain dict's behaviour.
#[derive(Debug, Clone, Default)]
pub enum Flavor {
    #[default]
    Plain,
    /// `collections.defaultdict`: a missing key gets the factory's value
    /// (`None`: no factory, a KeyError as in a plain dict).
    Default(Value),
    /// `collections.Counter`: a missing key counts 0.
    Counter,
    /// `collections.OrderedDict`.
    Ordered,
    /// A `frozenset` (a set's entries that nothing may change).
    Frozen,
}

impl Dict {
    /// Is it a `frozenset`'s entries?
    pub fn is_frozen(&self) -> bool {
        matches!(self.flavor, Flavor::Frozen)
    }
}

impl std::ops::Deref for Dict {
    type Target = DictMap;
    fn deref(&self) -> &DictMap {
        &self.map
    }
}

impl std::ops::DerefMut for Dict {
    fn deref_mut(&mut self) -> &mut DictMap {
        &mut self.map
    }
}

impl FromIterator<(Key, (Value, Value))> for Dict {
    fn from_iter<I: IntoIterator<Item = (Key, (Value, Value))>>(it: I) -> Dict {
        Dict {
            map: it.into_iter().collect(),
            flavor: Flavor::Plain,
            table: None,
        }
    }
}

impl IntoIterator for Dict {
    type Item = (Key, (Value, Value));
    type IntoIter = <DictMap as IntoIterator>::IntoIter;
    fn into_iter(self) -> Self::IntoIter {
        self.map.into_iter()
    }
}

/// A hashable view of a value, as Python compares dict keys: `1`, `1.0` and
/// `True` are the same key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Key {
    None,
    Int(i64),
    /// An int beyond 64 bits (never one that fits: see `bigint::norm`).
    Big(num_bigint::BigInt),
    Float(u64),
    /// A complex with a non-zero imaginary part (others key as a float).
    Complex(u64, u64),
    Str(Arc<str>),
    Bytes(Arc<[u8]>),
    Tuple(Vec<Key>),
    /// A frozenset: its members' keys in a canonical order, so that equal
    /// sets have equal keys whatever order they were built in.
    Frozen(Vec<Key>),
    /// Identity-hashed objects (functions, classes, instances).
    Id(usize),
    /// An instance hashed by its class's `__hash__`: equal to another such
    /// key only when it is the same object (`eval::hashing` finds equal
    /// objects with `__eq__` before a lookup).
    User(i64, ObjRef),
}

/// The tag `Key`'s hash starts with for a string (see `StrProbe`).
const STR_TAG: u8 = 5;

/// Written by hand (not derived) so that `StrProbe` can hash a borrowed
/// string exactly as its `Key::Str` hashes.
impl std::hash::Hash for Key {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        match self {
            Key::None => h.write_u8(0),
            // Untagged: the commonest key hashes in one step; a clash
            // with another variant's bits costs a probe, never equality.
            Key::Int(i) => h.write_u64(*i as u64),
            Key::Big(b) => {
                h.write_u8(2);
                b.hash(h);
            }
            Key::Float(x) => {
                h.write_u8(3);
                x.hash(h);
            }
            Key::Complex(re, im) => {
                h.write_u8(4);
                re.hash(h);
                im.hash(h);
            }
            Key::Str(s) => {
                h.write_u8(STR_TAG);
                s.hash(h);
            }
            Key::Bytes(b) => {
                h.write_u8(6);
                b.hash(h);
            }
            Key::Tuple(t) => {
                h.write_u8(7);
                t.hash(h);
            }
            Key::Id(i) => {
                h.write_u8(8);
                i.hash(h);
            }
            Key::Frozen(t) => {
                h.write_u8(10);
                t.hash(h);
            }
            Key::User(u, o) => {
                h.write_u8(9);
                u.hash(h);
                o.hash(h);
            }
        }
    }
}

/// A string key looked up as it is borrowed: no `Arc` clone and drop
/// (two atomic operations) per dict lookup.
pub struct StrProbe<'a>(pub &'a str);

impl std::hash::Hash for StrProbe<'_> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        h.write_u8(STR_TAG);
        self.0.hash(h);
    }
}

impl indexmap::Equivalent<Key> for StrProbe<'_> {
    fn equivalent(&self, k: &Key) -> bool {
        matches!(k, Key::Str(s) if &**s == self.0)
    }
}

/// An instance inside a key: compared by identity, hashed not at all (its
/// key's hash is the user's).
#[derive(Debug, Clone)]
pub struct ObjRef(pub Arc<Instance>);

impl PartialEq for ObjRef {
    fn eq(&self, other: &ObjRef) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for ObjRef {}

impl std::hash::Hash for ObjRef {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// A list's items. CPython releases a dying list's items last to first,
/// so the `__dealloc__` of cdef instances in it runs in that order; a
/// plain `Vec` would drop them first to last.
///
/// The items also carry a stamp, `(id, edits)`, that a kernel's cache of
/// their C values checks (`native_items`): `id` is new for every
/// `ListItems` made (cloned ones included), and `edits` counts the times
/// the items were borrowed mutably. `push` (an append) leaves the stamp
/// as it is, so a cache only converts what was appended since.
#[derive(Debug)]
pub struct ListItems {
    items: Vec<Value>,
    id: u64,
    edits: u64,
}

/// The source of `ListItems::id`.
static LIST_IDS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

impl ListItems {
    pub fn new(items: Vec<Value>) -> ListItems {
        let id = LIST_IDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        ListItems {
            items,
            id,
            edits: 0,
        }
    }

    /// Appends `v` without changing the stamp: the items before it stay
    /// as they were.
    pub fn push(&mut self, v: Value) {
        self.items.push(v);
    }

    /// What identifies these items' state but for appends.
    pub fn stamp(&self) -> (u64, u64) {
        (self.id, self.edits)
    }
}

impl Default for ListItems {
    fn default() -> ListItems {
        ListItems::new(Vec::new())
    }
}

impl Clone for ListItems {
    fn clone(&self) -> ListItems {
        ListItems::new(self.items.clone())
    }
}

impl std::ops::Deref for ListItems {
    type Target = Vec<Value>;
    fn deref(&self) -> &Vec<Value> {
        &self.items
    }
}

impl std::ops::DerefMut for ListItems {
    fn deref_mut(&mut self) -> &mut Vec<Value> {
        self.edits = self.edits.wrapping_add(1);
        &mut self.items
    }
}

impl FromIterator<Value> for ListItems {
    fn from_iter<I: IntoIterator<Item = Value>>(it: I) -> ListItems {
        ListItems::new(it.into_iter().collect())
    }
}

impl IntoIterator for ListItems {
    type Item = Value;
    type IntoIter = std::vec::IntoIter<Value>;
    fn into_iter(mut self) -> Self::IntoIter {
        std::mem::take(&mut self.items).into_iter()
    }
}

impl<'a> IntoIterator for &'a ListItems {
    type Item = &'a Value;
    type IntoIter = std::slice::Iter<'a, Value>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

impl Drop for ListItems {
    fn drop(&mut self) {
        while self.items.pop().is_some() {}
    }
}

#[derive(Debug, Clone)]
pub enum Value {
    /// An unbound variable slot; never visible to programs.
    Undef,
    None,
    Bool(bool),
    Int(i64),
    /// A Python int that does not fit 64 bits.
    BigInt(Arc<num_bigint::BigInt>),
    Float(f64),
    /// A Python complex (also what a C `double complex` is held as).
    Complex(f64, f64),
    Str(Arc<str>),
    Bytes(Arc<[u8]>),
    Tuple(Arc<[Value]>),
    List(Arc<Mutex<ListItems>>),
    Dict(Arc<Mutex<Dict>>),
    Set(Arc<Mutex<Dict>>),
    Range(Arc<(i64, i64, i64)>),
    Slice(Arc<(Value, Value, Value)>),
    Ellipsis,
    Func(Arc<super::call::Function>),
    Builtin(usize),
    /// A builtin method bound to its receiver: `lst.append`.
    BoundBuiltin(Arc<(Value, Arc<str>)>),
    /// A Python function bound to an instance.
    Method(Arc<(Value, Value)>),
    Class(Arc<Class>),
    Instance(Arc<Instance>),
    Module(Arc<str>),
    Cell(Arc<Mutex<Value>>),
    Iter(Arc<Mutex<Iter>>),
    /// A NumPy array (a view of a shared buffer).
    Array(Arc<crate::array::Array>),
    /// A NumPy dtype (`a.dtype`, `np.dtype('f8')`).
    DType(crate::array::DType),
    /// A NumPy scalar type (`np.float64`, `type(a[0])`): calling it makes
    /// a scalar, and it serves as a dtype wherever one is expected.
    ScalarType(crate::array::DType),
    /// A typed memoryview coerced to an object (Cython's
    /// `_memoryviewslice`), with its C type for `typeof` and messages.
    MemView(Arc<crate::array::Array>, Arc<str>),
    /// A C pointer into a tracked block (or NULL).
    Ptr(Arc<super::memory::Ptr>),
    /// A NumPy scalar (`np.float64(1.5)`): what indexing an untyped array
    /// or reducing it gives; it computes like the number it holds.
    NpScalar(crate::array::Scalar, crate::array::DType),
    /// A C struct value: its declaration and its fields, in order.
    Struct(Arc<(Arc<crate::sema::types::StructDef>, Vec<Value>)>),
    /// `collections.deque`.
    Deque(Arc<Mutex<Deque>>),
    /// A member of a `cpdef enum`'s Python class.
    Enum(Arc<EnumMember>),
    /// A C++ vector of C numbers (`eval::cvec`).
    CVec(Arc<super::cvec::CVec>),
    /// `d.keys()`, `d.values()`, `d.items()` (`eval::dictview`).
    DictView(Arc<super::dictview::DictView>),
}

/// A member of a `cpdef enum`'s Python class: an int (Cython makes the
/// class an `IntEnum`) that knows its class and, unless it is a value the
/// enum does not name (`Mode(7)`, which Cython's flexible enum accepts),
/// its name.
pub struct EnumMember {
    pub class: Arc<Class>,
    pub name: Option<Arc<str>>,
    pub value: i64,
}

/// The class holds its members and each member its class: printing the
/// class name here keeps `{:?}` from going round that cycle.
impl std::fmt::Debug for EnumMember {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{:?}={}", self.class.name, self.name, self.value)
    }
}

/// A double-ended queue; with a `maxlen`, adding at one end drops items
/// from the other.
#[derive(Debug, Clone, Default)]
pub struct Deque {
    pub items: std::collections::VecDeque<Value>,
    pub maxlen: Option<usize>,
}

/// A one-shot iterator (zip, enumerate, map, generator expressions,
/// `iter()` of a container, generators): items computed in advance, then
/// those a lazy source computes one at a time when asked.
#[derive(Debug)]
pub struct Iter {
    pub items: Vec<Value>,
    pub pos: usize,
    pub kind: &'static str,
    /// Computes further items (a generator's body, an object's
    /// `__next__`, `zip` over lazy iterators, …); `None` once exhausted.
    pub lazy: Option<Box<super::iter::Lazy>>,
    /// Set while the lazy source runs (it is taken out of the lock then).
    pub running: bool,
    /// A generator's function name (its `__name__`).
    pub name: Option<Arc<str>>,
}

/// A generator dropped while suspended inside a `try` or `with` is
/// closed, as Python does when the last reference goes: its `finally`
/// blocks and `__exit__` run (queued, like `__dealloc__`; see
/// `dealloc.rs`).
impl Drop for Iter {
    fn drop(&mut self) {
        let suspended =
            matches!(self.lazy.as_deref(), Some(super::iter::Lazy::Gen(g)) if g.needs_close());
        if suspended {
            let mut it = Iter::eager(Vec::new(), self.kind);
            it.lazy = self.lazy.take();
            it.name = self.name.take();
            super::dealloc::schedule(Value::Iter(Arc::new(Mutex::new(it))));
        }
    }
}

impl Iter {
    /// An iterator over items known in advance.
    pub fn eager(items: Vec<Value>, kind: &'static str) -> Iter {
        Iter {
            items,
            pos: 0,
            kind,
            lazy: None,
            running: false,
            name: None,
        }
    }
}

/// A class: Python classes and the builtin exception classes.
#[derive(Debug)]
pub struct Class {
    pub name: Arc<str>,
    pub bases: Vec<Arc<Class>>,
    pub attrs: Mutex<AttrMap>,
    pub builtin: bool,
    /// Module name for `repr` (`<class '__main__.A'>`).
    pub module: Mutex<Arc<str>>,
    /// Typed attributes of a cdef class (and of its cdef bases).
    pub fields: Mutex<Vec<(Arc<str>, crate::sema::types::Ty)>>,
    /// Attributes hidden from Python-level code: name, and `readonly`.
    pub hidden: Mutex<Vec<(Arc<str>, bool)>>,
    /// Array attributes held as pointers to storage of their own: name,
    /// and the bytes each instance gets.
    pub storage: Mutex<Vec<(Arc<str>, usize)>>,
    /// It or a base defines `__dealloc__` (run when an instance dies).
    pub dealloc: bool,
    /// A `cdef class`: its instances' type is named `module.Name` in
    /// messages, as an extension type's `tp_name` is.
    pub cdef: bool,
    /// A `cpdef enum`'s class: every name it defines with its member, in
    /// order (an alias names the member of its value's first name).
    pub enumeration: std::sync::OnceLock<Vec<(Arc<str>, Value)>>,
    /// A cdef class's attributes of a cpdef enum's type, with the enum's
    /// class: a Python-level read gives the member.
    pub enum_fields: Mutex<Vec<(Arc<str>, Arc<Class>)>>,
    /// A cdef class's attributes declared with a Python type, with the
    /// type test a store into them makes.
    pub field_checks: Mutex<Vec<(Arc<str>, crate::sema::hir::FieldCheck)>>,
    /// It or a base has typed fields, hidden names or enum fields: a
    /// plain Python class's attribute access skips those lookups.
    pub c_level: bool,
    /// The attribute names its instances may hold when it and every base
    /// define `__slots__` (without `__dict__`); worked out on first use.
    slots: std::sync::OnceLock<Option<Arc<[Arc<str>]>>>,
    /// The builtin type it derives from itself (`class Stack(list)`);
    /// see `builtin_base::base_of` for one inherited through its bases.
    pub builtin_base: Option<&'static str>,
    /// Which of `__getattr__`, `__setattr__`, `__delattr__` it or a base
    /// defines (`attr_hooks::GETATTR` …); worked out on first use.
    hooks: std::sync::OnceLock<u8>,
    /// The attributes a new instance of a cdef class starts with, when
    /// every typed field's initial value can be shared between instances
    /// (no C array or struct storage of its own); made on first use.
    pub template: std::sync::OnceLock<Option<AttrMap>>,
    /// The `__init__` a call may run straight on a new instance, with the
    /// class epoch it was worked out at (see `construct::direct_init`).
    pub ctor: Mutex<Option<(u64, Option<Arc<super::call::Function>>)>>,
    /// The fields its instances hold as bits (see `cfields`); worked out
    /// on first use.
    pub c_layout: std::sync::OnceLock<Vec<(Arc<str>, crate::sema::types::Ty)>>,
    /// The most attributes an instance's map has been seen to hold: a new
    /// instance's map is made that big, so that `__init__` filling it in
    /// does not grow it step by step.
    pub attrs_seen: std::sync::atomic::AtomicUsize,
}

impl Class {
    pub fn new(name: &str, bases: Vec<Arc<Class>>, builtin: bool) -> Class {
        Class {
            name: Arc::from(name),
            bases,
            attrs: Mutex::new(AttrMap::default()),
            builtin,
            module: Mutex::new(Arc::from(if builtin { "builtins" } else { "__main__" })),
            fields: Mutex::new(Vec::new()),
            hidden: Mutex::new(Vec::new()),
            storage: Mutex::new(Vec::new()),
            dealloc: false,
            cdef: false,
            enumeration: std::sync::OnceLock::new(),
            enum_fields: Mutex::new(Vec::new()),
            field_checks: Mutex::new(Vec::new()),
            c_level: false,
            slots: std::sync::OnceLock::new(),
            hooks: std::sync::OnceLock::new(),
            builtin_base: None,
            template: std::sync::OnceLock::new(),
            ctor: Mutex::new(None),
            c_layout: std::sync::OnceLock::new(),
            attrs_seen: std::sync::atomic::AtomicUsize::new(0),
        }
    }

    /// Notes that an instance's map holds `n` attributes (see
    /// `attrs_seen`).
    pub fn saw_attrs(&self, n: usize) {
        use std::sync::atomic::Ordering::Relaxed;
        if n > self.attrs_seen.load(Relaxed) {
            self.attrs_seen.fetch_max(n, Relaxed);
        }
    }

    /// Does it or a base define the attribute hook `bit` (one of
    /// `attr_hooks::GETATTR`, `SETATTR`, `DELATTR`)?
    pub fn has_hook(&self, bit: u8) -> bool {
        let hooks = *self.hooks.get_or_init(|| {
            if self.builtin {
                return 0;
            }
            super::attr_hooks::NAMES
                .iter()
                .filter(|(name, _)| self.lookup(name).is_some())
                .fold(0, |acc, (_, b)| acc | b)
        });
        hooks & bit != 0
    }

    /// What `__slots__` allows an instance to hold: `None` when an
    /// instance has a `__dict__` (some class of its MRO has no
    /// `__slots__`, or lists `__dict__`).
    pub fn slot_names(&self) -> Option<&[Arc<str>]> {
        self.slots
            .get_or_init(|| {
                let mut names = Vec::new();
                let mut own = vec![self];
                let ancestors = self.ancestors();
                own.extend(ancestors.iter().map(|a| a.as_ref()));
                for c in own.into_iter().filter(|c| !c.builtin) {
                    let slots = c.attrs.lock().get("__slots__").cloned()?;
                    let items = match &slots {
                        Value::Str(s) => vec![s.clone()],
                        Value::Tuple(t) => t.iter().filter_map(str_of).collect(),
                        Value::List(l) => l.lock().iter().filter_map(str_of).collect(),
                        _ => return None,
                    };
                    if items.iter().any(|n| &**n == "__dict__") {
                        return None;
                    }
                    names.extend(items);
                }
                Some(names.into())
            })
            .as_deref()
    }

    /// Method resolution: this class, then its bases depth-first (C3 is not
    /// needed for the single-inheritance chains kernels use; for diamonds
    /// this finds the same method in the common cases).
    pub fn lookup(&self, name: &str) -> Option<Value> {
        if let Some(v) = self.attrs.lock().get(name) {
            return Some(v.clone());
        }
        if let Some(v) = self.bases.iter().find_map(|b| b.lookup(name)) {
            return Some(v);
        }
        // A class deriving from a builtin type has that type's methods.
        if self.builtin_base.is_some() {
            return super::builtin_base::protocol_method(name);
        }
        None
    }

    /// The method resolution order after this class (`__mro__` without
    /// itself and `object`): C3 linearization of the bases, as Python
    /// computes it; where C3 has no answer (Python refuses such a class)
    /// the depth-first order without repeats.
    pub fn ancestors(&self) -> Vec<Arc<Class>> {
        let mut seqs: Vec<Vec<Arc<Class>>> = self
            .bases
            .iter()
            .map(|b| {
                let mut l = vec![b.clone()];
                l.extend(b.ancestors());
                l
            })
            .collect();
        seqs.push(self.bases.clone());
        let mut out: Vec<Arc<Class>> = Vec::new();
        loop {
            seqs.retain(|s| !s.is_empty());
            let Some(head) = seqs.iter().map(|s| s[0].clone()).find(|h| {
                !seqs
                    .iter()
                    .any(|s| s[1..].iter().any(|c| Arc::ptr_eq(c, h)))
            }) else {
                break;
            };
            for s in &mut seqs {
                if Arc::ptr_eq(&s[0], &head) {
                    s.remove(0);
                }
            }
            out.push(head);
        }
        for s in seqs {
            for c in s {
                if !out.iter().any(|o| Arc::ptr_eq(o, &c)) {
                    out.push(c);
                }
            }
        }
        out
    }

    pub fn is_subclass_of(&self, other: &Arc<Class>) -> bool {
        std::ptr::eq(self, other.as_ref()) || self.bases.iter().any(|b| b.is_subclass_of(other))
    }

    /// Whether this class or a base declares `name` as a cdef attribute.
    pub fn declares_field(&self, name: &str) -> bool {
        self.fields.lock().iter().any(|(n, _)| n.as_ref() == name)
            || self.bases.iter().any(|b| b.declares_field(name))
    }

    /// The declared type of a cdef-class attribute, searching bases.
    pub fn field_type(&self, name: &str) -> Option<crate::sema::types::Ty> {
        if !self.c_level {
            return None;
        }
        if let Some((_, t)) = self.fields.lock().iter().find(|(n, _)| n.as_ref() == name) {
            return Some(t.clone());
        }
        self.bases.iter().find_map(|b| b.field_type(name))
    }

    /// How a cdef-class attribute is visible from Python-level code:
    /// `None` public (or not an attribute), `Some(readonly)` otherwise.
    pub fn hidden(&self, name: &str) -> Option<bool> {
        self.hidden_in(name).map(|(readonly, _)| readonly)
    }

    /// As `hidden`, with the class that declares the attribute (whose name
    /// a readonly attribute's message gives, as the getset's owner).
    pub fn hidden_in(&self, name: &str) -> Option<(bool, &Class)> {
        if !self.c_level {
            return None;
        }
        if let Some((_, r)) = self.hidden.lock().iter().find(|(n, _)| n.as_ref() == name) {
            return Some((*r, self));
        }
        // A subclass's own public member of that name (a Python method
        // beside a base's cdef method) is what Python code sees.
        if self.attrs.lock().contains_key(name) {
            return None;
        }
        self.bases.iter().find_map(|b| b.hidden_in(name))
    }

    /// Does this class itself declare `name` private (a private attribute
    /// or a cdef method)?
    fn own_private(&self, name: &str) -> bool {
        self.hidden
            .lock()
            .iter()
            .any(|(n, readonly)| n.as_ref() == name && !readonly)
    }

    /// Does this class or a base declare `name` private?
    fn declares_private(&self, name: &str) -> bool {
        self.own_private(name) || self.bases.iter().any(|b| b.declares_private(name))
    }

    /// A member as C-level code reaches it: from the first cdef class of
    /// the method resolution order that defines it. A cdef method goes
    /// through the extension type's table, which a Python subclass's
    /// method of the same name does not replace.
    pub fn lookup_cdef(&self, name: &str) -> Option<Value> {
        // Most C-level calls are of public methods: answered without
        // walking the method resolution order.
        if !self.declares_private(name) {
            return None;
        }
        // The nearest extension type that defines the name decides: its
        // cdef method, or, when it is a cpdef method overriding a base's
        // cdef one, None (the caller's ordinary lookup then also finds a
        // Python subclass's override, as a cpdef method's call does).
        let decides = |c: &Class| -> Option<Option<Value>> {
            if !c.cdef {
                return None;
            }
            let v = c.attrs.lock().get(name).cloned()?;
            Some(c.own_private(name).then_some(v))
        };
        if let Some(d) = decides(self) {
            return d;
        }
        self.ancestors().iter().find_map(|c| decides(c)).flatten()
    }

    /// Every typed attribute, bases first.
    pub fn all_fields(&self) -> Vec<(Arc<str>, crate::sema::types::Ty)> {
        let mut out: Vec<_> = self.bases.iter().flat_map(|b| b.all_fields()).collect();
        out.extend(self.fields.lock().iter().cloned());
        out
    }

    /// Array attributes' storage sizes, the bases' included.
    pub fn all_storage(&self) -> Vec<(Arc<str>, usize)> {
        let mut out: Vec<_> = self.bases.iter().flat_map(|b| b.all_storage()).collect();
        out.extend(self.storage.lock().iter().cloned());
        out
    }

    /// The enum class of an attribute declared as a cpdef enum, searching
    /// bases.
    pub fn enum_field(&self, name: &str) -> Option<Arc<Class>> {
        if !self.c_level {
            return None;
        }
        if let Some((_, c)) = self
            .enum_fields
            .lock()
            .iter()
            .find(|(n, _)| n.as_ref() == name)
        {
            return Some(c.clone());
        }
        self.bases.iter().find_map(|b| b.enum_field(name))
    }

    /// The type test of an attribute declared with a Python type, with
    /// the class declaring it (whose module qualifies a class's name in
    /// the message), searching bases.
    pub fn field_check(
        self: &Arc<Self>,
        name: &str,
    ) -> Option<(crate::sema::hir::FieldCheck, Arc<Class>)> {
        if !self.c_level {
            return None;
        }
        if let Some((_, c)) = self
            .field_checks
            .lock()
            .iter()
            .find(|(n, _)| n.as_ref() == name)
        {
            return Some((c.clone(), self.clone()));
        }
        self.bases.iter().find_map(|b| b.field_check(name))
    }

    pub fn is_exception(&self) -> bool {
        (self.builtin && self.name.as_ref() == "BaseException")
            || self.bases.iter().any(|b| b.is_exception())
    }
}

#[derive(Debug)]
pub struct Instance {
    pub class: Arc<Class>,
    pub attrs: Mutex<AttrMap>,
    /// The C number fields of a cdef class, as bits (see `cfields`); its
    /// other attributes are in `attrs`.
    pub cvals: Box<[std::sync::atomic::AtomicU64]>,
    /// Its `__dealloc__` has been scheduled (see `eval::dealloc`).
    finalized: bool,
}

impl Drop for Instance {
    /// The instance of a class with `__dealloc__` is handed, attributes
    /// and all, to the interpreter, which runs the method at its next call
    /// (arbitrary code cannot run inside a drop).
    fn drop(&mut self) {
        if self.class.dealloc && !self.finalized {
            let attrs = std::mem::take(self.attrs.get_mut());
            super::dealloc::schedule(Value::Instance(Arc::new(Instance {
                class: self.class.clone(),
                attrs: Mutex::new(attrs),
                cvals: std::mem::take(&mut self.cvals),
                finalized: true,
            })));
        }
    }
}

impl Instance {
    pub fn new(class: Arc<Class>) -> Instance {
        // Capped: one instance given many attributes should not make
        // every later one large.
        let n = class
            .attrs_seen
            .load(std::sync::atomic::Ordering::Relaxed)
            .min(32);
        Instance {
            cvals: super::cfields::zeroed(&class),
            class,
            attrs: Mutex::new(AttrMap::with_capacity_and_hasher(n, Default::default())),
            finalized: false,
        }
    }

    pub fn get_attr(&self, name: &str) -> Option<Value> {
        if let Some((i, ty)) = super::cfields::slot(&self.class, name) {
            return Some(super::cfields::read(self, i, ty));
        }
        self.attrs.lock().get(name).cloned()
    }

    /// Adds an attribute under a name the caller already holds (a class's
    /// field names, shared with every instance rather than copied).
    pub fn init_attr(&self, name: Arc<str>, v: Value) {
        if let Some((i, ty)) = super::cfields::slot(&self.class, &name) {
            // A value of the field's type (the callers convert first).
            let _ = super::cfields::write(self, i, ty, &v);
            return;
        }
        self.attrs.lock().insert(name, v);
    }

    pub fn set_attr(&self, name: &str, v: Value) {
        if let Some((i, ty)) = super::cfields::slot(&self.class, name) {
            let _ = super::cfields::write(self, i, ty, &v);
            return;
        }
        let mut attrs = self.attrs.lock();
        // Rebinding an attribute allocates no new name.
        match attrs.get_mut(name) {
            Some(slot) => *slot = v,
            None => {
                attrs.insert(Arc::from(name), v);
                self.class.saw_attrs(attrs.len());
            }
        }
    }
}

/// Drops `v`, skipping the drop glue's call for the variants that own
/// nothing: untyped code stores small ints and floats over each other in
/// every step, and the glue's out-of-line call and jump table cost more
/// than the store.
#[inline(always)]
pub fn discard(v: Value) {
    match v {
        Value::Undef | Value::None | Value::Bool(_) | Value::Int(_) | Value::Float(_) => {
            std::mem::forget(v)
        }
        v => drop(v),
    }
}

/// `*slot = v`, the old value dropped by `discard`.
#[inline(always)]
pub fn set_slot(slot: &mut Value, v: Value) {
    discard(std::mem::replace(slot, v));
}

impl Value {
    pub fn text(s: &str) -> Value {
        Value::Str(Arc::from(s))
    }

    /// A one-character str; the ASCII ones are shared, as CPython shares
    /// its one-character strings, so indexing a str in a loop allocates
    /// nothing.
    pub fn char_str(c: char) -> Value {
        static ASCII: std::sync::OnceLock<Vec<Arc<str>>> = std::sync::OnceLock::new();
        let table = ASCII.get_or_init(|| {
            (0u8..128)
                .map(|b| Arc::from(char::from(b).to_string()))
                .collect()
        });
        match table.get(c as usize) {
            Some(s) => Value::Str(s.clone()),
            None => Value::Str(Arc::from(c.to_string())),
        }
    }

    pub fn list(items: Vec<Value>) -> Value {
        Value::List(Arc::new(Mutex::new(ListItems::new(items))))
    }

    pub fn tuple(items: Vec<Value>) -> Value {
        Value::Tuple(Arc::from(items))
    }

    /// Python's type name, as error messages show it.
    pub fn type_name(&self) -> String {
        match self {
            Value::Undef => "undefined".into(),
            Value::None => "NoneType".into(),
            Value::Bool(_) => "bool".into(),
            Value::Int(_) | Value::BigInt(_) => "int".into(),
            Value::Float(_) => "float".into(),
            Value::Complex(..) => "complex".into(),
            Value::Str(_) => "str".into(),
            Value::Bytes(_) => "bytes".into(),
            Value::Tuple(_) => "tuple".into(),
            Value::List(_) => "list".into(),
            Value::Dict(d) => match d.lock().flavor {
                Flavor::Plain => "dict".into(),
                Flavor::Default(_) => "collections.defaultdict".into(),
                Flavor::Counter => "collections.Counter".into(),
                Flavor::Ordered => "collections.OrderedDict".into(),
                Flavor::Frozen => "dict".into(),
            },
            Value::Set(d) if d.lock().is_frozen() => "frozenset".into(),
            Value::Set(_) => "set".into(),
            Value::Range(_) => "range".into(),
            Value::Slice(_) => "slice".into(),
            Value::Ellipsis => "ellipsis".into(),
            Value::Func(_) => "function".into(),
            Value::Builtin(id) if crate::builtins::is_class(*id) => "type".into(),
            Value::Builtin(id) if crate::builtins::name_of(*id) == "NotImplemented" => {
                "NotImplementedType".into()
            }
            Value::Builtin(_) | Value::BoundBuiltin(_) => "builtin_function_or_method".into(),
            Value::Method(_) => "method".into(),
            Value::Class(_) => "type".into(),
            Value::Instance(i) if i.class.cdef => {
                format!("{}.{}", i.class.module.lock(), i.class.name)
            }
            Value::Instance(i) => i.class.name.to_string(),
            Value::Module(_) => "module".into(),
            Value::Cell(_) => "cell".into(),
            Value::Iter(it) => it.lock().kind.into(),
            Value::Array(_) => "numpy.ndarray".into(),
            Value::DType(_) => "numpy.dtype".into(),
            Value::ScalarType(_) => "type".into(),
            Value::MemView(..) => "_memoryviewslice".into(),
            Value::Ptr(_) => "pointer".into(),
            Value::NpScalar(_, d) => format!("numpy.{}", d.name()),
            Value::Struct(_) => "dict".into(),
            Value::Deque(_) => "collections.deque".into(),
            Value::Enum(m) => m.class.name.to_string(),
            Value::CVec(_) => "vector".into(),
            Value::DictView(v) => v.type_name(),
        }
    }

    /// The plain Python number a NumPy scalar holds (other values as they
    /// are).
    pub fn plain(&self) -> Value {
        match self {
            Value::NpScalar(s, d) => match s {
                // A uint64 past 2**63 - 1 is held as its bit pattern.
                crate::array::Scalar::Int(i) if *d == crate::array::DType::U64 && *i < 0 => {
                    Value::BigInt(Arc::new(num_bigint::BigInt::from(*i as u64)))
                }
                crate::array::Scalar::Int(i) => Value::Int(*i),
                crate::array::Scalar::Float(x) => Value::Float(*x),
                crate::array::Scalar::Bool(b) => Value::Bool(*b),
                crate::array::Scalar::Complex(re, im) => Value::Complex(*re, *im),
            },
            Value::Enum(m) => Value::Int(m.value),
            other => other.clone(),
        }
    }

    /// Python truthiness.
    pub fn truthy(&self) -> bool {
        match self {
            Value::NpScalar(s, _) => s.truthy(),
            Value::None | Value::Undef => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            Value::Float(f) => *f != 0.0,
            Value::Complex(re, im) => *re != 0.0 || *im != 0.0,
            Value::Str(s) => !s.is_empty(),
            Value::Bytes(b) => !b.is_empty(),
            Value::Tuple(t) => !t.is_empty(),
            Value::Deque(d) => !d.lock().items.is_empty(),
            Value::List(l) => !l.lock().is_empty(),
            Value::Dict(d) | Value::Set(d) => !d.lock().is_empty(),
            Value::Range(r) => range_len(r.0, r.1, r.2) > 0,
            Value::Array(a) => a.size() > 0 && a.values().iter().any(|v| v.truthy()),
            Value::Ptr(p) => p.block.is_some(),
            Value::Enum(m) => m.value != 0,
            Value::DictView(v) => !v.is_empty(),
            _ => true,
        }
    }

    /// The dict key for this value, or `None` when it is unhashable.
    pub fn key(&self) -> Option<Key> {
        Some(match self {
            Value::NpScalar(..) | Value::Enum(_) => return self.plain().key(),
            Value::None => Key::None,
            Value::Bool(b) => Key::Int(*b as i64),
            Value::Int(i) => Key::Int(*i),
            Value::BigInt(b) => Key::Big((**b).clone()),
            Value::Float(f) => {
                if f.fract() == 0.0 && f.abs() < 9.2e18 {
                    Key::Int(*f as i64)
                } else {
                    Key::Float(f.to_bits())
                }
            }
            Value::Complex(re, im) if *im == 0.0 => return Value::Float(*re).key(),
            Value::Complex(re, im) => Key::Complex(re.to_bits(), im.to_bits()),
            Value::Str(s) => Key::Str(s.clone()),
            Value::Bytes(b) => Key::Bytes(b.clone()),
            Value::Tuple(t) => Key::Tuple(t.iter().map(Value::key).collect::<Option<Vec<_>>>()?),
            Value::Set(d) if d.lock().is_frozen() => {
                let mut keys: Vec<Key> = d.lock().keys().cloned().collect();
                keys.sort_by_cached_key(|k| format!("{k:?}"));
                Key::Frozen(keys)
            }
            Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::DictView(_) => return None,
            Value::Func(f) => Key::Id(Arc::as_ptr(f) as *const u8 as usize),
            Value::Class(c) => Key::Id(Arc::as_ptr(c) as *const u8 as usize),
            Value::Instance(i) => Key::Id(Arc::as_ptr(i) as *const u8 as usize),
            Value::Builtin(b) => Key::Id(*b),
            Value::DType(d) | Value::ScalarType(d) => Key::Str(Arc::from(d.name())),
            Value::Module(m) => Key::Str(m.clone()),
            _ => Key::Id(0),
        })
    }

    /// `str(x)`.
    pub fn str(&self) -> String {
        match self {
            Value::Str(s) => s.to_string(),
            // NumPy prints a 0-d array as the scalar it holds (`7.0`).
            Value::Array(a) if a.ndim() == 0 => Value::NpScalar(a.load(a.offset), a.dtype).str(),
            Value::Array(a) => crate::array::print::array_str(a),
            Value::DType(d) => d.name().to_string(),
            Value::ScalarType(_) => self.repr(),
            Value::NpScalar(crate::array::Scalar::Float(x), crate::array::DType::F32) => {
                super::format::float_repr_f32(*x as f32)
            }
            Value::NpScalar(crate::array::Scalar::Complex(re, im), crate::array::DType::C64) => {
                super::complex::repr_single(*re, *im)
            }
            Value::NpScalar(..) | Value::Enum(_) => self.plain().str(),
            Value::MemView(..) => "<MemoryView of 'ndarray' object>".to_string(),
            Value::Instance(i) if i.class.is_exception() => super::exc::exception_str(self),
            _ => self.repr(),
        }
    }

    /// `repr(x)`.
    pub fn repr(&self) -> String {
        repr_with(self, &mut |_| None)
    }

    /// `repr(x)` where `leaf` may give the text of any value inside it (a
    /// user class's `__repr__`, which runs as Python code).
    pub fn repr_with(&self, leaf: &mut dyn FnMut(&Value) -> Option<String>) -> String {
        repr_with(self, leaf)
    }

    /// Identity for `is`.
    pub fn is(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::None, Value::None) | (Value::Ellipsis, Value::Ellipsis) => true,
            (Value::Bool(a), Value::Bool(b)) => a == b,
            // Small ints are cached in CPython; identity of equal ints is the
            // common observable behaviour.
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::BigInt(a), Value::BigInt(b)) => Arc::ptr_eq(a, b),
            (Value::Str(a), Value::Str(b)) => Arc::ptr_eq(a, b) || a == b,
            (Value::Tuple(a), Value::Tuple(b)) => Arc::ptr_eq(a, b),
            (Value::List(a), Value::List(b)) => Arc::ptr_eq(a, b),
            (Value::Dict(a), Value::Dict(b)) | (Value::Set(a), Value::Set(b)) => Arc::ptr_eq(a, b),
            (Value::DictView(a), Value::DictView(b)) => Arc::ptr_eq(a, b),
            (Value::Func(a), Value::Func(b)) => Arc::ptr_eq(a, b),
            (Value::Class(a), Value::Class(b)) => Arc::ptr_eq(a, b),
            (Value::Instance(a), Value::Instance(b)) => Arc::ptr_eq(a, b),
            (Value::Builtin(a), Value::Builtin(b)) => a == b,
            (Value::Module(a), Value::Module(b)) => a == b,
            (Value::Array(a), Value::Array(b)) => Arc::ptr_eq(a, b),
            (Value::MemView(a, _), Value::MemView(b, _)) => Arc::ptr_eq(a, b),
            (Value::DType(a), Value::DType(b)) | (Value::ScalarType(a), Value::ScalarType(b)) => {
                a == b
            }
            (Value::Enum(a), Value::Enum(b)) => {
                Arc::ptr_eq(a, b) || (Arc::ptr_eq(&a.class, &b.class) && a.value == b.value)
            }
            (Value::Ptr(a), Value::Ptr(b)) => {
                a.offset == b.offset
                    && match (&a.block, &b.block) {
                        (Some(x), Some(y)) => x.same(y),
                        (None, None) => true,
                        _ => false,
                    }
            }
            _ => false,
        }
    }
}

impl Value {
    /// `id(x)`: the address of the object's storage when it has its own,
    /// so distinct live objects differ and `a is b` implies equal ids.
    /// Values held unboxed (ints, floats, None) get a number made from
    /// what they are, in a range heap addresses do not reach, as equal
    /// small ints share one object in CPython.
    pub fn identity(&self) -> i64 {
        fn addr<T: ?Sized>(a: &Arc<T>) -> i64 {
            Arc::as_ptr(a) as *const u8 as usize as i64
        }
        fn unboxed(kind: u64, bits: u64) -> i64 {
            let h = bits.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20;
            (0x7F00_0000_0000_0000u64 | (kind << 52) | (h << 4)) as i64
        }
        match self {
            Value::Undef | Value::None => unboxed(0, 0),
            Value::Ellipsis => unboxed(0, 1),
            Value::Bool(b) => unboxed(1, *b as u64),
            Value::Int(i) => unboxed(2, *i as u64),
            Value::Float(f) => unboxed(3, f.to_bits()),
            Value::Complex(re, im) => unboxed(4, re.to_bits() ^ im.to_bits().rotate_left(17)),
            Value::Builtin(b) => unboxed(5, *b as u64),
            Value::Str(a) => addr(a),
            Value::Bytes(a) => addr(a),
            Value::Tuple(a) => addr(a),
            Value::BigInt(a) => addr(a),
            Value::List(a) => addr(a),
            Value::Dict(a) | Value::Set(a) => addr(a),
            Value::Range(a) => addr(a),
            Value::Slice(a) => addr(a),
            Value::Func(a) => addr(a),
            Value::BoundBuiltin(a) => addr(a),
            Value::Method(a) => addr(a),
            Value::Class(a) => addr(a),
            Value::Instance(a) => addr(a),
            // A module is named afresh where it is read: one id per name.
            Value::Module(m) => unboxed(
                7,
                m.bytes()
                    .fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(b as u64)),
            ),
            Value::Cell(a) => addr(a),
            Value::Iter(a) => addr(a),
            Value::Array(a) | Value::MemView(a, _) => addr(a),
            Value::Ptr(a) => addr(a),
            Value::Struct(a) => addr(a),
            Value::Deque(a) => addr(a),
            Value::Enum(a) => addr(a),
            Value::CVec(a) => addr(a),
            Value::DictView(a) => addr(a),
            Value::DType(d) | Value::ScalarType(d) => unboxed(6, *d as u64),
            Value::NpScalar(..) => self.plain().identity() ^ 8,
        }
    }
}

pub fn range_len(start: i64, stop: i64, step: i64) -> i64 {
    // The distance fits in a u64 whatever the signs (a 128-bit division
    // here showed in the profile of nested loops).
    if step > 0 && start < stop {
        ((stop.wrapping_sub(start) as u64 - 1) / step as u64 + 1) as i64
    } else if step < 0 && start > stop {
        ((start.wrapping_sub(stop) as u64 - 1) / step.unsigned_abs() + 1) as i64
    } else {
        0
    }
}

/// Python's `repr` of a str: single quotes unless the text has one and no
/// double quote.
pub fn str_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if crate::builtins::strmore::printable(c) => out.push(c),
            c => out.push_str(&crate::builtins::codec::escaped(c)),
        }
    }
    out.push(quote);
    out
}

pub fn bytes_repr(b: &[u8]) -> String {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::from("b");
    out.push(quote);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            c if c as char == quote => {
                out.push('\\');
                out.push(c as char);
            }
            0x20..=0x7e => out.push(c as char),
            c => {
                let _ = write!(out, "\\x{c:02x}");
            }
        }
    }
    out.push(quote);
    out
}

fn container_id(v: &Value) -> Option<usize> {
    match v {
        Value::List(l) => Some(Arc::as_ptr(l) as *const u8 as usize),
        Value::Dict(d) | Value::Set(d) => Some(Arc::as_ptr(d) as *const u8 as usize),
        Value::DictView(v) => Some(Arc::as_ptr(v) as *const u8 as usize),
        _ => None,
    }
}

/// The state of one `repr`: the containers being printed (a cycle prints
/// as `[...]`), and the caller's text for values it prints itself.
struct Repr<'a> {
    open: Vec<usize>,
    leaf: &'a mut dyn FnMut(&Value) -> Option<String>,
}

fn repr_with(v: &Value, leaf: &mut dyn FnMut(&Value) -> Option<String>) -> String {
    let mut out = String::new();
    let mut seen = Repr {
        open: Vec::new(),
        leaf,
    };
    repr_into(v, &mut out, &mut seen);
    out
}

fn repr_into(v: &Value, out: &mut String, seen: &mut Repr<'_>) {
    if let Some(text) = (seen.leaf)(v) {
        out.push_str(&text);
        return;
    }
    if let Some(id) = container_id(v) {
        if seen.open.contains(&id) {
            out.push_str(match v {
                Value::List(_) => "[...]",
                Value::DictView(_) => "...",
                _ => "{...}",
            });
            return;
        }
        seen.open.push(id);
    }
    repr_value(v, out, seen);
    if container_id(v).is_some() {
        seen.open.pop();
    }
}

/// `repr_into` once `v` is on the stack of containers being printed (a
/// `return` from here leaves it to be popped).
fn repr_value(v: &Value, out: &mut String, seen: &mut Repr<'_>) {
    match v {
        Value::Undef => out.push_str("<undefined>"),
        Value::None => out.push_str("None"),
        Value::Bool(true) => out.push_str("True"),
        Value::Bool(false) => out.push_str("False"),
        Value::Int(i) => out.push_str(itoa::Buffer::new().format(*i)),
        Value::BigInt(b) => {
            let _ = write!(out, "{b}");
        }
        Value::Float(f) => out.push_str(&float_repr(*f)),
        Value::Complex(re, im) => out.push_str(&super::complex::repr(*re, *im)),
        Value::Str(s) => out.push_str(&str_repr(s)),
        Value::Bytes(b) => out.push_str(&bytes_repr(b)),
        Value::Tuple(t) => {
            out.push('(');
            for (i, x) in t.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                repr_into(x, out, seen);
            }
            if t.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
        Value::List(l) => {
            let items = l.lock().clone();
            out.push('[');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                repr_into(x, out, seen);
            }
            out.push(']');
        }
        Value::CVec(c) => {
            let items: Vec<Value> = c.data.lock().iter().map(|&b| c.value(b)).collect();
            repr_into(&Value::list(items), out, seen);
        }
        Value::Dict(d) => {
            let (mut items, flavor) = {
                let g = d.lock();
                let items: Vec<(Value, Value)> = g.values().cloned().collect();
                (items, g.flavor.clone())
            };
            if let Flavor::Counter = flavor {
                // Largest count first, as `most_common` orders them.
                items.sort_by(|a, b| {
                    super::ops::cmp(&b.1, &a.1, "<").unwrap_or(std::cmp::Ordering::Equal)
                });
            }
            let mut body = String::from("{");
            for (i, (k, x)) in items.iter().enumerate() {
                if i > 0 {
                    body.push_str(", ");
                }
                repr_into(k, &mut body, seen);
                body.push_str(": ");
                repr_into(x, &mut body, seen);
            }
            body.push('}');
            if let Flavor::Ordered = flavor {
                // Python 3.11's form: a list of pairs.
                out.push_str("OrderedDict(");
                if !items.is_empty() {
                    let pairs: Vec<Value> = items
                        .into_iter()
                        .map(|(k, v)| Value::tuple(vec![k, v]))
                        .collect();
                    repr_into(&Value::list(pairs), out, seen);
                }
                out.push(')');
                return;
            }
            let name = match &flavor {
                Flavor::Plain => {
                    out.push_str(&body);
                    return;
                }
                Flavor::Default(factory) => {
                    out.push_str("defaultdict(");
                    repr_into(factory, out, seen);
                    out.push_str(", ");
                    out.push_str(&body);
                    out.push(')');
                    return;
                }
                _ => "Counter",
            };
            out.push_str(name);
            out.push('(');
            if !items.is_empty() {
                out.push_str(&body);
            }
            out.push(')');
        }
        Value::Enum(m) => out.push_str(&super::enums::member_repr(m)),
        Value::DictView(dv) => {
            out.push_str(&dv.type_name());
            out.push('(');
            repr_into(&Value::list(dv.items()), out, seen);
            out.push(')');
        }
        Value::Deque(d) => {
            let (items, maxlen) = {
                let g = d.lock();
                (g.items.iter().cloned().collect::<Vec<_>>(), g.maxlen)
            };
            out.push_str("deque(");
            repr_into(&Value::list(items), out, seen);
            if let Some(m) = maxlen {
                let _ = write!(out, ", maxlen={m}");
            }
            out.push(')');
        }
        Value::Set(d) => {
            let (items, frozen) = {
                let d = d.lock();
                (super::ops::set_order(&d), d.is_frozen())
            };
            match (items.is_empty(), frozen) {
                (true, false) => out.push_str("set()"),
                (true, true) => out.push_str("frozenset()"),
                (false, _) => {
                    if frozen {
                        out.push_str("frozenset(");
                    }
                    out.push('{');
                    for (i, x) in items.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        repr_into(x, out, seen);
                    }
                    out.push('}');
                    if frozen {
                        out.push(')');
                    }
                }
            }
        }
        Value::Range(r) => {
            if r.2 == 1 {
                let _ = write!(out, "range({}, {})", r.0, r.1);
            } else {
                let _ = write!(out, "range({}, {}, {})", r.0, r.1, r.2);
            }
        }
        Value::Slice(s) => {
            let _ = write!(out, "slice({}, {}, {})", s.0.repr(), s.1.repr(), s.2.repr());
        }
        Value::Ellipsis => out.push_str("Ellipsis"),
        Value::Func(f) => {
            // `functools.wraps` gives a wrapper the wrapped one's name.
            let qualname = match f.attrs.lock().get("__qualname__") {
                Some(Value::Str(q)) => q.clone(),
                _ => f.qualname.clone(),
            };
            let _ = write!(
                out,
                "<function {} at {:#x}>",
                qualname,
                Arc::as_ptr(f) as *const u8 as usize
            );
        }
        Value::Builtin(id) if crate::builtins::is_class(*id) => {
            let _ = write!(out, "<class '{}'>", crate::builtins::name_of(*id));
        }
        // The singleton a binary special method returns to decline.
        Value::Builtin(id) if crate::builtins::name_of(*id) == "NotImplemented" => {
            out.push_str("NotImplemented");
        }
        Value::Builtin(id) => {
            let _ = write!(out, "<built-in function {}>", crate::builtins::name_of(*id));
        }
        Value::BoundBuiltin(b) => {
            let _ = write!(
                out,
                "<built-in method {} of {} object>",
                b.1,
                b.0.type_name()
            );
        }
        Value::Method(m) => {
            let name = match &m.1 {
                Value::Func(f) => f.qualname.to_string(),
                other => other.repr(),
            };
            let _ = write!(out, "<bound method {} of {}>", name, m.0.repr());
        }
        Value::Class(c) if c.enumeration.get().is_some() => {
            let _ = write!(out, "<enum '{}'>", c.name);
        }
        Value::Class(c) => {
            if c.builtin || c.module.lock().as_ref() == "builtins" {
                let _ = write!(out, "<class '{}'>", c.name);
            } else {
                let _ = write!(out, "<class '{}.{}'>", c.module.lock(), c.name);
            }
        }
        Value::Instance(i) => {
            if i.class.is_exception() {
                let args = i.get_attr("args").unwrap_or(Value::tuple(vec![]));
                let inner = match &args {
                    Value::Tuple(t) if t.len() == 1 => format!("({})", t[0].repr()),
                    other => other.repr(),
                };
                let _ = write!(out, "{}{}", i.class.name, inner);
            } else {
                let _ = write!(
                    out,
                    "<{}.{} object at {:#x}>",
                    i.class.module.lock(),
                    i.class.name,
                    Arc::as_ptr(i) as *const u8 as usize
                );
            }
        }
        // `sys.stdout` and `sys.stderr` are streams, not modules.
        Value::Module(m) if matches!(m.as_ref(), "sys.stdout" | "sys.stderr") => {
            let name = m.trim_start_matches("sys.");
            let _ = write!(
                out,
                "<_io.TextIOWrapper name='<{name}>' mode='w' encoding='utf-8'>"
            );
        }
        Value::Module(m) => {
            let _ = write!(out, "<module '{m}' (built-in)>");
        }
        Value::Cell(c) => {
            let inner = c.lock().clone();
            repr_into(&inner, out, seen);
        }
        Value::Iter(it) => {
            let kind = it.lock().kind;
            let at = Arc::as_ptr(it) as *const u8 as usize;
            let _ = write!(out, "<{kind} object at {at:#x}>");
        }
        Value::Array(a) => out.push_str(&crate::array::print::array_repr(a)),
        Value::DType(d) => {
            let _ = write!(out, "dtype('{}')", d.name());
        }
        Value::ScalarType(d) => {
            let _ = write!(out, "<class 'numpy.{}'>", d.name());
        }
        Value::MemView(a, _) => {
            let _ = write!(
                out,
                "<MemoryView of 'ndarray' at {:#x}>",
                Arc::as_ptr(a) as *const u8 as usize
            );
        }
        Value::NpScalar(sc, d) => match sc {
            crate::array::Scalar::Bool(b) => {
                out.push_str(if *b { "np.True_" } else { "np.False_" })
            }
            crate::array::Scalar::Float(x) if *d == crate::array::DType::F32 => {
                let _ = write!(
                    out,
                    "np.float32({})",
                    super::format::float_repr_f32(*x as f32)
                );
            }
            // NumPy 2 writes a complex without Python's parentheses.
            crate::array::Scalar::Complex(..) => {
                let s = v.str();
                let inner = s
                    .strip_prefix('(')
                    .and_then(|t| t.strip_suffix(')'))
                    .unwrap_or(&s);
                let _ = write!(out, "np.{}({inner})", d.name());
            }
            _ => {
                let _ = write!(out, "np.{}({})", d.name(), v.plain().repr());
            }
        },
        Value::Struct(s) => {
            // Cython converts a struct to a dict when it becomes an object.
            repr_into(&struct_as_dict(Value::Struct(s.clone())), out, seen);
        }
        Value::Ptr(p) if p.carray.is_some() => {
            let items = super::memory::carray_items(p).unwrap_or_default();
            repr_into(&Value::list(items), out, seen);
        }
        Value::Ptr(p) => match &p.block {
            Some(b) => {
                let _ = write!(
                    out,
                    "<pointer {} bytes into a {}-byte block>",
                    p.offset, b.nbytes
                );
            }
            None => out.push_str("NULL"),
        },
    }
}

/// A struct value as the dict Cython makes of it; other values unchanged.
pub fn struct_as_dict(v: Value) -> Value {
    match v {
        Value::Struct(s) => crate::builtins::dict_from_pairs(
            s.0.fields()
                .iter()
                .zip(&s.1)
                .map(|((n, t), v)| (Value::Str(n.clone()), field_object(t, v)))
                .collect(),
        ),
        other => other,
    }
}

/// A struct field as the dict holds it: a `char *` as its bytes (a
/// pointer that cannot be read stays a pointer, and says why on use), a
/// nested struct as a dict.
fn field_object(t: &crate::sema::types::Ty, v: &Value) -> Value {
    match (t, v) {
        (crate::sema::types::Ty::Ptr(Some(d)), Value::Ptr(_)) if d.is_char() => {
            super::memory::char_bytes(v).unwrap_or_else(|_| v.clone())
        }
        (_, Value::Struct(_)) => struct_as_dict(v.clone()),
        _ => v.clone(),
    }
}

/// A union's field values after `v` is stored into field `k`: `v`'s bytes
/// overlay the union's bytes (kept after the fields) and every field
/// reads its own type from them, as C's type punning through a union does.
pub fn union_store(
    def: &crate::sema::types::StructDef,
    old: &[Value],
    k: usize,
    v: &Value,
) -> super::exc::Res<Vec<Value>> {
    use crate::array::Scalar;
    use crate::array::buffer::{from_bits, to_bits};
    let n = def.fields().len();
    let layout = crate::sema::types::struct_layout(def)
        .ok_or_else(|| super::exc::type_error("internal: union layout"))?;
    let mut image = match old.get(n) {
        Some(Value::Bytes(b)) => b.to_vec(),
        _ => vec![0u8; layout.size],
    };
    let (Some((_, ty)), Some(&(_, dt))) = (def.fields().get(k), layout.fields.get(k)) else {
        return Err(super::exc::type_error("internal: union field"));
    };
    // The value converted as C converts it (a C slot's bits), then stored
    // and read back as the buffer encodes elements.
    let slot = if ty.is_address() {
        super::address::encode_value(v)?
    } else {
        super::call::to_c_bits(v, ty)?
    };
    let scalar = if ty.is_c_float() {
        Scalar::Float(f64::from_bits(slot))
    } else {
        Scalar::Int(slot as i64)
    };
    let w = dt.itemsize();
    image[..w].copy_from_slice(&to_bits(dt, scalar).to_le_bytes()[..w]);
    let mut out = Vec::with_capacity(n + 1);
    for ((_, t), &(_, d)) in def.fields().iter().zip(&layout.fields) {
        let mut raw = [0u8; 8];
        raw[..d.itemsize()].copy_from_slice(&image[..d.itemsize()]);
        let slot = match from_bits(d, u64::from_le_bytes(raw)) {
            Scalar::Float(x) => x.to_bits(),
            other => other.as_i64() as u64,
        };
        out.push(if t.is_address() {
            // Bytes of another member are no address arr stored: C would
            // read a garbage pointer there; arr reads NULL, which any use
            // reports.
            super::address::decode_as(slot, t).unwrap_or_else(|_| match t {
                crate::sema::types::Ty::FuncPtr(_) => Value::None,
                _ => super::memory::null(),
            })
        } else {
            super::call::c_bits_to_value(slot, t)?
        });
    }
    out.push(Value::Bytes(Arc::from(image)));
    Ok(out)
}

/// A struct with every field zero, as a fresh `cdef` struct local is:
/// numbers 0, pointers NULL, nested structs zero, anything else None.
pub fn zero_struct(def: &Arc<crate::sema::types::StructDef>) -> Value {
    use crate::sema::types::Ty;
    let vals = def
        .fields()
        .iter()
        .map(|(_, t)| match t {
            Ty::Struct(inner) => zero_struct(inner),
            t if t.is_c() => super::call::c_bits_to_value(0, t).unwrap_or(Value::None),
            t if t.is_pointer() => super::memory::null(),
            _ => Value::None,
        })
        .collect();
    Value::Struct(Arc::new((def.clone(), vals)))
}

/// A struct built from a mapping with a value for every field.
pub fn struct_from_object(
    def: &Arc<crate::sema::types::StructDef>,
    v: Value,
) -> super::exc::Res<Value> {
    let d = match v {
        Value::Struct(_) => return Ok(v),
        Value::Dict(d) => d,
        other => {
            return Err(super::exc::type_error(format!(
                "Expected a mapping, got {}",
                other.type_name()
            )));
        }
    };
    let d = d.lock();
    let mut vals = Vec::with_capacity(def.fields().len());
    for (name, ty) in def.fields() {
        let key = Value::Str(name.clone());
        let Some((_, x)) = key.key().and_then(|k| d.get(&k)) else {
            return Err(super::exc::value_error(format!(
                "No value specified for struct attribute '{name}'"
            )));
        };
        use crate::sema::types::Ty;
        let x = if matches!(ty, Ty::Int(_) | Ty::Bint | Ty::Float | Ty::Double) {
            super::call::c_bits_to_value(super::call::to_c_bits(x, ty)?, ty)?
        } else {
            x.clone()
        };
        vals.push(x);
    }
    Ok(Value::Struct(Arc::new((def.clone(), vals))))
}

fn str_of(v: &Value) -> Option<Arc<str>> {
    match v {
        Value::Str(s) => Some(s.clone()),
        _ => None,
    }
}
