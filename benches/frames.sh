#!/usr/bin/env bash
# The frames benchmark: opens the app's real window under Xvfb on a few scenes (the sphere pair, the restitution
# row, the 520-body ball pit and 8,000 balls dropped as a 20 × 20 × 20 block onto a floor), at the low and the
# high graphics quality, for FRAMES frames each (one fixed step per frame), and prints a Markdown table of the
# frames' median and worst length and the frames per second (the first 10 frames, which compile shaders, left
# out).
#   bash benches/frames.sh            # 300 frames each
#   FRAMES=60 bash benches/frames.sh  # quicker
#   GRAPHICS=low bash benches/frames.sh  # one preset
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${FRAMES:-300}
cargo build --release --quiet
# 8,000 balls of 0.25 m, 0.6 m apart, above a 40 m floor (written here: too big for the scene catalogue)
many=target/frames-8000-balls.ron
python3 benches/ball_block.py "$many" 20 20 20 frames
echo "| scene | graphics | frames | median ms | worst ms | frames/s |"
echo "|---|---|---|---|---|---|"
for scene in assets/scenes/01_sphere_sphere.ron assets/scenes/07_restitution_row.ron assets/scenes/12_ball_pit.ron "$many"; do
  for graphics in ${GRAPHICS:-low high}; do
    report=$(xvfb-run -a -s "-screen 0 1280x720x24" target/release/collision-sandbox "$scene" \
      --quit-after "$frames" --frame-report --graphics "$graphics" 2>/dev/null | grep '^frames ' | cut -d' ' -f2-)
    python3 -c 'import json, sys
r = json.loads(sys.argv[3])
cells = [sys.argv[1], sys.argv[2], str(r["frames"])] + ["%.1f" % r[k] for k in ("median_ms", "worst_ms", "frames_per_second")]
print("| " + " | ".join(cells) + " |")' \
      "$(basename "$scene" .ron)" "$graphics" "$report"
  done
done
