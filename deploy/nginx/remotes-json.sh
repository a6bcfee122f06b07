#!/bin/sh
# Writes the shell's remotes.json from the environment at container start, so moving a remote to another
# version (or host) needs a restart of the shell's container, never a rebuild. For each remote either
#   MF_<NAME>_VERSION=<version>   → /mf/<name>/<version>/mf-manifest.json (served by that remote's container)
#   MF_<NAME>_MANIFEST=<url>      → that manifest URL as it is (another host, a CDN)
# Output: REMOTES_JSON (default /run/clinic/remotes.json), replaced whole so no reader sees half a file.
set -eu

OUT="${REMOTES_JSON:-/run/clinic/remotes.json}"
json=""
for name in public patient admin doctor; do
  upper=$(echo "$name" | tr a-z A-Z)
  eval "manifest=\${MF_${upper}_MANIFEST:-}; version=\${MF_${upper}_VERSION:-}"
  if [ -n "$manifest" ]; then
    case "$manifest" in
      *[\"\\\ ]*|"") echo "remotes-json.sh: MF_${upper}_MANIFEST must be a URL without quotes, backslashes or spaces" >&2; exit 1 ;;
    esac
    url="$manifest"
  elif [ -n "$version" ]; then
    case "$version" in
      *[!A-Za-z0-9._-]*) echo "remotes-json.sh: MF_${upper}_VERSION may hold only letters, digits, '.', '_' and '-'" >&2; exit 1 ;;
    esac
    url="/mf/$name/$version/mf-manifest.json"
  else
    echo "remotes-json.sh: set MF_${upper}_VERSION (or MF_${upper}_MANIFEST)" >&2
    exit 1
  fi
  json="$json${json:+,
}  \"mf_$name\": \"$url\""
done

mkdir -p "$(dirname "$OUT")"
printf '{\n%s\n}\n' "$json" > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "remotes.json:" && cat "$OUT"
