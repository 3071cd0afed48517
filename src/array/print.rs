//! `str` and `repr` of arrays exactly as NumPy 2 prints them: the
//! `maxprec` float mode with 8 digits, positional or scientific notation
//! chosen from the data, a common width, line width 75, and `...`
//! summaries above 1000 elements (NumPy's `arrayprint`; the numbers are
//! `np.set_printoptions`' defaults and follow it).

use super::dtype::{DType, Scalar};
use super::view::Array;

/// `np.set_printoptions`' settings arr honours, process-wide as NumPy's
/// are per context.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PrintOptions {
    pub precision: usize,
    pub threshold: usize,
    pub edgeitems: usize,
    pub linewidth: usize,
    /// Never scientific notation for small values (they print as 0).
    pub suppress: bool,
}

/// NumPy's defaults.
pub const DEFAULT_OPTIONS: PrintOptions = PrintOptions {
    precision: 8,
    threshold: 1000,
    edgeitems: 3,
    linewidth: 75,
    suppress: false,
};

static OPTIONS: parking_lot::RwLock<PrintOptions> = parking_lot::RwLock::new(DEFAULT_OPTIONS);

thread_local! {
    /// A precision one call's printing uses instead of the setting
    /// (`np.testing`'s messages print with their own).
    static PRECISION: std::cell::Cell<Option<usize>> = const { std::cell::Cell::new(None) };
}

pub fn options() -> PrintOptions {
    let mut o = *OPTIONS.read();
    if let Some(p) = PRECISION.with(|c| c.get()) {
        o.precision = p;
    }
    o
}

/// `f`'s result, with arrays printed to `precision` digits meanwhile.
pub fn with_precision<R>(precision: usize, f: impl FnOnce() -> R) -> R {
    let before = PRECISION.with(|c| c.replace(Some(precision)));
    let r = f();
    PRECISION.with(|c| c.set(before));
    r
}

pub fn set_options(o: PrintOptions) {
    *OPTIONS.write() = o;
}

/// How every element of one array is formatted.
enum Fmt {
    Bool,
    Int {
        width: usize,
    },
    Float(FloatFmt),
    /// NumPy's `ComplexFloatingFormat`: the real parts formatted as one
    /// float array, the imaginary parts as another with a sign always.
    Complex(FloatFmt, FloatFmt),
}

struct FloatFmt {
    exp: bool,
    pad_left: usize,
    pad_right: usize,
    /// Scientific: digits after the point (zero-padded); exponent digits.
    precision: usize,
    exp_size: usize,
    single: bool,
    /// NumPy's `sign='+'`: positive values get a `+` too.
    plus: bool,
}

/// Shortest round-trip digits of `x` (as f32 when `single`), positional.
fn shortest_positional(x: f64, single: bool) -> String {
    if single {
        format!("{}", x as f32)
    } else {
        format!("{x}")
    }
}

/// `dragon4_positional(x, precision=8, unique=True, trim='.')` on |x|.
fn positional_digits(x: f64, single: bool) -> (String, String) {
    let s = shortest_positional(x.abs(), single);
    let (i, f) = s
        .split_once('.')
        .map_or((s.clone(), String::new()), |(a, b)| {
            (a.to_string(), b.to_string())
        });
    let precision = options().precision;
    if f.len() <= precision {
        return (i, f);
    }
    let r = format!("{:.*}", precision, x.abs());
    let (i, f) = r
        .split_once('.')
        .map_or((r.clone(), String::new()), |(a, b)| {
            (a.to_string(), b.to_string())
        });
    (i, f.trim_end_matches('0').to_string())
}

/// `dragon4_scientific(x, precision=8, unique=True, trim='.')` on |x|:
/// mantissa integer digit, fraction digits, exponent.
fn scientific_digits(x: f64, single: bool) -> (String, String, i32) {
    let s = if single {
        format!("{:e}", x.abs() as f32)
    } else {
        format!("{:e}", x.abs())
    };
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    let mut exp: i32 = e.parse().unwrap_or(0);
    let (i, f) = m
        .split_once('.')
        .map_or((m.to_string(), String::new()), |(a, b)| {
            (a.to_string(), b.to_string())
        });
    let precision = options().precision;
    if f.len() <= precision {
        return (i, f, exp);
    }
    let r = format!("{:.*e}", precision, x.abs());
    let (m, e) = r.split_once('e').unwrap_or((&r, "0"));
    exp = e.parse().unwrap_or(exp);
    let (i, f) = m
        .split_once('.')
        .map_or((m.to_string(), String::new()), |(a, b)| {
            (a.to_string(), b.to_string())
        });
    (i, f.trim_end_matches('0').to_string(), exp)
}

