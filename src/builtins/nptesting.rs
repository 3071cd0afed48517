//! `numpy.testing`'s assertions, the way a kernel's driver checks its
//! result against NumPy's: `assert_allclose`, `assert_array_equal`,
//! `assert_array_almost_equal`, `assert_array_less`, `assert_equal`,
//! `assert_almost_equal` and `assert_`. A failure raises AssertionError
//! with NumPy 2.4's message word for word (its `build_err_msg` and
//! `assert_array_compare`): the header, the mismatch count, the first
//! mismatched indices, the largest differences, and both operands.

use super::{Builtin, take_kw};
use crate::array::print::{array_repr, array2string, with_precision};
use crate::array::{Array, DType, Scalar};
use crate::eval::arrays::{from_scalars, np_scalar, to_array};
use crate::eval::call::Kwargs;
use crate::eval::exc::*;
use crate::eval::frame::Frame;
use crate::eval::value::Value;
use std::sync::Arc;

/// The arguments of one call, bound to a signature: `params` in order,
/// each with its default (None: required); keyword-only ones after
/// `positional` of them.
pub(super) fn bind(
    name: &str,
    params: &[(&str, Option<Value>)],
    positional: usize,
    args: Vec<Value>,
    mut kw: Kwargs,
) -> Res<Vec<Value>> {
    if args.len() > positional {
        return Err(type_error(format!(
            "{name}() takes from {} to {positional} positional arguments but {} were given",
            params.iter().take_while(|p| p.1.is_none()).count(),
            args.len()
        )));
    }
    let mut out: Vec<Option<Value>> = args.into_iter().map(Some).collect();
    out.resize(params.len(), None);
    for (k, (p, default)) in params.iter().enumerate() {
        if let Some(v) = take_kw(&mut kw, p) {
            if out[k].is_some() {
                return Err(type_error(format!(
                    "{name}() got multiple values for argument '{p}'"
                )));
            }
            out[k] = Some(v);
        }
        if out[k].is_none() {
            out[k] = default.clone();
        }
    }
    if let Some((k, _)) = kw.first() {
        return Err(type_error(format!(
            "{name}() got an unexpected keyword argument '{k}'"
        )));
    }
    let missing: Vec<String> = params
        .iter()
        .zip(&out)
        .filter(|(_, v)| v.is_none())
        .map(|((p, _), _)| format!("'{p}'"))
        .collect();
    if !missing.is_empty() {
        let s = if missing.len() == 1 { "" } else { "s" };
        return Err(type_error(format!(
            "{name}() missing {} required positional argument{s}: {}",
            missing.len(),
            missing.join(" and ")
        )));
    }
    Ok(out.into_iter().flatten().collect())
}

fn none() -> Option<Value> {
    None
}

/// How `assert_array_compare` judges and reports one call.
struct Compare<'a> {
    header: String,
    err_msg: String,
    verbose: bool,
    precision: usize,
    names: [&'a str; 2],
    equal_nan: bool,
    equal_inf: bool,
    strict: bool,
}

/// The test applied to each pair of elements.
#[derive(Clone, Copy)]
enum Test {
    Equal,
    Less,
    Close {
        rtol: f64,
        atol: f64,
        equal_nan: bool,
    },
    /// `|x - y| < 1.5 * 10**-decimal`.
    Almost(i64),
}

impl Test {
    fn holds(self, p: Scalar, q: Scalar, dx: DType, dy: DType) -> bool {
        match self {
            Test::Equal => ordering(p, q, dx, dy) == Some(std::cmp::Ordering::Equal),
            Test::Less => ordering(p, q, dx, dy) == Some(std::cmp::Ordering::Less),
            Test::Close {
                rtol,
                atol,
                equal_nan,
            } => {
                let single = super::npextra::single_precision(dx, dy);
                super::npextra::close(p, q, rtol, atol, equal_nan, single)
            }
            Test::Almost(decimal) => {
                let ((a, b), (c, d)) = (p.as_complex(), q.as_complex());
                (a - c).hypot(b - d) < tolerance(decimal)
            }
        }
    }
}

/// What "almost equal to `decimal` decimals" allows: a difference under
/// `1.5 * 10**-decimal`.
pub(super) fn tolerance(decimal: i64) -> f64 {
    1.5 * 10f64.powi(-decimal.clamp(-400, 400) as i32)
}

