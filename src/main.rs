fn main() {
    let path = std::env::args().nth(1).unwrap_or_default();
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let p = arr::syntax::parse_module(&text);
    for s in &p.stmts { println!("{:?}", s.kind); }
    for e in &p.errors { println!("ERR {} {}: {:?} {:?}", e.kind, e.message, e.span, e.help); }
}
