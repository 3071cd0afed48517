//! Help texts: the REPL's commands, topics, and the builtins registry.

/// What `:help` alone shows.
pub const OVERVIEW: &str = "\
arr REPL: type code as in a .pyx file; an expression statement shows its value
(a trailing `;` hides it) and `_` holds the last value shown.

Commands:
  :help [name]   help on a command, a topic, a builtin (`:help np.zeros`) or a name
  :type expr     the static type of expr, as cython.typeof spells it
  :layout expr   the view expr drawn in its base buffer
  :time stmt     run stmt repeatedly and report the time per run
  :vars          the session's names, their types and values
  :reset         forget every name
  :load FILE     run a file in the session
  :quit          leave (also exit, quit, Ctrl-D)
  help(x), x?    as :help x

Topics: memoryview, slicing, cdef, prange, nogil, fused, pointers, keys
";

/// Topics `:help` knows beyond builtins and names.
pub const TOPICS: &[(&str, &str)] = &[
    (
        "memoryview",
        "\
A typed memoryview (`cdef double[:, ::1] v = a`) is a view of a buffer: a byte
offset into it, a shape, and one byte stride per dimension. Element v[i, j]
lives at offset + i*strides[0] + j*strides[1]. Slicing and transposing make
new views of the same buffer (no copy); `v.copy()` makes a new buffer.
`::1` in a dimension promises that dimension is contiguous (stride = itemsize);
acquiring a view that breaks the promise is a ValueError.
Try: `:layout v` to see a view drawn in its buffer.",
    ),
    (
        "slicing",
        "\
v[start:stop:step] follows Python: negative indices count from the end, a
negative step walks backwards (the view's stride becomes negative), omitted
bounds depend on the step's sign. `v[i]` drops a dimension, `v[None]` adds one,
`...` stands for every dimension not named. `v.T` reverses the dimensions by
swapping shape and strides; no element moves.",
    ),
    (
        "cdef",
        "\
`cdef int n = 10` declares a C variable: its type is fixed and arithmetic on it
is C arithmetic (wrapping, C division with cdivision). `cdef double f(double x):`
declares a C function called directly; `cpdef` makes it callable from Python
too; `cdef class` declares an extension type with typed attributes.",
    ),
    (
        "prange",
        "\
`from cython.parallel import prange` then `for i in prange(n, nogil=True):`
runs iterations on threads. Variables assigned in the body are private (and
keep the last iteration's value); a variable only updated with `+=`, `*=`,
`-=`, `&=`, `|=`, `^=` is a reduction, combined after the loop. Reading a
reduction variable in the body is a compile-time error, as in Cython. Options:
schedule='static', 'dynamic' or 'guided', chunksize=, num_threads=,
use_threads_if=. `arr --threads N` (or ARR_NUM_THREADS) sizes the pool;
threadid() numbers the threads. docs/parallel.md has the details.",
    ),
    (
        "nogil",
        "\
`with nogil:` marks a block that touches no Python objects; `with gil:` takes
the GIL back inside it. Functions may be declared `nogil`. arr checks what
Cython checks; the blocks run the same either way.",
    ),
    (
        "fused",
        "\
`ctypedef fused number: int; double` declares a fused type; a function using it
is compiled once per member, and a call picks the version from the argument
types (`f[double](x)` picks one explicitly; `if number is int:` branches at
compile time).",
    ),
    (
        "pointers",
        "\
`from libc.stdlib cimport malloc, free`; `cdef double* p = <double*> malloc(n *
sizeof(double))`; `p[i]`, `p + k`, `free(p)`. arr tracks every block: an access
past its end, a use after free or a double free is an error naming the line
that allocated the block, and blocks never freed are reported at exit.",
    ),
    (
        "keys",
        "\
Enter runs the input when it is complete and otherwise continues it on a new,
indented line; a blank line ends a block. Tab completes names, keywords,
builtins and attributes after `.`; Right arrow accepts the grey history hint;
Up/Down recall earlier inputs (a multi-line input comes back whole); Ctrl-C
cancels the line or interrupts a running computation; Ctrl-D leaves.",
    ),
];

/// Help on a command, topic or builtin (given as written, `np.` or not);
/// None when it is none of these.
pub fn lookup(name: &str, module_of: impl Fn(&str) -> Option<String>) -> Option<String> {
    let name = name.trim();
    if name.is_empty() {
        return Some(OVERVIEW.to_string());
    }
    if let Some(cmd) = name.strip_prefix(':') {
        return OVERVIEW
            .lines()
            .find(|l| l.trim_start().starts_with(&format!(":{cmd}")))
            .map(|l| l.trim().to_string());
    }
    if let Some((_, text)) = TOPICS.iter().find(|(t, _)| *t == name) {
        return Some(text.to_string());
    }
    let path = match name.split_once('.') {
        Some((head, rest)) => match module_of(head) {
            Some(m) => format!("{m}.{rest}"),
            None => name.to_string(),
        },
        None => module_of(name).unwrap_or_else(|| name.to_string()),
    };
    crate::builtins::documented()
        .find(|(n, _)| *n == path)
        .map(|(_, doc)| doc.to_string())
}