/// NumPy's comparison of two elements: integers exactly, anything else
/// as doubles (complex numbers equal or unordered).
fn ordering(p: Scalar, q: Scalar, dx: DType, dy: DType) -> Option<std::cmp::Ordering> {
    let int = |s: Scalar, d: DType| -> Option<i128> {
        match s {
            Scalar::Int(i) if d == DType::U64 => Some(i as u64 as i128),
            Scalar::Int(i) => Some(i as i128),
            Scalar::Bool(b) => Some(b as i128),
            _ => None,
        }
    };
    if let (Some(a), Some(b)) = (int(p, dx), int(q, dy)) {
        return Some(a.cmp(&b));
    }
    let ((a, b), (c, d)) = (p.as_complex(), q.as_complex());
    if b != 0.0 || d != 0.0 {
        return (a == c && b == d).then_some(std::cmp::Ordering::Equal);
    }
    a.partial_cmp(&c)
}

/// A truth per element, or one for all (NumPy returns a scalar flag when
/// either operand is 0-d).
enum Mask {
    One(bool),
    Each(Vec<bool>),
}

impl Mask {
    fn at(&self, k: usize) -> bool {
        match self {
            Mask::One(b) => *b,
            Mask::Each(v) => v.get(k).copied().unwrap_or(false),
        }
    }
}

/// An array's repr as `build_err_msg` shows it: to `precision` digits,
/// cut after three lines.
fn shown(f: &mut Frame, v: &Value, precision: usize) -> Res<String> {
    let r = match v {
        Value::Array(a) => with_precision(precision, || array_repr(a)),
        other => crate::eval::reprs::repr_of(f, other)?,
    };
    if r.matches('\n').count() > 3 {
        let head: Vec<&str> = r.lines().take(3).collect();
        return Ok(format!("{}...", head.join("\n")));
    }
    Ok(r)
}

/// NumPy's `build_err_msg`.
pub(super) fn build_err_msg(
    f: &mut Frame,
    operands: [&Value; 2],
    err_msg: &str,
    header: &str,
    verbose: bool,
    names: [&str; 2],
    precision: usize,
) -> Res<String> {
    let mut lines = vec![format!("\n{header}")];
    if !err_msg.is_empty() {
        if !err_msg.contains('\n') && err_msg.chars().count() + header.chars().count() < 79 {
            lines[0] = format!("\n{header} {err_msg}");
        } else {
            lines.push(err_msg.to_string());
        }
    }
    if verbose {
        for (v, name) in operands.iter().zip(names) {
            lines.push(format!(" {name}: {}", shown(f, v, precision)?));
        }
    }
    Ok(lines.join("\n"))
}

pub(super) fn fail(msg: String) -> Box<Exc> {
    new_exc("AssertionError", msg)
}

fn shape_tuple(shape: &[usize]) -> String {
    match shape {
        [] => "()".to_string(),
        _ => crate::array::view::shape_str(shape),
    }
}

/// An array of the given elements, 1-D, or 0-d when `zero_d`.
fn array_of(vals: &[Scalar], dtype: DType, zero_d: bool) -> Res<Arc<Array>> {
    let shape: Vec<usize> = if zero_d { Vec::new() } else { vec![vals.len()] };
    Ok(Arc::new(from_scalars(vals, dtype, &shape)?))
}

