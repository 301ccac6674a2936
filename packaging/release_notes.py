#!/usr/bin/env python3
"""A release's words, from one place: CHANGELOG.md and the version in Cargo.toml.

    release_notes.py prepare                  dates CHANGELOG.md's newest release today, and
                                              writes the metainfo's <releases> from CHANGELOG.md
    release_notes.py check [TAG]              refuses a release whose version, CHANGELOG.md,
                                              metainfo (and TAG, when given) disagree; and a
                                              TAG that is not a prerelease (no "-") while a
                                              document still says the first release is to come
    release_notes.py notes OUT SIGNED PAGE    writes the release notes (SIGNED: who signed the
                                              Windows installer, or empty; PAGE: where it plays)

packaging/release.sh calls all three; tests/packaging.rs calls `check`, so a metainfo that
differs from CHANGELOG.md fails the suite before it can reach a software centre.

Until a first release is out, the README and the guides say so where they link the downloads
and the page, each such sentence marked by the comment UNTIL_FIRST_RELEASE (below) on its line
or the line before. A release (a tag without "-") is refused while one is left, with the file
and line to delete.
"""

import datetime
import html
import os
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CARGO = ROOT / "Cargo.toml"
CHANGELOG = ROOT / "CHANGELOG.md"
METAINFO = ROOT / "packaging" / "io.github.lineupclass.lineup.metainfo.xml"

# What a school downloads: the names stay the same from release to release, so that a link to
# the newest release's file (…/releases/latest/download/NAME) always works.
DOWNLOADS = [
    ("lineup-setup.exe", "Windows 10 or 11, 64-bit",
     "open it: Lineup installs for you, no administrator needed, and is in the Start menu"),
    ("lineup_amd64.deb", "Debian, Ubuntu, Debian Edu",
     "`sudo apt-get install ./lineup_amd64.deb`, or open it in the software centre"),
    ("lineup-web.zip", "a school's own web server",
     "unzip it into any folder a web server serves (over https); Chromebooks, iPads and boards "
     "then open that address, and it works offline after the first visit"),
]


# The mark of a sentence that holds only until the first release is out.
UNTIL_FIRST_RELEASE = "<!-- until the first release -->"


def fail(message):
    sys.exit(f"release: {message}")


def version():
    """The version in Cargo.toml's [workspace.package]."""
    found = re.search(r'^version = "([^"]+)"', CARGO.read_text(encoding="utf-8"), re.M)
    if not found:
        fail(f"{CARGO.name} has no version")
    return found.group(1)


def changelog():
    """Each release in CHANGELOG.md, newest first: (version, date, [line, ...])."""
    releases = []
    for block in re.split(r"^## ", CHANGELOG.read_text(encoding="utf-8"), flags=re.M)[1:]:
        head, _, body = block.partition("\n")
        found = re.fullmatch(r"(\S+) \((\d{4}-\d{2}-\d{2})\)", head.strip())
        if not found:
            fail(f"CHANGELOG.md: “## {head.strip()}” should read “## VERSION (YYYY-MM-DD)”")
        lines = [line[2:].strip() for line in body.splitlines() if line.startswith("- ")]
        if not lines:
            fail(f"CHANGELOG.md: {found.group(1)} has no “- ” lines to say what changed")
        releases.append((found.group(1), found.group(2), lines))
    if not releases:
        fail("CHANGELOG.md has no release (“## VERSION (YYYY-MM-DD)”)")
    return releases


def releases_xml():
    """The metainfo's <releases> element, as CHANGELOG.md says it."""
    out = ["  <releases>"]
    for number, date, lines in changelog():
        out.append(f'    <release version="{number}" date="{date}">')
        out.append("      <description>")
        out.append("        <ul>")
        out.extend(f"          <li>{html.escape(line, quote=False)}</li>" for line in lines)
        out.append("        </ul>")
        out.append("      </description>")
        out.append("    </release>")
    out.append("  </releases>")
    return "\n".join(out)


