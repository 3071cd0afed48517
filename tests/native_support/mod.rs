//! What the kernel-versus-closures tests share: a deterministic program
//! generator and a run of arr with kernels on or off.

use std::process::Command;

/// A small deterministic generator (the program is printed on failure).
pub struct Gen(pub u64);

impl Gen {
    pub fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    pub fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len() as u64) as usize]
    }
}

/// A program's stdout and stderr with kernels on (`native`) or off.
pub fn run(src: &str, native: bool) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arr"))
        .args(["-c", src])
        .env("ARR_NATIVE", if native { "1" } else { "0" })
        .env("NO_COLOR", "1")
        .output()
        .expect("arr runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
