//! What a REPL shows for the value of an expression statement: `repr`,
//! except that a typed memoryview shows where it lives in its buffer.

use super::exc::Res;
use super::frame::Frame;
use super::value::Value;
use crate::array::Array;

/// The text echoed for `v`, or None for `None`.
pub fn echo_text(f: &mut Frame, v: &Value) -> Res<Option<String>> {
    Ok(match v {
        Value::None => None,
        Value::MemView(a, cty) => Some(format!(
            "{}\n{}",
            view_header(a, Some(cty)),
            crate::array::print::array_str(a)
        )),
        _ => Some(super::attrs::repr_of(f, v)?),
    })
}

/// Which contiguity a layout has, in words.
pub fn contiguity(a: &Array) -> &'static str {
    match (a.is_c_contig(), a.is_f_contig()) {
        (true, true) => "C- and F-contiguous",
        (true, false) => "C-contiguous",
        (false, true) => "F-contiguous",
        (false, false) => "not contiguous",
    }
}

fn list(xs: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = xs.collect();
    if items.len() == 1 {
        format!("({},)", items[0])
    } else {
        format!("({})", items.join(", "))
    }
}

/// One line saying what a view is: shape and declared type, byte strides,
/// contiguity, offset, the buffer it views and whether it may be written.
pub fn view_header(a: &Array, cty: Option<&str>) -> String {
    let dims: Vec<String> = a.shape.iter().map(|n| n.to_string()).collect();
    let shape = if dims.is_empty() {
        "0-d".to_string()
    } else {
        dims.join("×")
    };
    let what = match cty {
        Some(t) => t.to_string(),
        None => format!("{} array", a.dtype.name()),
    };
    let nbytes = a.buf.nbytes();
    format!(
        "{shape} {what}  strides={} bytes  {}  offset={} bytes  base={} × {} ({nbytes} bytes)  {}",
        list(a.strides.iter().map(|s| s.to_string())),
        contiguity(a),
        a.offset,
        nbytes / a.itemsize().max(1),
        a.dtype.name(),
        if a.readonly.get() {
            "read-only"
        } else {
            "writable"
        },
    )
}
