//! The languages the person at the computer reads, most preferred first: the desktop's
//! `LC_ALL`, `LC_MESSAGES` or `LANG` (the first one set), the browser's own list.

/// Language tags as the system writes them ("uk_UA.UTF-8", "pt-BR").
#[cfg(not(target_arch = "wasm32"))]
pub fn languages() -> Vec<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty() && value != "C" && value != "POSIX")
        .into_iter()
        .collect()
}

/// Language tags as the browser writes them ("uk", "pt-BR").
#[cfg(target_arch = "wasm32")]
pub fn languages() -> Vec<String> {
    super::page::languages()
}