impl Compare<'_> {
    fn error(&self, f: &mut Frame, x: &Arc<Array>, y: &Arc<Array>, extra: &str) -> Res<Box<Exc>> {
        let (vx, vy) = (Value::Array(x.clone()), Value::Array(y.clone()));
        let msg = build_err_msg(
            f,
            [&vx, &vy],
            &format!("{}{extra}", self.err_msg),
            &self.header,
            self.verbose,
            self.names,
            self.precision,
        )?;
        Ok(fail(msg))
    }

    /// NumPy's `func_assert_same_pos`: `which` must hold at the same
    /// places in both; the flag NumPy goes on with.
    #[allow(clippy::too_many_arguments)]
    fn same_positions(
        &self,
        f: &mut Frame,
        x: &Arc<Array>,
        y: &Arc<Array>,
        xs: &[Scalar],
        ys: &[Scalar],
        which: &dyn Fn(Scalar, usize) -> bool,
        what: &str,
    ) -> Res<Mask> {
        let xi: Vec<bool> = xs.iter().enumerate().map(|(k, s)| which(*s, k)).collect();
        let yi: Vec<bool> = ys.iter().enumerate().map(|(k, s)| which(*s, k)).collect();
        if xi != yi {
            return Err(self.error(f, x, y, &format!("\n{what} location mismatch:"))?);
        }
        Ok(if x.ndim() == 0 || y.ndim() == 0 {
            Mask::One(yi.first().copied().unwrap_or(false))
        } else {
            Mask::Each(yi)
        })
    }

    fn run(&self, f: &mut Frame, ox: Arc<Array>, oy: Arc<Array>, test: Test) -> Res<()> {
        let same = if self.strict {
            ox.shape == oy.shape && ox.dtype == oy.dtype
        } else {
            ox.ndim() == 0 || oy.ndim() == 0 || ox.shape == oy.shape
        };
        if !same {
            let reason = if ox.shape != oy.shape {
                format!(
                    "\n(shapes {}, {} mismatch)",
                    shape_tuple(&ox.shape),
                    shape_tuple(&oy.shape)
                )
            } else {
                format!(
                    "\n(dtypes {}, {} mismatch)",
                    ox.dtype.name(),
                    oy.dtype.name()
                )
            };
            return Err(self.error(f, &ox, &oy, &reason)?);
        }
        let (shape, bx, by) = crate::eval::arrays::broadcast_pair(&ox, &oy)?;
        let (xs, ys) = (bx.values(), by.values());
        let mut flagged = Mask::One(false);
        if self.equal_nan {
            let nan = |s: Scalar, _: usize| {
                let (re, im) = s.as_complex();
                re.is_nan() || im.is_nan()
            };
            flagged = self.same_positions(f, &ox, &oy, &xs, &ys, &nan, "nan")?;
        }
        if self.equal_inf {
            let inf = |s: Scalar, k: usize| {
                let (re, im) = s.as_complex();
                (re.is_infinite() || im.is_infinite()) && !flagged.at(k)
            };
            let infs = self.same_positions(f, &ox, &oy, &xs, &ys, &inf, "inf")?;
            self.same_infinities(f, &ox, &oy, &xs, &ys, &infs)?;
            flagged = match (flagged, infs) {
                (Mask::Each(a), Mask::Each(b)) => {
                    Mask::Each(a.iter().zip(&b).map(|(p, q)| *p || *q).collect())
                }
                (Mask::Each(a), Mask::One(b)) | (Mask::One(b), Mask::Each(a)) => {
                    Mask::Each(a.iter().map(|p| *p || b).collect())
                }
                (Mask::One(a), Mask::One(b)) => Mask::One(a || b),
            };
        }
        // The places still compared, as flat indices into the broadcast
        // shape.
        let kept: Vec<usize> = match &flagged {
            Mask::One(true) => return Ok(()),
            Mask::One(false) => (0..xs.len()).collect(),
            Mask::Each(m) => (0..xs.len()).filter(|k| !m[*k]).collect(),
        };
        if kept.is_empty() {
            return Ok(());
        }
        let invalid: Vec<usize> = kept
            .iter()
            .copied()
            .filter(|&k| !test.holds(xs[k], ys[k], ox.dtype, oy.dtype))
            .collect();
        if invalid.is_empty() {
            return Ok(());
        }
        let n_elements = match &flagged {
            Mask::Each(m) => m.len(),
            Mask::One(_) => kept.len(),
        };
        let percent = 100.0 * invalid.len() as f64 / n_elements as f64;
        let mut remarks = vec![format!(
            "Mismatched elements: {} / {n_elements} ({}%)",
            invalid.len(),
            crate::eval::format::format_value(&Value::Float(percent), ".3g")?
        )];
        if !shape.is_empty() {
            remarks.push(self.positions(f, &shape, &invalid, &xs, &ys, ox.dtype, oy.dtype)?);
        }
        remarks.extend(differences(&invalid, &xs, &ys, ox.dtype, oy.dtype)?);
        let extra = format!("\n{}", remarks.join("\n"));
        Err(self.error(f, &ox, &oy, &extra)?)
    }

    /// NumPy's `assert_same_inf_values`: where both are infinite, the
    /// same infinity.
    fn same_infinities(
        &self,
        f: &mut Frame,
        ox: &Arc<Array>,
        oy: &Arc<Array>,
        xs: &[Scalar],
        ys: &[Scalar],
        infs: &Mask,
    ) -> Res<()> {
        let at: Vec<usize> = (0..xs.len()).filter(|k| infs.at(*k)).collect();
        if at.is_empty() {
            return Ok(());
        }
        let differs = at.iter().any(|&k| {
            ordering(xs[k], ys[k], ox.dtype, oy.dtype) != Some(std::cmp::Ordering::Equal)
        });
        if !differs {
            return Ok(());
        }
        let (x, y) = if ox.ndim() > 0 && oy.ndim() > 0 {
            let pick = |vals: &[Scalar]| -> Vec<Scalar> { at.iter().map(|&k| vals[k]).collect() };
            (
                array_of(&pick(xs), ox.dtype, false)?,
                array_of(&pick(ys), oy.dtype, false)?,
            )
        } else {
            (ox.clone(), oy.clone())
        };
        Err(self.error(f, &x, &y, "\ninf values mismatch:")?)
    }

    /// The "Mismatch at index" remark: the first five mismatches, each
    /// with both elements.
    #[allow(clippy::too_many_arguments)]
    fn positions(
        &self,
        f: &mut Frame,
        shape: &[usize],
        invalid: &[usize],
        xs: &[Scalar],
        ys: &[Scalar],
        dx: DType,
        dy: DType,
    ) -> Res<String> {
        let mut lines = Vec::new();
        for &k in invalid.iter().take(5) {
            let mut index = vec![0; shape.len()];
            let mut rest = k;
            for (d, n) in shape.iter().enumerate().rev() {
                index[d] = rest % n.max(&1);
                rest /= n.max(&1);
            }
            let idx: Vec<String> = index.iter().map(|i| i.to_string()).collect();
            let a = crate::eval::reprs::str_of(f, &np_scalar(xs[k], dx))?;
            let b = crate::eval::reprs::str_of(f, &np_scalar(ys[k], dy))?;
            lines.push(format!(
                " [{}]: {a} ({}), {b} ({})",
                idx.join(", "),
                self.names[0],
                self.names[1]
            ));
        }
        let title = match invalid.len() {
            1 => "Mismatch at index:",
            2..=5 => "Mismatch at indices:",
            _ => "First 5 mismatches are at indices:",
        };
        Ok(format!("{title}\n{}", lines.join("\n")))
    }
}

