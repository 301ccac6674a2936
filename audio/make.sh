# Makes every sound file of the letters game from free tools: a speech synthesiser speaks, sox
# trims and synthesises the effects, every clip is brought to one loudness, oggenc encodes.
#
#   bash audio/make.sh                 # everything: each language, then the effects
#   bash audio/make.sh es uk           # only these languages
#   bash audio/make.sh effects         # only the effects
#   OUT=/tmp/try VOICE=pico:es-ES bash audio/make.sh es   # try another voice, elsewhere
#
# What each language needs comes from its letters board, themes/alphabets/<lang>.toml: each
# letter's name and sound (in espeak-ng phonemes) and every picture word. `lineup clips` lists
# them (the program reads the boards, so the clips' names are the ones it looks for), and this
# script writes, for each language:
#   audio/<lang>/name-<letter>.ogg     the letter's name ("bee", "be", "бе", "باء")
#   audio/<lang>/sound-<letter>.ogg    the letter's sound, as a reading teacher says it
#   audio/<lang>/word-<word>.ogg       each picture's word
#   audio/<lang>/cheer-<what>.ogg      the cheers ("A sequence!", "We have a winner!")
# (<letter> is the small letter, or the letter of a script without case; <word> is the word in
# lower case with spaces as "-"), and audio/effects/{place,remove,sequence,win,oops}.ogg.
#
# Who speaks: audio/voices.toml names each language's voice for names, words and cheers (the
# best free voice each language has, by audio/listen.sh): SVOX Pico, RHVoice, Open JTalk or
# espeak-ng. Kokoro (audio/kokoro.py) and Festival are engines too, for trying voices
# (VOICE=kokoro:hm_omega, VOICE=festival:hindi_NSK_diphone).
# Letter sounds are always espeak-ng's, from the board's phonemes: the one engine that says a
# phoneme alone. A stop ("b", "t") is cut just after its vowel starts, so the child hears "b",
# not "buh".
#
# Every file is mono Ogg Vorbis at 22050 Hz, quality 1, silence trimmed at both ends, brought to
# -20 LUFS (EBU R128 loudness, over the whole clip) with its peak under -1.5 dBFS: a few
# kilobytes each. Running it again gives the same files (fixed stream serial numbers, sox in
# repeatable mode), so git shows only what really changed.
#
# A recording replaces a synthesised sound: put it at audio/recorded/<the same path>, as .wav,
# .flac or .ogg (say audio/recorded/es/word-abeja.wav) and run this script again: it takes the
# recording instead of the synthesiser and trims, levels and encodes it the same way.
#
# Needs: espeak-ng, sox, vorbis-tools, python3, cargo; the voices in voices.toml (Pico and
# RHVoice are in Debian's non-free component: audio/voices.sh installs them, and Kokoro and
# Festival for trying them).
set -euo pipefail

cd "$(dirname "$0")"
for tool in espeak-ng sox oggenc python3 cargo; do
  command -v "$tool" >/dev/null || {
    echo "make.sh: $tool is missing (apt-get install -y espeak-ng sox vorbis-tools python3)" >&2
    exit 1
  }
done

