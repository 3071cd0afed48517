//! Compile-time constants: `DEF` values and the conditions of `IF`
//! statements, evaluated before running as Cython does.

use super::Sema;
use crate::syntax::ast::{BinOp, CmpOp, Expr, ExprKind, UnOp};

/// A compile-time value.
#[derive(Debug, Clone, PartialEq)]
pub enum Const {
    Int(i64),
    Float(f64),
    Str(String),
    Bool(bool),
    None,
}

impl Const {
    fn truthy(&self) -> bool {
        match self {
            Const::Int(i) => *i != 0,
            Const::Float(f) => *f != 0.0,
            Const::Str(s) => !s.is_empty(),
            Const::Bool(b) => *b,
            Const::None => false,
        }
    }
}

/// Names Cython predefines for `IF`.
fn predefined(name: &str) -> Option<Const> {
    Some(match name {
        "UNAME_SYSNAME" => Const::Str("Linux".into()),
        "UNAME_NODENAME" => Const::Str("localhost".into()),
        "UNAME_RELEASE" => Const::Str(String::new()),
        "UNAME_VERSION" => Const::Str(String::new()),
        "UNAME_MACHINE" => Const::Str("x86_64".into()),
        _ => return None,
    })
}

impl Sema<'_> {
    /// Evaluates a compile-time expression, reporting what is not constant.
    pub fn const_eval(&mut self, e: &Expr) -> Option<Const> {
        let v = match &e.kind {
            ExprKind::Int(i) => Const::Int(i64::try_from(*i).ok()?),
            ExprKind::Float(f) => Const::Float(*f),
            ExprKind::Str(s) => Const::Str(s.clone()),
            ExprKind::Bool(b) => Const::Bool(*b),
            ExprKind::NoneLit => Const::None,
            ExprKind::Name(n) => match self.consts.get(n).cloned().or_else(|| predefined(n)) {
                Some(c) => c,
                None => {
                    self.error(
                        "SyntaxError",
                        format!("Compile-time name '{n}' not defined"),
                        e.span,
                    );
                    return None;
                }
            },
            ExprKind::Unary(op, a) => {
                let a = self.const_eval(a)?;
                match (op, a) {
                    (UnOp::Neg, Const::Int(i)) => Const::Int(i.checked_neg()?),
                    (UnOp::Neg, Const::Float(f)) => Const::Float(-f),
                    (UnOp::Pos, c) => c,
                    (UnOp::Not, c) => Const::Bool(!c.truthy()),
                    (UnOp::Invert, Const::Int(i)) => Const::Int(!i),
                    _ => return self.not_const(e),
                }
            }
            ExprKind::Binary(op, a, b) => {
                let (a, b) = (self.const_eval(a)?, self.const_eval(b)?);
                match (a, b) {
                    (Const::Int(x), Const::Int(y)) => Const::Int(match op {
                        BinOp::Add => x.checked_add(y)?,
                        BinOp::Sub => x.checked_sub(y)?,
                        BinOp::Mul => x.checked_mul(y)?,
                        BinOp::FloorDiv if y != 0 => {
                            x.div_euclid(y) - if (x % y != 0) && (y < 0) { 1 } else { 0 }
                        }
                        BinOp::Mod if y != 0 => ((x % y) + y) % y,
                        BinOp::Pow if y >= 0 => x.checked_pow(u32::try_from(y).ok()?)?,
                        BinOp::Shl => x.checked_shl(u32::try_from(y).ok()?)?,
                        BinOp::Shr => x >> y.clamp(0, 63),
                        BinOp::BitAnd => x & y,
                        BinOp::BitOr => x | y,
                        BinOp::BitXor => x ^ y,
                        BinOp::Div if y != 0 => return Some(Const::Float(x as f64 / y as f64)),
                        _ => return self.not_const(e),
                    }),
                    (Const::Str(x), Const::Str(y)) if *op == BinOp::Add => Const::Str(x + &y),
                    (a, b) => {
                        let f = |c: &Const| match c {
                            Const::Int(i) => Some(*i as f64),
                            Const::Float(x) => Some(*x),
                            _ => None,
                        };
                        let (Some(x), Some(y)) = (f(&a), f(&b)) else {
                            return self.not_const(e);
                        };
                        Const::Float(match op {
                            BinOp::Add => x + y,
                            BinOp::Sub => x - y,
                            BinOp::Mul => x * y,
                            BinOp::Div => x / y,
                            BinOp::Pow => x.powf(y),
                            _ => return self.not_const(e),
                        })
                    }
                }
            }
            ExprKind::Compare(a, rest) => {
                let mut left = self.const_eval(a)?;
                let mut result = true;
                for (op, b) in rest {
                    let right = self.const_eval(b)?;
                    let ok = match op {
                        CmpOp::Eq => left == right,
                        CmpOp::Ne => left != right,
                        _ => {
                            let f = |c: &Const| match c {
                                Const::Int(i) => Some(*i as f64),
                                Const::Float(x) => Some(*x),
                                _ => None,
                            };
                            let (Some(x), Some(y)) = (f(&left), f(&right)) else {
                                return self.not_const(e);
                            };
                            match op {
                                CmpOp::Lt => x < y,
                                CmpOp::Le => x <= y,
                                CmpOp::Gt => x > y,
                                CmpOp::Ge => x >= y,
                                _ => return self.not_const(e),
                            }
                        }
                    };
                    result &= ok;
                    left = right;
                }
                Const::Bool(result)
            }
            ExprKind::And(a, b) => {
                let a = self.const_eval(a)?;
                if a.truthy() { self.const_eval(b)? } else { a }
            }
            ExprKind::Or(a, b) => {
                let a = self.const_eval(a)?;
                if a.truthy() { a } else { self.const_eval(b)? }
            }
            _ => return self.not_const(e),
        };
        Some(v)
    }

    fn not_const(&mut self, e: &Expr) -> Option<Const> {
        self.error(
            "SyntaxError",
            "Not allowed in a constant expression",
            e.span,
        );
        None
    }

    pub fn define_const(&mut self, name: &str, value: Const) {
        self.consts.insert(name.to_string(), value);
    }

    pub fn get_const(&self, name: &str) -> Option<&Const> {
        self.consts.get(name)
    }

    /// Picks the branch of an `IF` statement, warning as Cython 3.3 does.
    pub fn compile_if(
        &mut self,
        branches: &[(Expr, Vec<crate::syntax::ast::Stmt>)],
        span: crate::source::Span,
    ) -> Option<usize> {
        self.warnings.push(crate::diag::Diagnostic::new(
            "warning",
            "The 'IF' statement is deprecated and will be removed in a future Cython version. Consider using runtime conditions or C macros instead.",
            crate::source::Span::new(span.start as usize, span.start as usize + 2),
        ));
        for (i, (cond, _)) in branches.iter().enumerate() {
            if self.const_eval(cond)?.truthy() {
                return Some(i);
            }
        }
        Some(branches.len())
    }
}