/// `|x - y|` of one pair in the operands' common type, as NumPy computes
/// it (integers wrap; for unsigned ones the smaller of the two
/// differences), and that type.
fn abs_difference(p: Scalar, q: Scalar, dt: DType) -> Scalar {
    if let Some(part) = dt.complex_part() {
        let ((a, b), (c, d)) = (p.as_complex(), q.as_complex());
        return part.wrap(Scalar::Float((a - c).hypot(b - d)));
    }
    if dt.is_float() {
        return dt.wrap(Scalar::Float((p.as_f64() - q.as_f64()).abs()));
    }
    let (a, b) = (p.as_i64(), q.as_i64());
    if dt.is_signed() {
        let d = dt.wrap(Scalar::Int(a.wrapping_sub(b))).as_i64();
        return dt.wrap(Scalar::Int(d.wrapping_abs()));
    }
    let d1 = dt.wrap(Scalar::Int(a.wrapping_sub(b))).as_i64() as u64;
    let d2 = dt.wrap(Scalar::Int(b.wrapping_sub(a))).as_i64() as u64;
    Scalar::Int(d1.min(d2) as i64)
}

fn larger(a: Scalar, b: Scalar) -> Scalar {
    let (x, y) = (a.as_f64(), b.as_f64());
    if x.is_nan() || (!y.is_nan() && x >= y) {
        a
    } else {
        b
    }
}

fn scalar_text(s: Scalar, dt: DType) -> Res<String> {
    let a = array_of(&[s], dt, true)?;
    Ok(array2string(&a, " ", 0, 75))
}