RATE=22050
OUT=${OUT:-.}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Every clip of every letters board: language, file, espeak-ng voice, kind, what espeak-ng is
# given, the text as written.
cargo run --release --no-default-features -q --manifest-path ../Cargo.toml -- clips >"$WORK/clips.tsv"
# The loudness meter (examples/loudness.rs: EBU R128, the measure the tests check).
cargo build --release --no-default-features -q --manifest-path ../Cargo.toml --example loudness
METER=$(cargo metadata --format-version 1 --no-deps --manifest-path ../Cargo.toml |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')/release/examples/loudness
[[ $OUT == . ]] || { mkdir -p "$OUT"; cp "$WORK/clips.tsv" "$OUT/clips.tsv"; }

# A fixed Ogg stream serial number per file, so that the same sound gives the same bytes.
serial() { printf '%s' "$1" | cksum | cut -d' ' -f1; }

# level IN.wav OUT.wav BEFORE AFTER: leave BEFORE and AFTER seconds of silence around IN, then
# bring it all to -20 LUFS, its peak under -1.5 dBFS. A clip whose peaks that gain would push
# over the ceiling (a sharp "k", a loud vowel) is first compressed above -20 dBFS, 3:1, with a
# millisecond's look-ahead, and levelled again: its peaks come down, its loudness stays. A rare
# clip still peaky after that (a sharp "f" after a loud vowel, a name that starts with a burst)
# is brought to -20 LUFS all the same and its few peaks over the ceiling are limited
# ($LIMIT_PEAKS), not the whole clip turned down: levelled by its peak, it was up to 2.2 LU
# quieter than the rest of its language, and tests/sounds.rs holds every clip within 3 LU of its
# language's median.
level() {
  local in=$1 out=$2 lufs peak gain
  sox -R -D "$in" "$WORK/pad.wav" pad "$3" "$4"
  read -r lufs peak gain < <(sox -R -D "$WORK/pad.wav" -t f32 -c 1 -r "$RATE" - | "$METER" "$RATE")
  if awk -v p="$peak" -v g="$gain" 'BEGIN { exit !(p + g > -1.5) }'; then
    sox -R -D "$WORK/pad.wav" "$WORK/squeezed.wav" compand 0.001,0.1 -20,-20,0,-13 0 -90 0.001
    mv "$WORK/squeezed.wav" "$WORK/pad.wav"
    read -r lufs peak gain < <(sox -R -D "$WORK/pad.wav" -t f32 -c 1 -r "$RATE" - | "$METER" "$RATE")
  fi
  if awk -v p="$peak" -v g="$gain" 'BEGIN { exit !(p + g > -1.5) }'; then
    # The gain is given in python: sox would clip the peaks it takes over full scale.
    sox -R -D "$WORK/pad.wav" -t f32 -c 1 -r "$RATE" - |
      python3 -c "$LIMIT_PEAKS" "$RATE" "$gain" -1.5 |
      sox -R -D -t f32 -c 1 -r "$RATE" - -b 16 "$out"
  else
    sox -R -D "$WORK/pad.wav" -b 16 "$out" gain "$gain"
  fi
}

# A look-ahead limiter (for python3 -c RATE GAIN-dB CEILING-dBFS, 32-bit float samples on
# standard input and output): the clip takes the gain, and where a sample would then go over the
# ceiling, the gain comes down just enough, over 5 ms before it and back up over 5 ms after it
# (the least gain needed within 5 ms either side, averaged over 5 ms either side, which is never
# more than any sample there allows). Only those few milliseconds of a peak are touched; the rest
# of the clip keeps its level.
LIMIT_PEAKS='
import array, collections, itertools, sys
rate, r = int(sys.argv[1]), int(sys.argv[1]) // 200
level, ceiling = (10 ** (float(db) / 20) for db in sys.argv[2:4])
x = [v * level for v in array.array("f", sys.stdin.buffer.read())]
need = [min(1.0, ceiling / abs(v)) if v else 1.0 for v in x]
# least[k]: the least gain needed from k - r to k + r (a running minimum).
least, window = [], collections.deque()
for i, v in enumerate(need + [1.0] * r):
    while window and window[-1][1] >= v:
        window.pop()
    window.append((i, v))
    if window[0][0] < i - 2 * r:
        window.popleft()
    if i >= r:
        least.append(window[0][1])
# gains[k]: the mean of least from k - r to k + r, the ends held, so never more than need[k].
held = [least[0]] * r + least + [least[-1]] * r
sums = [0.0] + list(itertools.accumulate(held))
gains = [(sums[k + 2 * r + 1] - sums[k]) / (2 * r + 1) for k in range(len(x))]
sys.stdout.buffer.write(array.array("f", (v * g for v, g in zip(x, gains))).tobytes())
'

# Where a stop's vowel is under way (for python3 -c, 16-bit samples on standard input): 50 ms
# after the first 10 ms whose energy is half the loudest 10 ms', and never past 0.15 s. The burst
# and the start of the vowel stay; the rest of "buh" goes.
VOWEL_UNDER_WAY='
import array, sys
rate = int(sys.argv[1])
samples = array.array("h", sys.stdin.buffer.read())
step = rate // 100
energy = [sum(x * x for x in samples[i:i + step]) for i in range(0, len(samples), step)]
onset = next(i for i, e in enumerate(energy) if e >= max(energy) / 2)
print(f"{min(onset * step / rate + 0.05, 0.15):.3f}")
'

# finish IN.wav OUT.ogg [stop]: trim the silence at both ends, make it mono at $RATE, cut a
# stop's vowel short, level it, leave a breath of silence around it, encode.
finish() {
  local in=$1 out=$2 cut=""
  sox -R -D "$in" -c 1 -b 32 "$WORK/cut.wav" rate "$RATE" \
    silence 1 0.01 0.1% reverse silence 1 0.01 0.1% reverse
  # 15 ms fades, so the clip starts and ends softly, without a click a child hears as a "p".
  sox -R -D "$WORK/cut.wav" "$WORK/trim.wav" fade t 0.015 -0 0.015
  if [[ ${3:-} == stop ]]; then
    cut=$(sox -R -D "$WORK/trim.wav" -t s16 - | python3 -c "$VOWEL_UNDER_WAY" "$RATE")
    sox -R -D "$WORK/trim.wav" "$WORK/cut.wav" trim 0 "$cut" fade t 0 "$cut" 0.03
    mv "$WORK/cut.wav" "$WORK/trim.wav"
  fi
  level "$WORK/trim.wav" "$WORK/level.wav" 0.02 0.05
  mkdir -p "$(dirname "$OUT/$out")"
  oggenc -Q -q 1 -s "$(serial "$out")" -o "$OUT/$out" "$WORK/level.wav"
}

# recording OUT.ogg: prints the recording that replaces OUT.ogg, if there is one.
recording() {
  local rec
  for rec in "recorded/${1%.ogg}".{wav,flac,ogg}; do
    [[ -f $rec ]] && { echo "$rec"; return; }
  done
  return 0
}

# voice LANG: the engine and voice that reads LANG's names, words and cheers, "engine:voice":
# $VOICE when it is set (to try one), else audio/voices.toml.
voice() {
  [[ -n ${VOICE:-} ]] && { echo "$VOICE"; return; }
  python3 - "$1" <<'PY'
import sys, tomllib
voices = tomllib.load(open("voices.toml", "rb"))
language = sys.argv[1]
if language not in voices:
    sys.exit(f"make.sh: audio/voices.toml has no voice for '{language}'")
print(f"{voices[language]['engine']}:{voices[language]['voice']}")
PY
}

# synthesise ENGINE:VOICE KIND INPUT TEXT: the voice says it, into $WORK/raw.wav.
#   espeak-ng takes SSML or phonemes (INPUT); the others read the TEXT as written.
synthesise() {
  local engine=${1%%:*} name=${1#*:} kind=$2 input=$3 text=$4
  case $engine in
    espeak-ng)
      # -m: read SSML; -s 140: a little slower than the default 175 words a minute, for children.
      espeak-ng -m -s 140 -v "$name" -w "$WORK/raw.wav" "$input" ;;
    pico)
      # A letter alone, as a capital with a full stop, is read as its name; the rest as text.
      # Pico and RHVoice at 70 %: a little slower than they talk to adults, for children.
      [[ $kind == letter ]] && text="$text."
      pico2wave -l "$name" -w "$WORK/raw.wav" "<speed level=\"70\">$text</speed>" ;;
    rhvoice)
      printf '%s\n' "$text" | RHVoice-test -p "$name" -r 70 -R "$RATE" -o "$WORK/raw.wav" ;;
    openjtalk)
      # Open JTalk reads Japanese as written (its dictionary gives each word its reading and
      # accent), a little slower than its own pace (-r 0.85), for children.
      printf '%s\n' "$text" | open_jtalk -x /var/lib/mecab/dic/open-jtalk/naist-jdic \
        -m "/usr/share/hts-voice/$name/${name//-/_}.htsvoice" -r 0.85 -ow "$WORK/raw.wav" ;;
    kokoro)
      # Kokoro-82M (audio/kokoro.py) reads the text as written, at 85 % of its pace, for children.
      python3 kokoro.py "$name" 0.85 "$WORK/raw.wav" "$text" ;;
    festival)
      # Festival with one of its voices (hindi_NSK_diphone: festvox-hi-nsk). That voice names no
      # intonation method, and Festival 2.5 stops ("Feature Int_Method not defined"): it is given
      # Festival's default, a plain falling pitch. Festival crashes on a letter with a nukta
      # written as two characters (ड + ़), the way the boards write them: it gets the one
      # character Unicode also has (ड़), which it reads as the letter without its dot (ड).
      printf '%s\n' "$text" | sed 's/क़/\xe0\xa5\x98/g; s/ख़/\xe0\xa5\x99/g; s/ग़/\xe0\xa5\x9a/g;
        s/ज़/\xe0\xa5\x9b/g; s/ड़/\xe0\xa5\x9c/g; s/ढ़/\xe0\xa5\x9d/g; s/फ़/\xe0\xa5\x9e/g' >"$WORK/text.txt"
      text2wave -eval "(begin (voice_$name) (Parameter.set 'Int_Method 'Default))" \
        "$WORK/text.txt" -o "$WORK/raw.wav" ;;
    *)
      echo "make.sh: unknown engine '$engine' (espeak-ng, pico, rhvoice, openjtalk, kokoro or festival)" >&2
      exit 1 ;;
  esac
}