def metainfo_parts():
    text = METAINFO.read_text(encoding="utf-8")
    found = re.search(r"^  <releases>\n.*?^  </releases>", text, re.M | re.S)
    if not found:
        fail(f"{METAINFO.name} has no <releases> element")
    return text, found


def prepare():
    newest, date, _ = changelog()[0]
    if newest != version():
        fail(f"Cargo.toml says {version()} but CHANGELOG.md's newest release is {newest}: "
             f"add “## {version()} (YYYY-MM-DD)” with its lines to CHANGELOG.md")
    # The release is dated the day it is prepared, just before it is tagged.
    today = datetime.date.today().isoformat()
    text = CHANGELOG.read_text(encoding="utf-8")
    CHANGELOG.write_text(text.replace(f"## {newest} ({date})", f"## {newest} ({today})", 1),
                         encoding="utf-8")
    text, found = metainfo_parts()
    METAINFO.write_text(text[:found.start()] + releases_xml() + text[found.end():], encoding="utf-8")
    print(f"release: {newest} dated {today} in CHANGELOG.md and {METAINFO.relative_to(ROOT)}; "
          f"commit them, then tag v{newest}")


def until_first_release():
    """Each place a document marks as true only until the first release: "FILE:LINE"."""
    found = []
    for folder, folders, files in os.walk(ROOT):
        folders[:] = sorted(name for name in folders
                            if not name.startswith(".") and name not in ("target", "node_modules"))
        for name in sorted(files):
            if not name.endswith(".md"):
                continue
            path = pathlib.Path(folder, name)
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                # A mark, not the mark named in a code span (`…`), as the guide to releasing does.
                if UNTIL_FIRST_RELEASE in re.sub(r"`[^`]*`", "", line):
                    found.append(f"{path.relative_to(ROOT)}:{number}")
    return found


def check(tag=None):
    number, newest = version(), changelog()[0][0]
    problems = []
    if newest != number:
        problems.append(f"Cargo.toml says {number}, CHANGELOG.md's newest release is {newest}")
    _, found = metainfo_parts()
    if found.group(0) != releases_xml():
        problems.append(f"{METAINFO.name}'s releases differ from CHANGELOG.md: run "
                        "`bash packaging/release.sh prepare` and commit")
    if tag is not None and tag != f"v{number}":
        problems.append(f"the tag is {tag}, but this commit is version {number} (tag it v{number})")
    if tag is not None and "-" not in tag:
        for place in until_first_release():
            problems.append(f"{place} still says the first release is to come: delete that "
                            f"sentence and its mark {UNTIL_FIRST_RELEASE}")
    if problems:
        fail("refused: " + "; ".join(problems))
    print(f"release: version {number}, CHANGELOG.md and the metainfo agree"
          + (f", and so does the tag {tag}" if tag else ""))


def notes(out, signed, page):
    number, date, lines = changelog()[0]
    text = [f"# Lineup {number}", "", f"**Play in your browser:** {page} (nothing to install)", "",
            "## Download", "", "| file | for | how |", "|---|---|---|"]
    text += [f"| `{name}` | {where} | {how} |" for name, where, how in DOWNLOADS]
    text += ["", "`SHA256SUMS` holds each file's checksum "
             "(`sha256sum -c --ignore-missing SHA256SUMS` checks those downloaded).", ""]
    if signed:
        text += [f"The Windows installer and program are signed by {signed}.", ""]
    else:
        text += ["**The Windows installer is not signed.** Windows may say “Windows protected your "
                 "PC”: choose **More info**, then **Run anyway**. Where the school's computers "
                 "allow no unsigned program, the school's IT can allow this one, or the class "
                 "plays in the browser.", ""]
    text += [f"## What's new ({date})", ""] + [f"- {line}" for line in lines]
    pathlib.Path(out).write_text("\n".join(text) + "\n", encoding="utf-8")


def main():
    match sys.argv[1:]:
        case ["prepare"]:
            prepare()
        case ["check"]:
            check()
        case ["check", tag]:
            check(tag)
        case ["notes", out, signed, page]:
            notes(out, signed, page)
        case _:
            sys.exit(__doc__)


if __name__ == "__main__":
    main()
