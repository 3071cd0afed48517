//! Cython's compile-time rewrite of `"literal" % (a, b, …)` into an
//! f-string (its `Optimize.py` `_build_fstring`). The rewrite changes
//! what some formats print: `%5s` becomes `{a!s:5}`, which pads a string
//! on the right where Python's `%` pads on the left, and `%d` converts
//! with `int()` first. Cython keeps Python's `%` (and arr does too) when
//! any placeholder is outside what it rewrites: a flag (`%+d`, `%#x`),
//! `*`, a conversion other than `a s r f d o x X`, a precision on an
//! integer conversion, a starred item, or a count of items that does not
//! match.

use super::Sema;
use super::hir::{HFPart, HKind};
use super::types::Ty;
use crate::syntax::ast::{Expr, ExprKind};
use std::sync::Arc;

/// One piece of the format: literal text, or a placeholder's type, its
/// spec as written (between `%` and the type), and the type character.
enum Piece {
    Lit(String),
    Field(String, char),
}

/// Splits the format as Cython's regex does
/// (`%(?:(?:[-0-9]+|[ ])?(?:[.][0-9]+)?)?.`); None when a `%` ends it.
fn pieces(fmt: &str) -> Option<Vec<Piece>> {
    let chars: Vec<char> = fmt.chars().collect();
    let mut out = Vec::new();
    let mut lit = String::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '%' {
            lit.push(chars[i]);
            i += 1;
            continue;
        }
        let start = i + 1;
        let mut j = start;
        if chars.get(j) == Some(&' ') {
            j += 1;
        } else {
            while j < chars.len() && (chars[j] == '-' || chars[j].is_ascii_digit()) {
                j += 1;
            }
        }
        if chars.get(j) == Some(&'.') && chars.get(j + 1).is_some_and(char::is_ascii_digit) {
            j += 1;
            while j < chars.len() && chars[j].is_ascii_digit() {
                j += 1;
            }
        }
        // With nothing after the spec, the regex backtracks to a type
        // taken from the spec itself (never one Cython rewrites); with
        // nothing after the `%`, the format is incomplete. Either way
        // the `%` stays.
        let ty = *chars.get(j)?;
        if !lit.is_empty() {
            out.push(Piece::Lit(std::mem::take(&mut lit)));
        }
        out.push(Piece::Field(chars[start..j].iter().collect(), ty));
        i = j + 1;
    }
    if !lit.is_empty() {
        out.push(Piece::Lit(lit));
    }
    Some(out)
}

/// Does Cython format a C integer with `spec` in C (its `CIntType.
/// _parse_format`): a width, optionally `>`-aligned or zero-padded, and
/// optionally one of `o d x X c`.
fn c_int_formats(spec: &str) -> bool {
    let Some(last) = spec.chars().last() else {
        return false;
    };
    let prefix = if "odxXc".contains(last) {
        &spec[..spec.len() - 1]
    } else if last.is_ascii_digit() {
        spec
    } else {
        return false;
    };
    if prefix.is_empty() {
        return true;
    }
    let p = prefix.strip_prefix(['>', '-']).unwrap_or(prefix);
    let p = p.trim_start_matches('0');
    !p.is_empty() && p.chars().all(|c| c.is_ascii_digit())
}

impl Sema<'_> {
    /// The f-string Cython makes of `fmt % (args…)`, or None where it
    /// keeps the `%`.
    pub(super) fn cython_percent_fstring(
        &mut self,
        fmt: &str,
        args: &[Expr],
    ) -> Option<Vec<HFPart>> {
        // Decided from the text alone, before any item is resolved.
        let mut items = args.iter();
        let mut plan: Vec<(Option<&Expr>, String, Option<char>)> = Vec::new();
        for p in pieces(fmt)? {
            let (spec, ty) = match p {
                Piece::Lit(s) => {
                    plan.push((None, s, None));
                    continue;
                }
                Piece::Field(spec, '%') if spec.is_empty() => {
                    plan.push((None, "%".to_string(), None));
                    continue;
                }
                Piece::Field(spec, ty) => (spec, ty),
            };
            if !"asrfdoxX".contains(ty) {
                return None;
            }
            let arg = items.next()?;
            if matches!(arg.kind, ExprKind::Starred(_)) {
                return None;
            }
            let (mut spec, conv) = match ty {
                'd' | 'o' | 'x' | 'X' if spec.contains('.') => return None,
                'a' | 's' | 'r' => match spec.strip_prefix('0') {
                    // `%05s` spells `{:>5}`.
                    Some(w) => (format!(">{w}"), Some(ty)),
                    None => (spec, Some(ty)),
                },
                'd' => (format!("{spec}d"), Some('d')),
                _ => (format!("{spec}{ty}"), None),
            };
            if let Some(w) = spec.strip_prefix('-') {
                spec = format!("<{w}");
            }
            plan.push((Some(arg), spec, conv));
        }
        if items.next().is_some() {
            return None;
        }
        let mut out = Vec::with_capacity(plan.len());
        for (arg, spec, mut conv) in plan {
            let Some(arg) = arg else {
                out.push(HFPart::Lit(Arc::from(spec.as_str())));
                continue;
            };
            let resolved = self.expr(arg);
            // Cython formats a C integer (an int literal is one) itself
            // when the spec is one it knows, whatever the conversion:
            // `%5s` of one pads on the left as a number does.
            let c_int = resolved.ty.is_c_int()
                || resolved.ty == Ty::Bint
                || (matches!(resolved.kind, HKind::Int(_)) && resolved.ty == Ty::Object);
            if c_int && matches!(conv, Some('a' | 's' | 'r')) && c_int_formats(&spec) {
                conv = None;
            }
            out.push(HFPart::Field {
                expr: self.object_of(arg, resolved),
                conv,
                spec: if spec.is_empty() {
                    Vec::new()
                } else {
                    vec![HFPart::Lit(Arc::from(spec.as_str()))]
                },
            });
        }
        Some(out)
    }
}
