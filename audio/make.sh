#!/usr/bin/env bash
# Makes every sound file of the letters game from free tools: espeak-ng speaks, sox trims,
# normalises and synthesises the effects, oggenc encodes.
#
#   bash audio/make.sh                 # everything: each language, then the effects
#   bash audio/make.sh es fr           # only these languages
#   bash audio/make.sh effects         # only the effects
#
# It writes, for each language (en, es, fr, de, pt-BR):
#   audio/<lang>/name-<letter>.ogg     the letter's name, a to z ("bee", "be", "bé", "beh", "bê")
#   audio/<lang>/sound-<letter>.ogg    the letter's sound, a to z, from the tables below
#   audio/<lang>/word-<slug>.ogg       each picture word listed for that language in words.txt
# and audio/effects/{place,remove,sequence,win,oops}.ogg.
#
# Every file is mono Ogg Vorbis at 22050 Hz, quality 1, silence trimmed at both ends, peak
# normalised: a few kilobytes each. Running it again gives the same files (fixed stream serial
# numbers, sox in repeatable mode), so git shows only what really changed.
#
# A recording replaces a synthesised sound: put it at audio/recorded/<the same path>, as .wav,
# .flac or .ogg (say audio/recorded/es/word-abeja.wav) and run this script again: it takes the
# recording instead of espeak-ng or sox and normalises and encodes it the same way.
#
# Needs: espeak-ng, sox, vorbis-tools (apt-get install -y espeak-ng sox vorbis-tools).
set -euo pipefail

cd "$(dirname "$0")"
for tool in espeak-ng sox oggenc; do
  command -v "$tool" >/dev/null || {
    echo "make.sh: $tool is missing (apt-get install -y espeak-ng sox vorbis-tools)" >&2
    exit 1
  }
done

RATE=22050
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
LETTERS=(a b c d e f g h i j k l m n o p q r s t u v w x y z)

# espeak-ng's voice for each language folder.
declare -A VOICE=([en]=en-gb [es]=es [fr]=fr-fr [de]=de [pt-BR]=pt-br)

# Letter sounds, as espeak-ng phoneme mnemonics (written [[...]] in its input). Vowels take their
# short, typical sound; a consonant that can be held is held for about a third of a second:
# "s:s:" (":" lengthens a sound), "m-m-" (the "-" makes m, n and l a syllable of their own, which
# espeak-ng holds; a plain "mmm" is merged into one short m). One that cannot be held (b, d, k, ...)
# gets a short neutral vowel "@" after it so that it is heard at all.
# "=name" marks a silent letter: its sound file says the letter's name instead.

# English (en-gb), as in phonics lessons: a as in cat, e bed, i sit, o hot, u up; c and k as in
# cat, g as in goat, j as in jam, q as "kw", x as "ks", y as in yes.
declare -A SOUND_en=(
  [a]="a" [b]="b@" [c]="k@" [d]="d@" [e]="E" [f]="f:f:" [g]="g@" [h]="h@" [i]="I"
  [j]="dZ@" [k]="k@" [l]="l-l-" [m]="m-m-" [n]="n-n-" [o]="0" [p]="p@" [q]="kw@" [r]="r@"
  [s]="s:s:" [t]="t@" [u]="V" [v]="v:v:" [w]="w@" [x]="kss" [y]="j@" [z]="z:z:"
)

# Spanish (es, the voice of Spain): the five pure vowels; c and q as in casa/queso; h is silent;
# j is the rough "jota"; r the trill of rana; v sounds as b; y as in yate; z as in Spain (zapato
# with the "th" sound).
declare -A SOUND_es=(
  [a]="a" [b]="b@" [c]="k@" [d]="d@" [e]="e" [f]="f:f:" [g]="g@" [h]="=name" [i]="i"
  [j]="x:x:" [k]="k@" [l]="l-l-" [m]="m-m-" [n]="n-n-" [o]="o" [p]="p@" [q]="k@" [r]="R2R2R2"
  [s]="s:s:" [t]="t@" [u]="u" [v]="b@" [w]="w@" [x]="kss" [y]="J^@" [z]="T:T:"
)

