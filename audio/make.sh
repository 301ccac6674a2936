# Makes every sound file of the letters game from free tools: espeak-ng speaks, sox trims,
# normalises and synthesises the effects, oggenc encodes.
#
#   bash audio/make.sh                 # everything: each language, then the effects
#   bash audio/make.sh es uk           # only these languages
#   bash audio/make.sh effects         # only the effects
#
# What each language needs comes from its letters board, themes/alphabets/<lang>.toml: the
# espeak-ng voice, each letter's name and sound (in espeak-ng phonemes) and every picture word.
# `lineup clips` lists them (the program reads the boards, so the clips' names are the ones it
# looks for), and this script writes, for each language:
#   audio/<lang>/name-<letter>.ogg     the letter's name ("bee", "be", "бе", "باء")
#   audio/<lang>/sound-<letter>.ogg    the letter's sound, as a reading teacher says it
#   audio/<lang>/word-<word>.ogg       each picture's word
# (<letter> is the small letter, or the letter of a script without case; <word> is the word in
# lower case with spaces as "-"), and audio/effects/{place,remove,sequence,win,oops}.ogg.
#
# Every file is mono Ogg Vorbis at 22050 Hz, quality 1, silence trimmed at both ends, peak
# normalised: a few kilobytes each. Running it again gives the same files (fixed stream serial
# numbers, sox in repeatable mode), so git shows only what really changed.
#
# A recording replaces a synthesised sound: put it at audio/recorded/<the same path>, as .wav,
# .flac or .ogg (say audio/recorded/es/word-abeja.wav) and run this script again: it takes the
# recording instead of espeak-ng or sox and normalises and encodes it the same way.
#
# Needs: espeak-ng, sox, vorbis-tools (apt-get install -y espeak-ng sox vorbis-tools), and cargo
# to build the `lineup` command that lists the clips.
set -euo pipefail

cd "$(dirname "$0")"
for tool in espeak-ng sox oggenc cargo; do
  command -v "$tool" >/dev/null || {
    echo "make.sh: $tool is missing (apt-get install -y espeak-ng sox vorbis-tools)" >&2
    exit 1
  }
done

RATE=22050
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Every clip of every letters board: language, file, voice, kind, text.
cargo run --release --no-default-features -q --manifest-path ../Cargo.toml -- clips >"$WORK/clips.tsv"

# A fixed Ogg stream serial number per file, so that the same sound gives the same bytes.
serial() { printf '%s' "$1" | cksum | cut -d' ' -f1; }

# finish IN.wav OUT.ogg: trim the silence at both ends, make it mono at $RATE, bring the peak
# to -1 dB, leave a breath of silence around it, encode.
finish() {
  local in=$1 out=$2
  sox -R -D "$in" -c 1 -b 16 "$WORK/trim.wav" rate "$RATE" \
    silence 1 0.01 0.5% reverse silence 1 0.01 0.5% reverse \
    norm -1 pad 0.02 0.05
  mkdir -p "$(dirname "$out")"
  oggenc -Q -q 1 -s "$(serial "$out")" -o "$out" "$WORK/trim.wav"
}

# recording OUT.ogg: prints the recording that replaces OUT.ogg, if there is one.
recording() {
  local rec
  for rec in "recorded/${1%.ogg}".{wav,flac,ogg}; do
    [[ -f $rec ]] && { echo "$rec"; return; }
  done
  return 0
}

# speak OUT.ogg VOICE SSML-or-PHONEMES: a recording under recorded/ wins over espeak-ng.
speak() {
  local out=$1 voice=$2 input=$3 rec
  rec=$(recording "$out")
  if [[ -n $rec ]]; then
    sox -R -D "$rec" "$WORK/raw.wav"
    finish "$WORK/raw.wav" "$out"
    return
  fi
  # -m: read SSML; -s 140: a little slower than the default 175 words a minute, for children.
  espeak-ng -m -s 140 -v "$voice" -w "$WORK/raw.wav" "$input"
  finish "$WORK/raw.wav" "$out"
}

