"""Writes a scene of balls (0.25 m, 0.6 m apart) in a block of NX x NY x NZ above a 40 m floor, for the
benchmarks whose scenes are too big for the catalogue.

    python3 benches/ball_block.py OUT NX NY NZ WRITER
"""
import sys

out, (nx, ny, nz), writer = sys.argv[1], map(int, sys.argv[2:5]), sys.argv[5]
count = f"{nx * ny * nz:,} balls"
lines = [f"// {count}: the {writer} benchmark's scene (benches/{writer}.sh writes it)", "(", f'    name: "{count}",',
         "    bodies: [",
         '        (name: "floor", shape: Box(half_extents: (20.0, 0.5, 20.0)), position: (0.0, -0.5, 0.0), fixed: true),']
for i in range(nx):
    for j in range(ny):
        for k in range(nz):
            # two decimals, not two significant digits: a layer above 10 m must not land on the one below
            x, y, z = (i - (nx - 1) / 2) * 0.6, 0.5 + j * 0.6, (k - (nz - 1) / 2) * 0.6
            lines.append(f'        (name: "ball {i}-{j}-{k}", shape: Sphere(radius: 0.25), position: ({x:.2f}, {y:.2f}, {z:.2f})),')
lines += ["    ],", ")"]
open(out, "w").write("\n".join(lines) + "\n")
