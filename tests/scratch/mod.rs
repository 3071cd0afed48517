//! A scratch folder for a test, under the system's temp folder and named
//! for the test and the process, removed when the test ends (passed or
//! failed), so runs leave nothing behind.

pub struct TempDir(std::path::PathBuf);

impl TempDir {
    /// An empty folder `arr-{tag}-{pid}`.
    pub fn new(tag: &str) -> TempDir {
        let d = std::env::temp_dir().join(format!("arr-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).expect("temp dir");
        TempDir(d)
    }
}

impl std::ops::Deref for TempDir {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