# French (fr-fr): e is the "e" of le; u the "u" of lune; c and q as in canard/quille; h is
# silent; j as in jus; r the French throat r; y as i (as it is read in most words).
declare -A SOUND_fr=(
  [a]="a" [b]="b@" [c]="k@" [d]="d@" [e]="@" [f]="f:f:" [g]="g@" [h]="=name" [i]="i"
  [j]="Z:Z:" [k]="k@" [l]="l-l-" [m]="m-m-" [n]="n-n-" [o]="o" [p]="p@" [q]="k@" [r]="r:r:"
  [s]="s:s:" [t]="t@" [u]="y" [v]="v:v:" [w]="w@" [x]="kss" [y]="i" [z]="z:z:"
)

# German (de), as in an Anlauttabelle: the short vowels of Affe, Ente, Insel, Onkel, Unke; c as
# in Clown; h breathed; q as "kw" (Qualle); s voiced as in Sonne; v as f (Vogel); w as v (Wal);
# y as j (Yoga); z as "ts".
declare -A SOUND_de=(
  [a]="a" [b]="b@" [c]="k@" [d]="d@" [e]="E" [f]="f:f:" [g]="g@" [h]="h@" [i]="I"
  [j]="j@" [k]="k@" [l]="l-l-" [m]="m-m-" [n]="n-n-" [o]="O" [p]="p@" [q]="kv@" [r]="r@"
  [s]="z:z:" [t]="t@" [u]="U" [v]="f:f:" [w]="v:v:" [x]="kss" [y]="j@" [z]="tss"
)

# Brazilian Portuguese (pt-br): open e and o (é, ó); c and q as in casa/queijo; h is silent; j as
# in jacaré; r the Brazilian initial r of rato (like a strong h); x as in xícara ("sh");
# y as i.
declare -A SOUND_pt_BR=(
  [a]="a" [b]="b@" [c]="k@" [d]="d@" [e]="E" [f]="f:f:" [g]="g@" [h]="=name" [i]="i"
  [j]="Z:Z:" [k]="k@" [l]="l-l-" [m]="m-m-" [n]="n-n-" [o]="O" [p]="p@" [q]="k@" [r]="x:x:"
  [s]="s:s:" [t]="t@" [u]="u" [v]="v:v:" [w]="w@" [x]="S:S:" [y]="i" [z]="z:z:"
)

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
  local lang=$1 voice=${VOICE[$1]} letter upper phon table
  [[ -n $voice ]] || { echo "make.sh: no voice for language '$lang'" >&2; exit 1; }
  table="SOUND_${lang//-/_}"
  declare -n sounds=$table
  rm -f "$lang"/*.ogg
  for letter in "${LETTERS[@]}"; do
    upper=${letter^^}
    speak "$lang/name-$letter.ogg" "$voice" \
      "<speak><say-as interpret-as=\"characters\">$upper</say-as></speak>"
    phon=${sounds[$letter]}
    if [[ $phon == "=name" && -z $(recording "$lang/sound-$letter.ogg") ]]; then
      cp "$lang/name-$letter.ogg" "$lang/sound-$letter.ogg"
    else
      speak "$lang/sound-$letter.ogg" "$voice" "[[$phon]]"
    fi
  done
  local l slug word say n=0
  while read -r l slug word; do
    [[ -z $l || $l == \#* || $l != "$lang" ]] && continue
    if [[ $word == *" = [["* ]]; then
      # "word = [[phonemes]]": espeak-ng misreads the word, so it is given as phonemes.
      say=${word#* = }
    else
      # The word goes in as text; escape what SSML would read as markup.
      say=${word//&/&amp;}
      say="<speak>${say//</&lt;}</speak>"
    fi
    speak "$lang/word-$slug.ogg" "$voice" "$say"
    n=$((n + 1))
  done <words.txt
  echo "$lang: 26 names, 26 sounds, $n words"
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
[[ ${#targets[@]} -gt 0 ]] || targets=(en es fr de pt-BR effects)
for target in "${targets[@]}"; do
  if [[ $target == effects ]]; then
    make_effects
  else
    make_language "$target"
  fi
done
