//! f-strings: the text between the quotes split into literal pieces and
//! `{expr!conv:spec}` fields, each field parsed as an expression in place.

use crate::source::Span;
use crate::syntax::ast::FPart;
use crate::syntax::token::unescape;

/// Splits an f-string body that starts at byte `offset` of the source.
pub fn parse_fstring(raw: &str, offset: usize) -> Result<Vec<FPart>, (String, Span)> {
    let bytes = raw.as_bytes();
    let mut parts = Vec::new();
    let mut lit = String::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'{' if bytes.get(i + 1) == Some(&b'{') => {
                lit.push('{');
                i += 2;
            }
            b'}' if bytes.get(i + 1) == Some(&b'}') => {
                lit.push('}');
                i += 2;
            }
            b'}' => {
                return Err((
                    "f-string: single '}' is not allowed".into(),
                    Span::new(offset + i, offset + i + 1),
                ));
            }
            b'{' => {
                if !lit.is_empty() {
                    parts.push(FPart::Lit(unescape(&std::mem::take(&mut lit))));
                }
                let (part, next) = field(raw, i + 1, offset)?;
                parts.push(part);
                i = next;
            }
            _ => {
                let ch_len = raw[i..].chars().next().map_or(1, char::len_utf8);
                lit.push_str(&raw[i..i + ch_len]);
                i += ch_len;
            }
        }
    }
    if !lit.is_empty() {
        parts.push(FPart::Lit(unescape(&lit)));
    }
    Ok(parts)
}

/// Parses one field starting just after its `{`; returns it and the index
/// after its `}`.
fn field(raw: &str, start: usize, offset: usize) -> Result<(FPart, usize), (String, Span)> {
    let bytes = raw.as_bytes();
    let mut depth = 0i32;
    let mut i = start;
    let mut quote: Option<u8> = None;
    // End of the expression text: at `!`, `:` or `}` outside brackets.
    let expr_end = loop {
        let Some(&b) = bytes.get(i) else {
            return Err((
                "f-string: expecting '}'".into(),
                Span::new(offset + start - 1, offset + raw.len()),
            ));
        };
        if let Some(q) = quote {
            if b == q {
                quote = None;
            }
            i += 1;
            continue;
        }
        match b {
            b'\'' | b'"' => quote = Some(b),
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' => depth -= 1,
            b'}' if depth > 0 => depth -= 1,
            b'}' | b':' if depth == 0 => break i,
            b'!' if depth == 0 && bytes.get(i + 1) != Some(&b'=') => break i,
            _ => {}
        }
        i += 1;
    };
    let mut text = &raw[start..expr_end];
    let mut debug_text = None;
    let trimmed = text.trim_end();
    if trimmed.ends_with('=') && !trimmed.ends_with("==") && !trimmed.ends_with("!=") {
        debug_text = Some(text.to_string());
        text = &trimmed[..trimmed.len() - 1];
    }
    if text.trim().is_empty() {
        return Err((
            "f-string: empty expression not allowed".into(),
            Span::new(offset + start - 1, offset + expr_end + 1),
        ));
    }
    let expr = crate::syntax::parse_expression(text, offset + start).map_err(|d| {
        (
            format!("f-string: {}", d.message),
            d.span
                .unwrap_or(Span::new(offset + start, offset + expr_end)),
        )
    })?;
    let mut i = expr_end;
    let mut conv = None;
    if bytes.get(i) == Some(&b'!') {
        conv = bytes.get(i + 1).map(|b| *b as char);
        if !matches!(conv, Some('r' | 's' | 'a')) {
            return Err((
                "f-string: invalid conversion character: expected 's', 'r', or 'a'".into(),
                Span::new(offset + i, offset + i + 2),
            ));
        }
        i += 2;
    }
    let mut spec = Vec::new();
    if bytes.get(i) == Some(&b':') {
        let spec_start = i + 1;
        let mut depth = 0;
        let mut j = spec_start;
        while j < bytes.len() {
            match bytes[j] {
                b'{' => depth += 1,
                b'}' if depth == 0 => break,
                b'}' => depth -= 1,
                _ => {}
            }
            j += 1;
        }
        spec = parse_fstring(&raw[spec_start..j], offset + spec_start)?;
        i = j;
    }
    if bytes.get(i) != Some(&b'}') {
        return Err((
            "f-string: expecting '}'".into(),
            Span::new(offset + start - 1, offset + i),
        ));
    }
    // `{x=}` shows repr unless a conversion or spec is given.
    if debug_text.is_some() && conv.is_none() && spec.is_empty() {
        conv = Some('r');
    }
    Ok((
        FPart::Field {
            expr,
            conv,
            spec,
            debug_text,
        },
        i + 1,
    ))
}
