#!/usr/bin/env python3
"""Writes Lineup's web page and service worker into the static folder.

    page.py OUT VERSION

OUT already holds the app (lineup_web.js, lineup_web_bg.wasm) and its icons. The page's
sentences (loading, cannot start, stopped) come from locales/*/page.ftl, in every language
Lineup speaks; the service worker keeps every file in OUT under the name VERSION, but for each
language's voices and script fonts (voices/, fonts/): it keeps those as the app first asks for
them, so a first visit downloads only what the class's language needs. IIS's web.config is not
kept: IIS never sends it.
"""

import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
LOCALES = HERE.parent.parent / "locales"
KEYS = {"page-loading": "loading", "page-cannot-start": "cannotStart", "page-stopped": "stopped"}


def messages():
    """Each language's three sentences, from its page.ftl (plain `key = value` lines)."""
    found = {}
    for ftl in sorted(LOCALES.glob("*/page.ftl")):
        words = {}
        for line in ftl.read_text(encoding="utf-8").splitlines():
            key, _, value = line.partition(" = ")
            if key in KEYS:
                words[KEYS[key]] = value.strip()
        missing = set(KEYS.values()) - set(words)
        if missing:
            sys.exit(f"{ftl}: no {', '.join(sorted(missing))}; add every key of locales/en/page.ftl")
        found[ftl.parent.name] = words
    return found


def main():
    out, version = pathlib.Path(sys.argv[1]), sys.argv[2]
    page = (HERE / "index.html").read_text(encoding="utf-8")
    page = page.replace("/*MESSAGES*/{}", json.dumps(messages(), ensure_ascii=False))
    page = page.replace("/*VERSION*/", version)
    (out / "index.html").write_text(page, encoding="utf-8")
    (out / "manifest.webmanifest").write_text((HERE / "manifest.webmanifest").read_text())
    by_language = {"voices", "fonts"}
    # Not kept: the worker itself, and IIS's web.config, which IIS never sends to a browser.
    not_kept = {"sw.js", "web.config"}
    files = ["./"] + sorted(
        str(path.relative_to(out))
        for path in out.rglob("*")
        if path.is_file() and path.name not in not_kept and path.relative_to(out).parts[0] not in by_language
    )
    worker = (HERE / "sw.js").read_text(encoding="utf-8")
    worker = worker.replace("/*VERSION*/", version).replace("/*FILES*/[]", json.dumps(files))
    (out / "sw.js").write_text(worker, encoding="utf-8")


if __name__ == "__main__":
    main()
