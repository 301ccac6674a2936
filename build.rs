//! Records the commit Lineup is built from, for `lineup --version`: the short hash from git,
//! with "+changes" when the tree differs from it, or "unknown" outside a git checkout (a
//! source tarball).

use std::process::Command;

fn main() {
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .output()
            .ok()
            .filter(|out| out.status.success())
            .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string())
    };
    let commit = match git(&["rev-parse", "--short=12", "HEAD"]) {
        Some(hash) => match git(&["status", "--porcelain", "--untracked-files=no"]) {
            Some(changes) if !changes.is_empty() => format!("{hash}+changes"),
            _ => hash,
        },
        None => "unknown".to_string(),
    };
    println!("cargo:rustc-env=LINEUP_COMMIT={commit}");
    // Again when the commit or the index changes, not on every build.
    let branch = git(&["rev-parse", "--symbolic-full-name", "HEAD"]).map(|r| format!(".git/{r}"));
    for path in [".git/HEAD".to_string(), ".git/index".to_string()]
        .into_iter()
        .chain(branch)
    {
        if std::path::Path::new(&path).exists() {
            println!("cargo:rerun-if-changed={path}");
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}