fn float_fmt(vals: &[f64], single: bool, plus: bool) -> FloatFmt {
    let finite: Vec<f64> = vals.iter().copied().filter(|x| x.is_finite()).collect();
    let nonzero: Vec<f64> = finite
        .iter()
        .map(|x| x.abs())
        .filter(|x| *x != 0.0)
        .collect();
    let mut exp = false;
    if !nonzero.is_empty() {
        let max = nonzero.iter().copied().fold(f64::MIN, f64::max);
        let min = nonzero.iter().copied().fold(f64::MAX, f64::min);
        exp = max >= 1e8 || (!options().suppress && (min < 0.0001 || max / min > 1000.0));
    }
    let mut f = FloatFmt {
        exp,
        pad_left: 0,
        pad_right: 0,
        precision: 0,
        exp_size: 0,
        single,
        plus,
    };
    if finite.is_empty() {
        // Only nan/inf: widths come from them below.
    } else if exp {
        let parts: Vec<(String, String, i32)> = finite
            .iter()
            .map(|x| scientific_digits(*x, single))
            .collect();
        f.precision = parts.iter().map(|p| p.1.len()).max().unwrap_or(0);
        f.exp_size = parts
            .iter()
            .map(|p| p.2.unsigned_abs().to_string().len().max(2))
            .max()
            .unwrap_or(2);
        f.pad_left = finite
            .iter()
            .zip(&parts)
            .map(|(x, p)| p.0.len() + usize::from(plus || x.is_sign_negative()))
            .max()
            .unwrap_or(1);
        f.pad_right = f.exp_size + 2 + f.precision;
    } else {
        let parts: Vec<(String, String)> = finite
            .iter()
            .map(|x| positional_digits(*x, single))
            .collect();
        f.pad_left = finite
            .iter()
            .zip(&parts)
            .map(|(x, p)| p.0.len() + usize::from(plus || x.is_sign_negative()))
            .max()
            .unwrap_or(1);
        f.pad_right = parts.iter().map(|p| p.1.len()).max().unwrap_or(0);
    }
    if finite.len() != vals.len() {
        let neginf = plus || vals.iter().any(|x| x.is_infinite() && *x < 0.0);
        let offset = f.pad_right + 1;
        f.pad_left = f
            .pad_left
            .max(3usize.saturating_sub(offset))
            .max((3 + usize::from(neginf)).saturating_sub(offset));
    }
    f
}

impl FloatFmt {
    fn format(&self, x: f64) -> String {
        if !x.is_finite() {
            let plus = if self.plus { "+" } else { "" };
            let s = if x.is_nan() {
                format!("{plus}nan")
            } else if x < 0.0 {
                "-inf".to_string()
            } else {
                format!("{plus}inf")
            };
            let width = self.pad_left + self.pad_right + 1;
            return format!("{s:>width$}");
        }
        let sign = if x.is_sign_negative() {
            "-"
        } else if self.plus {
            "+"
        } else {
            ""
        };
        if self.exp {
            let (i, mut frac, e) = scientific_digits(x, self.single);
            while frac.len() < self.precision {
                frac.push('0');
            }
            let body = format!(
                "{sign}{i}.{frac}e{}{:0>w$}",
                if e < 0 { '-' } else { '+' },
                e.unsigned_abs(),
                w = self.exp_size
            );
            let left = format!("{sign}{i}").len();
            format!("{}{body}", " ".repeat(self.pad_left.saturating_sub(left)))
        } else {
            let (i, frac) = positional_digits(x, self.single);
            let left = format!("{sign}{i}");
            format!(
                "{}{left}.{frac}{}",
                " ".repeat(self.pad_left.saturating_sub(left.len())),
                " ".repeat(self.pad_right.saturating_sub(frac.len()))
            )
        }
    }
}