make_language() {
  local lang=$1 file voice kind text input n=0
  grep -q "^$lang	" "$WORK/clips.tsv" || {
    echo "make.sh: no letters board for '$lang' (themes/alphabets/$lang.toml)" >&2
    exit 1
  }
  rm -f "$lang"/*.ogg
  while IFS=$'\t' read -r l file voice kind text; do
    [[ $l == "$lang" ]] || continue
    case $kind in
      copy)
        if [[ -z $(recording "$file") ]]; then
          cp "$text" "$file"
          n=$((n + 1))
          continue
        fi
        input="" ;;
      letter) input="<speak><say-as interpret-as=\"characters\">$text</say-as></speak>" ;;
      phonemes) input="[[$text]]" ;;
      text)
        # Words go in as text; escape what SSML would read as markup.
        input=${text//&/&amp;}
        input="<speak>${input//</&lt;}</speak>" ;;
    esac
    speak "$file" "$voice" "$input"
    n=$((n + 1))
  done <"$WORK/clips.tsv"
  echo "$lang: $n clips"
}

# effect NAME SOX-ARGS...: sox builds the sound from nothing (-n), or takes a recording from
# recorded/effects/; the same encoding as the voices, a little quieter.
effect() {
  local name=$1 rec
  shift
  rec=$(recording "effects/$name.ogg")
  if [[ -n $rec ]]; then
    sox -R -D "$rec" -c 1 -b 16 "$WORK/fx.wav" rate "$RATE"
  else
    sox -R -D -n -r "$RATE" -c 1 -b 16 "$WORK/fx.wav" "$@"
  fi
  sox -R -D "$WORK/fx.wav" -b 16 "$WORK/fx2.wav" norm -4 pad 0.01 0.03
  mkdir -p effects
  oggenc -Q -q 1 -s "$(serial "effects/$name.ogg")" -o "effects/$name.ogg" "$WORK/fx2.wav"
}

make_effects() {
  # place: a soft wooden pop, a short low sine that falls, with a quick fade.
  effect place synth 0.09 sine 520-260 fade q 0.003 0.09 0.07
  # remove: a descending blip, as if the chip slid away.
  effect remove synth 0.3 sine 880-220 fade q 0.01 0.3 0.22
  # sequence: a rising arpeggio C5 E5 G5 C6.
  effect sequence synth 0.12 sine 523.25 fade q 0.005 0.12 0.06 : \
    synth 0.12 sine 659.25 fade q 0.005 0.12 0.06 : \
    synth 0.12 sine 783.99 fade q 0.005 0.12 0.06 : \
    synth 0.3 sine 1046.5 fade q 0.005 0.3 0.2
  # win: a little fanfare, G4 G4 C5 E5 then a held C5-E5-G5 chord, with a bright triangle tone.
  effect win synth 0.12 triangle 392 fade q 0.005 0.12 0.04 : \
    synth 0.12 triangle 392 fade q 0.005 0.12 0.04 : \
    synth 0.15 triangle 523.25 fade q 0.005 0.15 0.04 : \
    synth 0.15 triangle 659.25 fade q 0.005 0.15 0.04 : \
    synth 0.6 triangle 523.25 synth 0.6 triangle mix 659.25 \
    synth 0.6 triangle mix 783.99 fade q 0.01 0.6 0.4
  # oops: a gentle low two-tone, down a third, soft sine with round edges.
  effect oops synth 0.18 sine 330 fade h 0.02 0.18 0.06 : \
    synth 0.26 sine 262 fade h 0.02 0.26 0.12
  echo "effects: 5"
}

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  mapfile -t targets < <(cut -f1 "$WORK/clips.tsv" | uniq)
  targets+=(effects)
fi
for target in "${targets[@]}"; do
  if [[ $target == effects ]]; then
    make_effects
  else
    make_language "$target"
  fi
done
