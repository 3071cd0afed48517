//! Builtins that Cython compiles to direct C calls (its `Builtin.py`
//! table) rather than Python calls: a C function has no keyword
//! parameters, so Cython refuses a keyword argument to one while
//! compiling, where CPython would raise a TypeError only when the call
//! runs.

use super::Sema;
use crate::syntax::ast::Arg;

/// The builtins Cython maps to C functions, as measured with Cython 3.
const C_BUILTINS: &[&str] = &[
    "abs",
    "ascii",
    "bin",
    "callable",
    "chr",
    "delattr",
    "dir",
    "divmod",
    "format",
    "getattr",
    "hasattr",
    "hash",
    "hex",
    "isinstance",
    "issubclass",
    "iter",
    "len",
    "next",
    "oct",
    "ord",
    "pow",
    "repr",
    "setattr",
];

impl Sema<'_> {
    /// Refuses the first keyword argument of a call to a builtin that
    /// Cython calls in C. `path` is the builtin the callee names, if any.
    pub(super) fn check_c_builtin_keywords(&mut self, path: &str, args: &[Arg]) {
        if !C_BUILTINS.contains(&path) {
            return;
        }
        let Some(Arg::Kw(k, _)) = args.iter().find(|a| matches!(a, Arg::Kw(..))) else {
            return;
        };
        let msg = format!("C function got unexpected keyword argument '{}'", k.name);
        let d = self.error("SyntaxError", msg, k.span);
        d.help = Some(format!(
            "Cython compiles `{path}()` to a direct C call, whose arguments are positional \
             only: no keyword argument is accepted"
        ));
    }
}