/// The elements NumPy looks at to choose a format (only the shown ones
/// when the array is summarised).
fn shown_values(a: &Array, summarize: bool) -> Vec<Scalar> {
    if !summarize {
        return a.values();
    }
    let mut out = Vec::new();
    let mut idx = Vec::new();
    collect_shown(a, &mut idx, &mut out);
    out
}

fn collect_shown(a: &Array, idx: &mut Vec<usize>, out: &mut Vec<Scalar>) {
    let axis = idx.len();
    if axis == a.ndim() {
        out.push(a.load(a.offset_of(idx)));
        return;
    }
    let n = a.shape[axis];
    let edge = options().edgeitems;
    let picks: Vec<usize> = if n > 2 * edge {
        (0..edge).chain(n - edge..n).collect()
    } else {
        (0..n).collect()
    };
    for i in picks {
        idx.push(i);
        collect_shown(a, idx, out);
        idx.pop();
    }
}

fn make_fmt(a: &Array, vals: &[Scalar]) -> Fmt {
    match a.dtype {
        DType::Bool => Fmt::Bool,
        d if d.is_float() => {
            let xs: Vec<f64> = vals.iter().map(|v| v.as_f64()).collect();
            Fmt::Float(float_fmt(&xs, d == DType::F32, false))
        }
        DType::C64 | DType::C128 => {
            let single = a.dtype == DType::C64;
            let (re, im): (Vec<f64>, Vec<f64>) = vals.iter().map(|v| v.as_complex()).unzip();
            Fmt::Complex(float_fmt(&re, single, false), float_fmt(&im, single, true))
        }
        DType::U64 => {
            let width = vals
                .iter()
                .map(|v| (v.as_i64() as u64).to_string().len())
                .max()
                .unwrap_or(1);
            Fmt::Int { width }
        }
        _ => {
            let width = vals
                .iter()
                .map(|v| v.as_i64().to_string().len())
                .max()
                .unwrap_or(1);
            Fmt::Int { width }
        }
    }
}

fn format_elem(fmt: &Fmt, dtype: DType, v: Scalar) -> String {
    match fmt {
        Fmt::Bool => {
            if v.truthy() {
                " True".to_string()
            } else {
                "False".to_string()
            }
        }
        Fmt::Int { width } => {
            let s = if dtype == DType::U64 {
                (v.as_i64() as u64).to_string()
            } else {
                v.as_i64().to_string()
            };
            format!("{s:>width$}")
        }
        Fmt::Float(f) => f.format(v.as_f64()),
        Fmt::Complex(r, i) => {
            let (re, im) = v.as_complex();
            let i = i.format(im);
            // The `j` goes before the imaginary part's padding.
            let body = i.trim_end();
            format!("{}{body}j{}", r.format(re), &i[body.len()..])
        }
    }
}

fn extend_line(s: &mut String, line: &mut String, word: &str, width: usize, prefix: &str) {
    let needs_wrap = line.len() + word.len() > width && line.len() > prefix.len();
    if needs_wrap {
        s.push_str(line.trim_end());
        s.push('\n');
        *line = prefix.to_string();
    }
    line.push_str(word);
}

struct Ctx<'a> {
    a: &'a Array,
    fmt: Fmt,
    sep: &'a str,
    summarize: bool,
}

