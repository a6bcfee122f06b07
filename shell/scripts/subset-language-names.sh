#!/usr/bin/env bash
#
# Cuts the Noto faces down to the few letters of the language switcher's names, "हिन्दी" and "ಕನ್ನಡ".
#
# Why: the switcher names every language in its own script, on every page. With the full faces, an English
# page downloaded about 80 KB of Devanagari and Kannada fonts just to draw those two words; these subsets
# are a few KB together. Hindi and Kannada pages still use the full faces for their text (fonts.css).
#
# The output is committed (shell/src/styles/fonts/language-names-*.woff2), so builds need no Python. Run
# this again only when a name in LANGUAGE_NAMES or the @fontsource packages change, then commit the files.
#
# Needs fontTools with Brotli (for woff2). On Debian: apt-get install python3-fonttools python3-brotli
# (the files in the repository were made with Debian 12's fontTools 4.38.0, from @fontsource 5.3.0).
#
# Usage: shell/scripts/subset-language-names.sh   (from anywhere; paths are relative to the repository)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
FONTSOURCE="$ROOT/node_modules/@fontsource"
OUT="$ROOT/shell/src/styles/fonts"
LANGUAGES_TS="$ROOT/shared/src/i18n/languages.ts"

# The names as LANGUAGE_NAMES in shared/src/i18n/languages.ts spells them (hi and kn). A subset holds
# only these letters, so stop if the names there changed and the subsets would miss one.
HINDI='हिन्दी'
KANNADA='ಕನ್ನಡ'
for name in "$HINDI" "$KANNADA"; do
  if ! grep -qF "'$name'" "$LANGUAGES_TS"; then
    echo "LANGUAGE_NAMES in $LANGUAGES_TS no longer holds '$name': update the names in this script." >&2
    exit 1
  fi
done

# fontTools' subsetter (pyftsubset) as a module, with the first Python that has it and Brotli: a python3
# earlier on the PATH (pyenv, a virtualenv) may lack the packages Debian installed for /usr/bin/python3.
python=''
for candidate in python3 /usr/bin/python3; do
  if "$candidate" -c 'import fontTools.subset, brotli' 2>/dev/null; then
    python="$candidate"
    break
  fi
done
if [ -z "$python" ]; then
  echo 'fontTools with Brotli is missing: apt-get install python3-fonttools python3-brotli' >&2
  exit 1
fi

mkdir -p "$OUT"

# make_subset <fontsource file> <output file> <text>
make_subset() {
  local from="$FONTSOURCE/$1" to="$OUT/$2" text="$3"
  if [ ! -f "$from" ]; then
    echo "Missing $from: run npm install at the repository root." >&2
    exit 1
  fi
  # Every OpenType layout feature, and (pyftsubset's default) every glyph the GSUB rules reach from these
  # letters: Devanagari and Kannada need the conjuncts, vowel-sign forms and reordering to shape correctly.
  # All name records are kept, so the copyright and the licence (SIL OFL) stay in the file.
  "$python" -m fontTools.subset "$from" \
    --text="$text" \
    --layout-features='*' \
    --name-IDs='*' \
    --flavor=woff2 \
    --output-file="$to"
  # The subset must map every letter of the name, or the browser would draw that letter from another face.
  "$python" - "$to" "$text" <<'PY'
import sys
from fontTools.ttLib import TTFont
path, text = sys.argv[1], sys.argv[2]
cmap = TTFont(path).getBestCmap()
missing = [f"U+{ord(c):04X}" for c in text if ord(c) not in cmap]
if missing:
    sys.exit(f"{path} lacks {' '.join(missing)}")
PY
  echo "$(wc -c <"$to" | tr -d ' ') bytes  ${to#"$ROOT/"}"
}

make_subset noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2 language-names-devanagari-400.woff2 "$HINDI"
make_subset noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2 language-names-kannada-400.woff2 "$KANNADA"
