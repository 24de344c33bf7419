#!/usr/bin/env bash
# The frames benchmark: opens the app's real window under Xvfb on a few scenes, at the low and the high graphics
# quality, for FRAMES frames each (one fixed step per frame), and prints a Markdown table of the frames' median
# and worst length and the frames per second (the first 10 frames, which compile shaders, left out).
#   bash benches/frames.sh            # 300 frames each
#   FRAMES=60 bash benches/frames.sh  # quicker
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${FRAMES:-300}
cargo build --release --quiet
echo "| scene | graphics | frames | median ms | worst ms | frames/s |"
echo "|---|---|---|---|---|---|"
for scene in 01_sphere_sphere 07_restitution_row 12_ball_pit; do
  for graphics in low high; do
    report=$(xvfb-run -a -s "-screen 0 1280x720x24" target/release/collision-sandbox "assets/scenes/$scene.ron" \
      --quit-after "$frames" --frame-report --graphics "$graphics" 2>/dev/null | grep '^frames ' | cut -d' ' -f2-)
    python3 -c 'import json, sys
r = json.loads(sys.argv[3])
cells = [sys.argv[1], sys.argv[2], str(r["frames"])] + ["%.1f" % r[k] for k in ("median_ms", "worst_ms", "frames_per_second")]
print("| " + " | ".join(cells) + " |")' \
      "$scene" "$graphics" "$report"
  done
done