/// The "Max absolute/relative difference among violations" remarks
/// (none for bool operands, whose subtraction NumPy refuses).
fn differences(
    invalid: &[usize],
    xs: &[Scalar],
    ys: &[Scalar],
    dx: DType,
    dy: DType,
) -> Res<Vec<String>> {
    if dx == DType::Bool && dy == DType::Bool {
        return Ok(Vec::new());
    }
    let dt = DType::promote(dx, dy);
    let err_type = dt.complex_part().unwrap_or(dt);
    let errors: Vec<Scalar> = invalid
        .iter()
        .map(|&k| abs_difference(xs[k], ys[k], dt))
        .collect();
    let Some(max_abs) = errors.iter().copied().reduce(larger) else {
        return Ok(Vec::new());
    };
    let y_abs_type = dy.complex_part().unwrap_or(dy);
    let mut rel_type = DType::promote(err_type, y_abs_type);
    if !rel_type.is_float() {
        rel_type = DType::F64;
    }
    let rel: Vec<Scalar> = invalid
        .iter()
        .zip(&errors)
        .filter_map(|(&k, e)| {
            let (c, d) = ys[k].as_complex();
            let y = c.hypot(d);
            (y != 0.0).then(|| rel_type.wrap(Scalar::Float(e.as_f64() / y)))
        })
        .collect();
    let max_rel = rel
        .into_iter()
        .reduce(larger)
        .unwrap_or(Scalar::Float(f64::INFINITY));
    Ok(vec![
        format!(
            "Max absolute difference among violations: {}",
            scalar_text(max_abs, err_type)?
        ),
        format!(
            "Max relative difference among violations: {}",
            scalar_text(max_rel, rel_type)?
        ),
    ])
}

fn truth(f: &mut Frame, v: &Value) -> Res<bool> {
    crate::eval::attrs::truth(f, v)
}

fn message(f: &mut Frame, v: &Value) -> Res<String> {
    crate::eval::reprs::str_of(f, v)
}

fn number(v: &Value, what: &str) -> Res<f64> {
    crate::eval::arrays::value_scalar(v)
        .map(|s| s.as_f64())
        .map_err(|_| type_error(format!("{what} must be a number")))
}

fn assert_allclose(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let p = [
        ("actual", none()),
        ("desired", none()),
        ("rtol", Some(Value::Float(1e-7))),
        ("atol", Some(Value::Int(0))),
        ("equal_nan", Some(Value::Bool(true))),
        ("err_msg", Some(Value::text(""))),
        ("verbose", Some(Value::Bool(true))),
        ("strict", Some(Value::Bool(false))),
    ];
    let a = bind("assert_allclose", &p, 7, args, kw)?;
    let (rtol, atol) = (number(&a[2], "rtol")?, number(&a[3], "atol")?);
    let equal_nan = truth(f, &a[4])?;
    let g = |x: f64| crate::eval::format::format_value(&Value::Float(x), "g");
    let header = format!(
        "Not equal to tolerance rtol={}, atol={}",
        g(rtol)?,
        g(atol)?
    );
    let c = Compare {
        header,
        err_msg: message(f, &a[5])?,
        verbose: truth(f, &a[6])?,
        precision: 6,
        names: ["ACTUAL", "DESIRED"],
        equal_nan,
        equal_inf: true,
        strict: truth(f, &a[7])?,
    };
    let test = Test::Close {
        rtol,
        atol,
        equal_nan,
    };
    c.run(f, to_array(&a[0], None)?, to_array(&a[1], None)?, test)?;
    Ok(Value::None)
}

/// `assert_array_equal` and `assert_array_less`, which differ in their
/// test, header and names.
fn ordered(f: &mut Frame, name: &str, args: Vec<Value>, kw: Kwargs, less: bool) -> Res<Value> {
    let first = if less {
        ["x", "y"]
    } else {
        ["actual", "desired"]
    };
    let p = [
        (first[0], none()),
        (first[1], none()),
        ("err_msg", Some(Value::text(""))),
        ("verbose", Some(Value::Bool(true))),
        ("strict", Some(Value::Bool(false))),
    ];
    let a = bind(name, &p, 4, args, kw)?;
    let c = Compare {
        header: if less {
            "Arrays are not strictly ordered `x < y`".to_string()
        } else {
            "Arrays are not equal".to_string()
        },
        err_msg: message(f, &a[2])?,
        verbose: truth(f, &a[3])?,
        precision: 6,
        names: if less {
            ["x", "y"]
        } else {
            ["ACTUAL", "DESIRED"]
        },
        equal_nan: true,
        equal_inf: !less,
        strict: truth(f, &a[4])?,
    };
    let test = if less { Test::Less } else { Test::Equal };
    c.run(f, to_array(&a[0], None)?, to_array(&a[1], None)?, test)?;
    Ok(Value::None)
}

