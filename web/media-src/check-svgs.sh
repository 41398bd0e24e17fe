#!/usr/bin/env bash
# Check every SVG under web/public/img (and web/media-src/hero.svg):
#   - well-formed XML (python3 stdlib parser; xmllint if installed)
#   - <svg> has viewBox, width, height, role="img" and a <title>
#   - no <image>, <script>, <foreignObject>, external href/url() or @import
#   - size budget: warn above 8 KB (20 KB for photos/)
# Then rasterise them with headless Chromium (rasterize.ts) and build one contact
# sheet per folder in ${OUT:-/tmp/blaze-svg-check}/sheet-<folder>.png (ImageMagick montage).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
img="$here/../public/img"
out="${OUT:-/tmp/blaze-svg-check}"
mkdir -p "$out"
mapfile -t files < <(find "$img" -name '*.svg' | sort; echo "$here/hero.svg")

python3 - "${files[@]}" <<'PY'
import os, re, sys, xml.etree.ElementTree as ET
NS = '{http://www.w3.org/2000/svg}'
bad = 0
for f in sys.argv[1:]:
    problems = []
    try:
        root = ET.parse(f).getroot()
    except ET.ParseError as e:
        print(f"FAIL {f}: not well-formed: {e}"); bad += 1; continue
    text = open(f, encoding='utf-8').read()
    for a in ('viewBox', 'width', 'height'):
        if a not in root.attrib: problems.append(f'no {a}')
    vb = root.attrib.get('viewBox', '').split()
    if len(vb) == 4 and (vb[2], vb[3]) != (root.attrib.get('width'), root.attrib.get('height')):
        problems.append('viewBox size != width/height')
    if root.attrib.get('role') != 'img': problems.append('no role="img"')
    if root.find(NS + 'title') is None: problems.append('no <title>')
    if re.search(r'<(image|script|foreignObject)\b', text): problems.append('embedded raster/script')
    if re.search(r'href="(?!#)|url\((?!#)|@import', text): problems.append('external reference')
    size = os.path.getsize(f)
    limit = 20480 if '/photos/' in f or f.endswith('hero.svg') else 8192
    if size > limit: problems.append(f'{size} bytes > {limit}')
    if problems: bad += 1
    print(('FAIL ' if problems else 'ok   ') + f"{os.path.relpath(f)} {size}B" + (': ' + '; '.join(problems) if problems else ''))
sys.exit(1 if bad else 0)
PY

if command -v xmllint >/dev/null; then xmllint --noout "${files[@]}"; fi

for dir in "$img" "$img"/*/; do
  dir="${dir%/}"; name="$(basename "$dir")"
  mapfile -t svgs < <(find "$dir" -maxdepth 1 -name '*.svg' | sort)
  [ "${#svgs[@]}" -gt 0 ] || continue
  mkdir -p "$out/$name"
  npx --prefix "$here/../.." tsx "$here/rasterize.ts" --dir "$out/$name" "${svgs[@]}"
  montage -background '#cfcfcf' -label '%t' -pointsize 14 "$out/$name"/*.png \
    -tile 5x -geometry '+8+8' -resize 360x360 "$out/sheet-$name.png" 2>/dev/null || \
  montage -background '#cfcfcf' -label '%t' "$out/$name"/*.png -tile 5x -geometry '360x360+8+8' "$out/sheet-$name.png"
  echo "sheet: $out/sheet-$name.png"
done
