#!/usr/bin/env bash
# The app's own work at 10,000 bodies: opens the real window under Xvfb at the low preset on 10,000 balls dropped
# as a 25 × 20 × 20 block onto a floor (one fixed step per frame), records the CPU with `perf` and counts the
# frames with a probe on the panel's frame-rate line (`perf probe`: run as root), then prints the app's own CPU
# time per frame (our systems, the physics, Bevy's and egui's work, with the C library's copies, compares and
# allocations they call: every sample in the app's binary, and those in the C library on the threads that run
# more of the binary than of the driver; not the rasteriser, the driver or the kernel), and in brackets the
# part in the binary alone, in two windows of frames: 30 to 100 (the block collapses) and 100 to 400 (it settles
# into a pile). `perf` runs the whole of `xvfb-run` from the start, so that it sees every thread the app starts
# (attached to the app's process once it was up, it missed a thread started later that draws the panel, sends
# the frame to the X server and runs some of Bevy's systems); only the app's process is
# counted. TURNS runs (default 3), one line each. BINARY measures that build of the app instead of building
# the working tree's (to take turns with an older binary: copy it aside first, then alternate). SCENE runs
# another scene in the same windows (the sphere pair shows what a frame costs whatever the bodies).
#   bash benches/app_work.sh
#   TURNS=5 bash benches/app_work.sh
#   BINARY=/tmp/old-collision-sandbox TURNS=1 bash benches/app_work.sh
#   SCENE=assets/scenes/01_sphere_sphere.ron bash benches/app_work.sh
set -euo pipefail
cd "$(dirname "$0")/.."
turns=${TURNS:-3}
source=${BINARY:-target/release/collision-sandbox}
[ -n "${BINARY:-}" ] || cargo build --release --quiet
scene=${SCENE:-target/app-work-10000-balls.ron}
[ -n "${SCENE:-}" ] || python3 benches/ball_block.py "$scene" 25 20 20 app_work
# the probe is set on a copy, so that a later build cannot leave it pointing into another binary
binary=target/app-work-binary
cp "$source" "$binary"
perf probe -q -d 'app_work:*' 2>/dev/null || true
perf probe -q -x "$binary" --add 'app_work:frame=collision_sandbox\:\:app\:\:frame_rate\:\:speed_line'
data=target/app-work.perf
for turn in $(seq "$turns"); do
  perf record -q -F 1000 -e cpu-clock -e app_work:frame -o "$data" -- \
    xvfb-run -a -s "-screen 0 1280x720x24" "$binary" "$scene" --quit-after 420 --graphics low >/dev/null 2>&1
  perf script -i "$data" -F pid,tid,time,event,ip,dso 2>/dev/null | python3 -c '
import collections, re, sys
frames, samples, lines = [], [], []
binary, library, driver = "/app-work-binary)", ("/libc.so.6)", "/libm.so.6)", "/libgcc_s.so.1)"), ("lvp", "JIT", "perf-")
work, drawing = collections.Counter(), collections.Counter()
for line in sys.stdin:
    match = re.match(r"\s*(\d+)/(\d+)\s+(\d+\.\d+):", line)
    if match:
        lines.append((match.group(1), match.group(2), float(match.group(3)), line.rstrip()))
# the app is the process the probe fires in (not the X server, xkbcomp or the shell)
app = {process for process, _, _, line in lines if "app_work:frame" in line}
for process, thread, time, line in [entry for entry in lines if entry[0] in app]:
    if "app_work:frame" in line:
        frames.append(time)
        continue
    work[thread] += line.endswith(binary)
    drawing[thread] += any(name in line.rsplit("(", 1)[-1] for name in driver)
    samples.append((time, thread, line.endswith(binary), line.endswith(library)))
# the C library counts where the app calls it: not on the threads that mostly run the driver and its shaders
ours = {thread for thread in work if work[thread] >= drawing[thread]}
if len(frames) <= 400:
    print("turn '"$turn"': the probe saw %d frames, not 401 (the app ended early?): run it again" % len(frames))
    sys.exit(0)
cells = []
for first, last in ((30, 100), (100, 400)):
    start, end = frames[first], frames[last]
    inside = [(own, own or (lib and thread in ours)) for time, thread, own, lib in samples if start <= time < end]
    cells.append("frames %d-%d: %.2f ms a frame (%.2f in the binary), %.1f frames/s" % (first, last,
        sum(counted for _, counted in inside) / (last - first), sum(own for own, _ in inside) / (last - first),
        (last - first) / (end - start)))
print("turn '"$turn"': " + " | ".join(cells))'
done
perf probe -q -d 'app_work:*'
