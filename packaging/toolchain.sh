# shellcheck shell=bash disable=SC2034,SC2054
# (CARGO, BUILD_STD and TOOLCHAIN are for the script that sources this file.)
# Which Rust builds Lineup for another target: sourced by web.sh and windows.sh.
#
#   rust_for TARGET WHO
#
# sets CARGO (the cargo command to run, as an array), BUILD_STD (what it adds to `cargo build`)
# and TOOLCHAIN (a line saying which Rust it is). The usual Rust comes first: rustup's stable
# toolchain with its prebuilt standard library for TARGET, added if it is missing; this is what
# the forge's CI and a contributor's laptop use. Where rustup cannot add the target (a machine
# that cannot reach rustup's servers), Debian 12's rustc-web builds the standard library for
# TARGET from its sources (-Zbuild-std, allowed by RUSTC_BOOTSTRAP=1), installed from Debian's
# packages when missing. Set LINEUP_RUST=debian to take that way on purpose.

rust_for() {
  local target=$1 who=$2
  if [[ ${LINEUP_RUST:-} != debian ]] && command -v rustup >/dev/null 2>&1; then
    local toolchain
    toolchain=$(rustup show active-toolchain 2>/dev/null | cut -d' ' -f1)
    if [[ -n $toolchain ]] && {
      rustup target list --installed --toolchain "$toolchain" 2>/dev/null | grep -qx "$target" ||
        rustup target add --toolchain "$toolchain" "$target" >&2
    }; then
      CARGO=(rustup run "$toolchain" cargo)
      BUILD_STD=()
      TOOLCHAIN="rustup's $toolchain ($(rustup run "$toolchain" rustc --version)), target $target"
      echo "$who: building with $TOOLCHAIN" >&2
      return
    fi
    echo "$who: rustup could not add the $target target; building with Debian's rustc-web" >&2
  fi
  bash packaging/install-missing "$who" /usr/bin/rustc:rustc-web /usr/bin/cargo:cargo-web \
    /usr/lib/rustlib/src/rust/library:rust-web-src
  CARGO=(env RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc RUSTC_BOOTSTRAP=1 /usr/bin/cargo)
  BUILD_STD=(-Zbuild-std=std,panic_abort)
  TOOLCHAIN="Debian's rustc-web ($(/usr/bin/rustc --version)), the standard library built for $target"
  echo "$who: building with $TOOLCHAIN" >&2
}
