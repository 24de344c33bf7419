"""Writes a gas: N elastic balls of 0.15 m in a closed box of glass walls without gravity, one ball per cell of
a grid, each at 2 m/s in a direction of its own (a Fibonacci sphere turned by the golden angle). The box's
side grows with the cube root of N (10 m for 1,000), so every gas has the same density.
assets/scenes/28_gas.ron is N = 1000; the benchmarks time N = 10000.

    python3 benches/gas.py OUT N
"""
import math
import sys

out, n = sys.argv[1], int(sys.argv[2])
side = round(10.0 * (n / 1000) ** (1 / 3), 2)
half, radius, speed = side / 2, 0.15, 2.0
num = lambda value: repr(float(value))  # always with a decimal point: RON reads 5 as an integer
comment = (f"// A gas: {n:,} elastic balls in a closed {side:g} m box without gravity, all starting at 2 m/s in "
           "different directions. Within seconds their speeds spread into the Maxwell-Boltzmann distribution (open "
           "Graphs, Speeds); the gauge shows the temperature from the kinetic energy per ball and the pressure on "
           "the walls beside the ideal gas's N kT / V. Every impact is resolved at its own time, so the energy stays "
           "put. Its walls are glass.")
lines = [comment, "(", '    name: "A gas in a box",', "    topic: ManyBodies,", "    gravity: (0.0, 0.0, 0.0),",
         "    camera: (view: Corner),", f"    instrument: Gas(half_extents: ({num(half)}, {num(half)}, {num(half)})),",
         "    bodies: ["]
for axis, name in enumerate("xyz"):
    for sign in (-1, 1):
        extents, at = [half + 0.5] * 3, [0.0] * 3
        extents[axis], at[axis] = 0.25, sign * (half + 0.25)
        box, where = ", ".join(map(num, extents)), ", ".join(map(num, at))
        lines.append(f'        (name: "wall {"-+"[sign > 0]}{name}", shape: Box(half_extents: ({box})), position: ({where}), '
                     "fixed: true, restitution: 1.0, friction: 0.0, glass: true),")
across = math.ceil(n ** (1 / 3) - 1e-9)
spacing = (side - 1.0) / across
for i in range(n):
    cell = (i % across, (i // across) % across, i // across // across)
    x, y, z = (-half + 0.5 + spacing * (c + 0.5) for c in cell)
    height = 1.0 - 2.0 * (i + 0.5) / n
    angle, ring = i * 2.399963, math.sqrt(1.0 - height * height)
    vx, vy, vz = speed * ring * math.cos(angle), speed * ring * math.sin(angle), speed * height
    lines.append(f'        (name: "ball {i}", shape: Sphere(radius: {radius}), position: ({x:.3f}, {y:.3f}, {z:.3f}), '
                 f"velocity: ({vx:.4f}, {vy:.4f}, {vz:.4f}), restitution: 1.0, friction: 0.0),")
lines += ["    ],", ")"]
open(out, "w").write("\n".join(lines) + "\n")