make_language() {
  local lang=$1 l voice file espeak kind text input rec n=0
  grep -q "^$lang	" "$WORK/clips.tsv" || {
    echo "make.sh: no letters board for '$lang' (themes/alphabets/$lang.toml)" >&2
    exit 1
  }
  voice=$(voice "$lang")
  rm -f "$OUT/$lang"/*.ogg
  while IFS=$'\t' read -r l file espeak kind input text; do
    [[ $l == "$lang" ]] || continue
    rec=$(recording "$file")
    if [[ -n $rec ]]; then
      sox -R -D "$rec" "$WORK/raw.wav"
      finish "$WORK/raw.wav" "$file"
    elif [[ $kind == copy ]]; then
      cp "$OUT/$input" "$OUT/$file"
    elif [[ $file == */sound-* ]]; then
      # A letter's sound: espeak-ng's phonemes. A stop is said with a short vowel after it
      # ("b@"), which is cut just after it starts.
      espeak-ng -s 140 -v "$espeak" -w "$WORK/raw.wav" "[[$input]]"
      if [[ $input =~ ^[^aeiouAEIOU@]+@$ ]]; then
        finish "$WORK/raw.wav" "$file" stop
      else
        finish "$WORK/raw.wav" "$file"
      fi
    else
      case $kind in
        letter) input="<speak><say-as interpret-as=\"characters\">$input</say-as></speak>" ;;
        phonemes) input="[[$input]]" ;;
        text)
          # Words go in as text; escape what SSML would read as markup.
          input=${input//&/&amp;}
          input="<speak>${input//</&lt;}</speak>" ;;
      esac
      synthesise "$voice" "$kind" "$input" "$text"
      finish "$WORK/raw.wav" "$file"
    fi
    n=$((n + 1))
  done <"$WORK/clips.tsv"
  echo "$lang: $n clips, names, words and cheers by $voice"
}

# effect NAME SOX-ARGS...: sox builds the sound from nothing (-n), or takes a recording from
# recorded/effects/; levelled and encoded like the voices.
effect() {
  local name=$1 rec
  shift
  rec=$(recording "effects/$name.ogg")
  if [[ -n $rec ]]; then
    sox -R -D "$rec" -c 1 -b 32 "$WORK/fx.wav" rate "$RATE"
  else
    sox -R -D -n -r "$RATE" -c 1 -b 32 "$WORK/fx.wav" "$@"
  fi
  level "$WORK/fx.wav" "$WORK/fx2.wav" 0.01 0.03
  mkdir -p "$OUT/effects"
  oggenc -Q -q 1 -s "$(serial "effects/$name.ogg")" -o "$OUT/effects/$name.ogg" "$WORK/fx2.wav"
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
