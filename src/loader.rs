//! A script's own modules, found before checking: `cimport m` / `import m`
//! / `from m cimport …` of a `m.pyx` or `m.arr` in the script's folder
//! (with the declarations of its `m.pxd`), a `m.pxd` alone (declarations
//! only, for cimport), and the script's own same-named `.pxd`.
//!
//! An `include "file.pxi"` at module level (or in a compile-time `IF`)
//! is replaced by the file's statements, as Cython's textual include.
//!
//! Every file joins the source map (`Source::with_file`), so diagnostics
//! and tracebacks name the file and line they point into.

use crate::diag::Diagnostic;
use crate::source::{Source, Span, module_name_of};
use crate::syntax::ast::{Stmt, StmtKind};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// One module of the script's folder, parsed, with its `.pxd` merged in.
#[derive(Debug, Clone)]
pub struct UserModule {
    pub name: String,
    pub stmts: Vec<Stmt>,
    /// Byte range of its implementation file (or its `.pxd` when it has
    /// none) in the source map: where its `# cython:` header is.
    pub header: (usize, usize),
    /// Only a `.pxd`: declarations that `cimport` reads, nothing to import.
    pub pxd_only: bool,
}

/// The script and every module it reaches.
pub struct Loaded {
    pub src: Source,
    pub main: Vec<Stmt>,
    pub modules: HashMap<String, UserModule>,
    pub errors: Vec<Diagnostic>,
}

/// Finds and parses the modules `main` imports (and theirs), and merges the
/// script's own `.pxd` into it.
pub fn load(src: &Source, main: Vec<Stmt>) -> Loaded {
    let dir = folder_of(&src.name);
    let mut l = Loader {
        dir,
        src: src.clone(),
        modules: HashMap::new(),
        errors: Vec::new(),
        seen: HashSet::new(),
    };
    let own = module_name_of(&src.name);
    let main = l.includes(main, 0);
    let main = match src.name.starts_with('<') {
        true => main,
        false => match l.read(&own, "pxd") {
            Some(pxd) => merge_pxd(pxd, main),
            None => main,
        },
    };
    l.seen.insert(own);
    l.imports_of(&main);
    Loaded {
        src: l.src,
        main,
        modules: l.modules,
        errors: l.errors,
    }
}

