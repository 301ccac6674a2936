//! Records the commit Lineup is built from, for `lineup --version`: the short hash from git,
//! with "+changes" when the tree differs from it, or "unknown" outside a git checkout (a
//! source tarball). For Windows, also gives `lineup.exe` its icon and version
//! (`packaging/windows.sh` builds it).

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
        // --no-optional-locks: a plain `git status` rewrites the index, which is one of the files
        // this script watches, so every build would run it again and rebuild the program.
        Some(hash) => match git(&[
            "--no-optional-locks",
            "status",
            "--porcelain",
            "--untracked-files=no",
        ]) {
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
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        windows_resources();
    }
}

/// The icon Explorer and the taskbar show, and the version the file's properties show: a
/// resource script compiled by MinGW's windres and linked into `lineup.exe`.
fn windows_resources() {
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    let version = std::env::var("CARGO_PKG_VERSION").expect("CARGO_PKG_VERSION");
    let numbers = version
        .split(['.', '-'])
        .take(3)
        .collect::<Vec<_>>()
        .join(",");
    let icon = std::path::Path::new("packaging/windows/lineup.ico")
        .canonicalize()
        .expect("packaging/windows/lineup.ico");
    let script = format!(
        r#"1 ICON "{icon}"
1 VERSIONINFO
FILEVERSION {numbers},0
PRODUCTVERSION {numbers},0
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "The Lineup developers"
      VALUE "FileDescription", "Lineup: Sequence and its family of games for a classroom"
      VALUE "FileVersion", "{version}"
      VALUE "ProductName", "Lineup"
      VALUE "ProductVersion", "{version}"
      VALUE "OriginalFilename", "lineup.exe"
      VALUE "LegalCopyright", "The Lineup developers, MIT or Apache-2.0"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
"#,
        icon = icon.display().to_string().replace('\\', "/"),
    );
    let rc = out.join("lineup.rc");
    let object = out.join("lineup-resources.o");
    std::fs::write(&rc, script).expect("the resource script");
    let windres = std::env::var("WINDRES").unwrap_or_else(|_| "x86_64-w64-mingw32-windres".into());
    let status = Command::new(&windres)
        .args(["--input-format=rc", "--output-format=coff", "-i"])
        .arg(&rc)
        .arg("-o")
        .arg(&object)
        .status()
        .unwrap_or_else(|error| {
            panic!("{windres}: {error} (apt-get install binutils-mingw-w64-x86-64)")
        });
    assert!(
        status.success(),
        "{windres} could not compile {}",
        rc.display()
    );
    println!("cargo:rustc-link-arg-bins={}", object.display());
    println!("cargo:rerun-if-changed=packaging/windows/lineup.ico");
}