fn decimal_of(v: &Value) -> Res<i64> {
    crate::eval::ops::int_like(v).ok_or_else(|| type_error("decimal must be an integer"))
}

pub(super) fn almost_arrays(
    f: &mut Frame,
    x: &Value,
    y: &Value,
    decimal: i64,
    err: &str,
    verbose: bool,
) -> Res<()> {
    let c = Compare {
        header: format!("Arrays are not almost equal to {decimal} decimals"),
        err_msg: err.to_string(),
        verbose,
        precision: decimal.max(0) as usize,
        names: ["ACTUAL", "DESIRED"],
        equal_nan: true,
        equal_inf: true,
        strict: false,
    };
    c.run(
        f,
        to_array(x, None)?,
        to_array(y, None)?,
        Test::Almost(decimal),
    )
}

fn assert_array_almost_equal(f: &mut Frame, args: Vec<Value>, kw: Kwargs) -> Res<Value> {
    let p = [
        ("actual", none()),
        ("desired", none()),
        ("decimal", Some(Value::Int(6))),
        ("err_msg", Some(Value::text(""))),
        ("verbose", Some(Value::Bool(true))),
    ];
    let a = bind("assert_array_almost_equal", &p, 5, args, kw)?;
    let (decimal, err, verbose) = (decimal_of(&a[2])?, message(f, &a[3])?, truth(f, &a[4])?);
    almost_arrays(f, &a[0], &a[1], decimal, &err, verbose)?;
    Ok(Value::None)
}

pub const TABLE: &[Builtin] = &[
    b!(
        "numpy.testing.assert_allclose",
        "np.testing.assert_allclose(actual, desired, rtol=1e-07, atol=0, equal_nan=True, err_msg='', verbose=True, *, strict=False): AssertionError unless every element is within atol + rtol * |desired|",
        assert_allclose
    ),
    b!(
        "numpy.testing.assert_array_equal",
        "np.testing.assert_array_equal(actual, desired, err_msg='', verbose=True, *, strict=False): AssertionError unless the arrays have equal shapes and elements (NaNs equal)",
        |f, a, k| ordered(f, "assert_array_equal", a, k, false)
    ),
    b!(
        "numpy.testing.assert_array_less",
        "np.testing.assert_array_less(x, y, err_msg='', verbose=True, *, strict=False): AssertionError unless every element of x is below y's",
        |f, a, k| ordered(f, "assert_array_less", a, k, true)
    ),
    b!(
        "numpy.testing.assert_array_almost_equal",
        "np.testing.assert_array_almost_equal(actual, desired, decimal=6, err_msg='', verbose=True): AssertionError unless |actual - desired| < 1.5 * 10**-decimal everywhere",
        assert_array_almost_equal
    ),
    b!(
        "numpy.testing.assert_equal",
        "np.testing.assert_equal(actual, desired, err_msg='', verbose=True, *, strict=False): AssertionError unless equal (lists, tuples and dicts item by item; arrays element by element)",
        super::nptesting_scalar::assert_equal
    ),
    b!(
        "numpy.testing.assert_almost_equal",
        "np.testing.assert_almost_equal(actual, desired, decimal=7, err_msg='', verbose=True): AssertionError unless |desired - actual| < 1.5 * 10**-decimal",
        super::nptesting_scalar::assert_almost_equal
    ),
    b!(
        "numpy.testing.assert_",
        "np.testing.assert_(val, msg=''): AssertionError(msg) unless val is true",
        super::nptesting_scalar::assert_
    ),
];

/// `assert_array_equal` on behalf of `assert_equal`.
pub(super) fn arrays_equal(
    f: &mut Frame,
    x: &Value,
    y: &Value,
    err: &str,
    verbose: bool,
    strict: bool,
) -> Res<()> {
    let c = Compare {
        header: "Arrays are not equal".to_string(),
        err_msg: err.to_string(),
        verbose,
        precision: 6,
        names: ["ACTUAL", "DESIRED"],
        equal_nan: true,
        equal_inf: true,
        strict,
    };
    c.run(f, to_array(x, None)?, to_array(y, None)?, Test::Equal)
}