fn recurse(c: &Ctx, idx: &mut Vec<usize>, hanging: &str, width: usize) -> String {
    let axis = idx.len();
    if axis == c.a.ndim() {
        return format_elem(&c.fmt, c.a.dtype, c.a.load(c.a.offset_of(idx)));
    }
    let next_hanging = format!("{hanging} ");
    let next_width = width - 1;
    let n = c.a.shape[axis];
    let edge = options().edgeitems;
    let show_summary = c.summarize && 2 * edge < n;
    let (leading, trailing) = if show_summary { (edge, edge) } else { (0, n) };
    let mut s = String::new();
    let axes_left = c.a.ndim() - axis;
    let sep_trim = c.sep.trim_end();
    if axes_left == 1 {
        let elem_width = width - sep_trim.len().max(1);
        let mut line = hanging.to_string();
        for i in 0..leading {
            idx.push(i);
            let w = recurse(c, idx, &next_hanging, next_width);
            idx.pop();
            extend_line(&mut s, &mut line, &w, elem_width, hanging);
            line.push_str(c.sep);
        }
        if show_summary {
            extend_line(&mut s, &mut line, "...", elem_width, hanging);
            line.push_str(c.sep);
        }
        for i in (2..=trailing).rev() {
            idx.push(n - i);
            let w = recurse(c, idx, &next_hanging, next_width);
            idx.pop();
            extend_line(&mut s, &mut line, &w, elem_width, hanging);
            line.push_str(c.sep);
        }
        if n > 0 {
            idx.push(n - 1);
            let w = recurse(c, idx, &next_hanging, next_width);
            idx.pop();
            extend_line(&mut s, &mut line, &w, next_width, hanging);
        }
        s.push_str(&line);
    } else {
        let line_sep = format!("{sep_trim}{}", "\n".repeat(axes_left - 1));
        for i in 0..leading {
            idx.push(i);
            let nested = recurse(c, idx, &next_hanging, next_width);
            idx.pop();
            s.push_str(hanging);
            s.push_str(&nested);
            s.push_str(&line_sep);
        }
        if show_summary {
            s.push_str(hanging);
            s.push_str("...");
            s.push_str(&line_sep);
        }
        for i in (2..=trailing).rev() {
            idx.push(n - i);
            let nested = recurse(c, idx, &next_hanging, next_width);
            idx.pop();
            s.push_str(hanging);
            s.push_str(&nested);
            s.push_str(&line_sep);
        }
        if n > 0 {
            idx.push(n - 1);
            let nested = recurse(c, idx, &next_hanging, next_width);
            idx.pop();
            s.push_str(hanging);
            s.push_str(&nested);
        }
    }
    let body = s.get(hanging.len()..).unwrap_or("").to_string();
    format!("[{body}]")
}

/// The elements of `a` separated by `sep`, lines wrapped at `width` and
/// hanging under a prefix of `prefix_len` characters (NumPy's
/// `array2string`), with the current print options.
pub fn array2string(a: &Array, sep: &str, prefix_len: usize, width: usize) -> String {
    if a.ndim() == 0 {
        let fmt = make_fmt(a, &[a.load(a.offset)]);
        return format_elem(&fmt, a.dtype, a.load(a.offset))
            .trim()
            .to_string();
    }
    if a.size() == 0 {
        return "[]".to_string();
    }
    let summarize = a.size() > options().threshold;
    let vals = shown_values(a, summarize);
    let fmt = make_fmt(a, &vals);
    let c = Ctx {
        a,
        fmt,
        sep,
        summarize,
    };
    let hanging = " ".repeat(1 + prefix_len);
    recurse(&c, &mut Vec::new(), &hanging, width)
}

/// `str(a)`.
pub fn array_str(a: &Array) -> String {
    array2string(a, " ", 0, options().linewidth)
}

/// Does `repr` show the dtype? (Not for float64, int64 and bool.)
fn shows_dtype(a: &Array) -> bool {
    !matches!(a.dtype, DType::F64 | DType::I64 | DType::Bool | DType::C128) || a.size() == 0
}

/// `repr(a)`, as NumPy 2's `_array_repr_implementation`: the elements
/// wrapped one character short of the line width (for the closing
/// parenthesis), then `shape=` when the elements do not show it (empty
/// beyond 1-D, or summarised) and `dtype=` when it is not implied, on the
/// last line or, when they would overflow it, on a line of their own.
pub fn array_repr(a: &Array) -> String {
    let o = options();
    let prefix = "array(";
    let body = if a.size() == 0 {
        "[]".to_string()
    } else {
        array2string(a, ", ", prefix.len(), o.linewidth.saturating_sub(1))
    };
    let mut extras = Vec::new();
    if (a.size() == 0 && a.shape != [0]) || a.size() > o.threshold {
        extras.push(format!("shape={}", super::view::shape_str(&a.shape)));
    }
    if shows_dtype(a) {
        extras.push(format!("dtype={}", a.dtype.name()));
    }
    if extras.is_empty() {
        return format!("{prefix}{body})");
    }
    let head = format!("{prefix}{body},");
    let tail = format!("{})", extras.join(", "));
    let last_len = head.rsplit('\n').next().map_or(0, str::len);
    let spacer = if last_len + tail.len() + 1 > o.linewidth {
        format!("\n{}", " ".repeat(prefix.len()))
    } else {
        " ".to_string()
    };
    format!("{head}{spacer}{tail}")
}