/// The folder imports are looked up in: the script's, or the current one
/// for standard input and the REPL.
fn folder_of(name: &str) -> PathBuf {
    if name.starts_with('<') {
        return PathBuf::from(".");
    }
    match Path::new(name).parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// How deep includes may nest: deeper is taken for a file including
/// itself.
const MAX_INCLUDE_DEPTH: usize = 16;

struct Loader {
    dir: PathBuf,
    src: Source,
    modules: HashMap<String, UserModule>,
    errors: Vec<Diagnostic>,
    /// Module names looked up already (found or not).
    seen: HashSet<String>,
}

impl Loader {
    /// Loads every module a module's top-level statements import.
    fn imports_of(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            let names: Vec<String> = match &s.kind {
                StmtKind::Import(names, _) => names
                    .iter()
                    .filter(|n| n.path.len() == 1)
                    .map(|n| n.path[0].name.clone())
                    .collect(),
                StmtKind::FromImport { module, .. } if module.len() == 1 => {
                    vec![module[0].name.clone()]
                }
                _ => continue,
            };
            for name in names {
                self.module(&name);
            }
        }
    }

    /// Loads module `name` if the folder has it and it is not a module
    /// arr provides.
    fn module(&mut self, name: &str) {
        if !self.seen.insert(name.to_string())
            || crate::sema::stmt::MODULES.contains(&name)
            || name == "cpython"
        {
            return;
        }
        let before = self.src.files.len();
        let imp = self.read(name, "pyx").or_else(|| self.read(name, "arr"));
        let imp_file = (self.src.files.len() > before).then(|| self.src.files.len() - 1);
        let pxd = self.read(name, "pxd");
        let header_file = match imp_file {
            Some(i) => i,
            None if pxd.is_some() => self.src.files.len() - 1,
            None => return,
        };
        let f = &self.src.files[header_file];
        let header = (f.start, f.start + f.len);
        let pxd_only = imp.is_none();
        let stmts = match (pxd, imp) {
            (Some(p), Some(i)) => merge_pxd(p, i),
            (p, i) => p.or(i).unwrap_or_default(),
        };
        let stmts = self.includes(stmts, 0);
        self.imports_of(&stmts);
        self.modules.insert(
            name.to_string(),
            UserModule {
                name: name.to_string(),
                stmts,
                header,
                pxd_only,
            },
        );
    }

    /// `stmts` with each module-level `include "f"` replaced by the
    /// statements of `f` (its own includes replaced too, `depth` deep).
    fn includes(&mut self, stmts: Vec<Stmt>, depth: usize) -> Vec<Stmt> {
        let mut out = Vec::with_capacity(stmts.len());
        for mut s in stmts {
            match &mut s.kind {
                StmtKind::Include(file) if depth >= MAX_INCLUDE_DEPTH => {
                    self.errors.push(Diagnostic::new(
                        "SyntaxError",
                        format!("'{file}' includes itself (or nests includes more than {MAX_INCLUDE_DEPTH} deep)"),
                        s.span,
                    ));
                }
                StmtKind::Include(file) => {
                    let file = file.clone();
                    match self.read_path(&file) {
                        Some(inner) => out.extend(self.includes(inner, depth + 1)),
                        None => self.errors.push(Diagnostic::new(
                            "SyntaxError",
                            format!("'{file}' not found"),
                            s.span,
                        )),
                    }
                }
                StmtKind::CompileIf(branches, orelse) => {
                    for (_, body) in branches.iter_mut() {
                        *body = self.includes(std::mem::take(body), depth);
                    }
                    *orelse = self.includes(std::mem::take(orelse), depth);
                    out.push(s);
                }
                _ => out.push(s),
            }
        }
        out
    }

    /// Reads and parses `dir/name.ext` into the source map; None when there
    /// is no such file. A file that cannot be read or parsed reports why.
    fn read(&mut self, name: &str, ext: &str) -> Option<Vec<Stmt>> {
        self.read_path(&format!("{name}.{ext}"))
    }

    /// Reads and parses the file at `rel` (relative to the script's
    /// folder) into the source map, as `read` does.
    fn read_path(&mut self, rel: &str) -> Option<Vec<Stmt>> {
        let path = self.dir.join(rel);
        if !path.is_file() {
            return None;
        }
        let shown = match self.dir.as_os_str() == "." {
            true => rel.to_string(),
            false => path.to_string_lossy().to_string(),
        };
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                self.errors.push(Diagnostic::new(
                    "ImportError",
                    format!("cannot read {shown}: {e}"),
                    Span::default(),
                ));
                return None;
            }
        };
        let (src, base) = self.src.with_file(&shown, &text);
        self.src = src;
        let parsed = crate::syntax::parse_module_at(&text, base);
        self.errors.extend(parsed.errors);
        Some(parsed.stmts)
    }
}

/// A module with the declarations of its `.pxd`: the `.pxd`'s statements
/// come first, except that a function declared there and defined in the
/// module is the module's definition alone, and a `cdef class` declared in
/// both gets the `.pxd`'s attribute declarations (and bases) at the top of
/// its body, as Cython reads the pair.
fn merge_pxd(pxd: Vec<Stmt>, imp: Vec<Stmt>) -> Vec<Stmt> {
    let mut defined = HashSet::new();
    let mut classes = HashSet::new();
    for s in &imp {
        match &s.kind {
            StmtKind::Func(f) if !f.body.is_empty() => {
                defined.insert(f.name.name.clone());
            }
            StmtKind::Class { name, .. } => {
                classes.insert(name.name.clone());
            }
            _ => {}
        }
    }
    let mut out = Vec::with_capacity(pxd.len() + imp.len());
    let mut class_decls: HashMap<String, (Vec<Stmt>, Vec<crate::syntax::ast::Expr>)> =
        HashMap::new();
    for s in pxd {
        match s.kind {
            StmtKind::Func(f) if f.body.is_empty() && defined.contains(&f.name.name) => {}
            StmtKind::Class {
                name, bases, body, ..
            } if classes.contains(&name.name) => {
                let decls = body
                    .into_iter()
                    .filter(|m| !matches!(&m.kind, StmtKind::Func(f) if f.body.is_empty()))
                    .collect();
                class_decls.insert(name.name, (decls, bases));
            }
            kind => out.push(Stmt { kind, span: s.span }),
        }
    }
    for mut s in imp {
        if let StmtKind::Class {
            name, bases, body, ..
        } = &mut s.kind
            && let Some((decls, pxd_bases)) = class_decls.remove(&name.name)
        {
            if bases.is_empty() {
                *bases = pxd_bases;
            }
            body.splice(0..0, decls);
        }
        out.push(s);
    }
    out
}
