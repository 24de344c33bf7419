#!/usr/bin/env bash
# The gallery's pictures and the contact sheet of every catalogue scene, all made by the app in its real window
# (under Xvfb where there is no display):
#   assets/scenes/NAME.png          each scene's gallery picture (the 3D view after 40 frames, 480 px wide)
#   docs/screens/*-1280.png, -1920  each scene with the projector preset at 1280 × 720 and 1920 × 1080
#   docs/screens/gallery.png        the gallery
#   docs/contact-sheet.png          all of the 1280 × 720 screens on one sheet (needs ImageMagick's montage)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
app=target/release/collision-sandbox
run() { xvfb-run -a -s "-screen 0 1920x1080x24" "$app" "$@" >/dev/null 2>&1; }
mkdir -p docs/screens
for scene in assets/scenes/*.ron; do
  name=$(basename "$scene" .ron)
  # the bullet crosses the view in a few frames: show it on its way; the crossing balls as they start
  when=(--frames 40); [[ $name == *bullet* ]] && when=(--frames 4); [[ $name == *crossing* ]] && when=(--paused)
  run screenshot "$scene" "${when[@]}" --picture --overlays grid,contacts,normals,swept --out "assets/scenes/$name.png"
  run screenshot "$scene" "${when[@]}" --projector --out "docs/screens/$name-1280.png"
  run screenshot "$scene" "${when[@]}" --projector --size 1920x1080 --out "docs/screens/$name-1920.png"
done
run screenshot assets/scenes/07_restitution_row.ron --frames 10 --gallery --projector --out docs/screens/gallery.png
if command -v montage >/dev/null; then
  montage docs/screens/*-1280.png -resize 400x225 -tile 4x -geometry +3+3 -background '#111' PNG8:docs/contact-sheet.png
fi
