#!/usr/bin/env bash
# Regenerates the hero media from web/media-src/hero.svg:
#   web/public/img/hero/hero-poster-1280.webp  1280x720 poster (= first frame of the loop)
#   web/public/img/hero/hero-poster-640.webp    640x360 poster
#   web/public/img/hero/hero-loop.mp4           960x540, 8 s, 24 fps, H.264 Main, yuv420p, faststart, no audio
#   web/public/img/hero/hero-loop.webm          960x540, 8 s, 24 fps, VP9, no audio
# The loop (frames drawn by hero-frames.ts) is a slow Ken Burns push-in and drift that eases back
# to the start (zoom 1 -> 1.07 -> 1), plus a gentle flicker of the two floodlights. Every frame is
# re-rendered from the vector scene with a new viewBox, so the motion is sub-pixel smooth (ffmpeg's
# zoompan snaps to whole pixels and jitters). Frame 0 is hero.svg as-is, i.e. the poster.
# Needs: node, ffmpeg (libx264, libvpx-vp9, libwebp) and an SVG rasteriser: rsvg-convert if
# installed, else headless Chromium through playwright-core (repo node_modules); ImageMagick is
# only a last-resort fallback for the posters (its own SVG renderer draws gradients poorly).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../public/img/hero"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
W=960; H=540; FPS=24

raster() { # raster IN.svg OUT.png WIDTH HEIGHT
  if command -v rsvg-convert >/dev/null; then rsvg-convert -w "$3" -h "$4" -o "$2" "$1"
  elif npx --prefix "$here/../.." tsx "$here/rasterize.ts" "$1" "$2" "$3" "$4"; then :
  elif command -v magick >/dev/null; then magick -density 192 "$1" -resize "$3x$4!" "$2"
  else /usr/bin/convert -density 192 "$1" -resize "$3x$4!" "$2"; fi
}

# Posters: rendered straight from the vector at their own size (sharper than downscaling).
for size in 1280x720 640x360; do
  raster "$here/hero.svg" "$tmp/poster.png" "${size%x*}" "${size#*x}"
  ffmpeg -v error -y -i "$tmp/poster.png" -c:v libwebp -quality 70 -compression_level 6 "$out/hero-poster-${size%x*}.webp"
done

# Loop frames, then encode (no audio track in either file).
npx --prefix "$here/../.." tsx "$here/hero-frames.ts" "$tmp/frames" $W $H
ffmpeg -v error -y -framerate $FPS -i "$tmp/frames/f%04d.png" -an \
  -c:v libx264 -profile:v main -level:v 3.1 -preset veryslow -crf 24 -x264-params aq-mode=3 -pix_fmt yuv420p \
  -g $FPS -keyint_min $FPS -movflags +faststart "$out/hero-loop.mp4"
ffmpeg -v error -y -framerate $FPS -i "$tmp/frames/f%04d.png" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 36 -pix_fmt yuv420p -row-mt 1 -deadline good -cpu-used 1 -g $FPS \
  "$out/hero-loop.webm"

ls -l "$out"
