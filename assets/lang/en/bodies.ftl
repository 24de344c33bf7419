# The selected body's editor and the data table.

body-shape = Shape
body-sphere-radius = sphere r =
body-box-half = box half:
body-cylinder = cylinder
body-capsule = capsule
body-cone = cone
body-wedge = wedge
body-polyhedron = regular polyhedron
body-hull = convex solid
body-compound = compound body
body-half-along = half length:
body-mass = Mass kg
body-static = static (infinite)
body-velocity = Velocity m/s
body-gone = The selected body is gone.
body-turn = Turn ° (x, y, z)
body-spin = Spin rad/s
body-inertia = Inertia
body-solid = solid (2/5 mr²)
body-hollow = hollow (2/3 mr²)
body-rolling-resistance = Rolling resistance
body-spinning-friction = Spinning friction

table-selected = Selected bodies
table-every = Every body
table-empty = Select a body to see its data (Shift-click a second one), or show every body.
table-more = { $count } more bodies not listed (they count in the totals)
table-body = Body
table-mass = Mass kg
table-position = Position x, y, z (m)
table-velocity = Velocity x, y, z (m/s)
table-spin = Spin x, y, z (rad/s)
table-momentum = Momentum x, y, z (kg·m/s)
table-energy = Kinetic energy J (turning too)
table-static = static
table-total = Total (moving)
table-centre = centre of mass { $vector }
table-centre-velocity = its velocity { $vector }

label-mass = m = { $value } kg
label-speed = v = { $value } m/s
label-velocity = v = { $value } m/s
label-restitution = e = { $value }
label-friction = μ = { $value }
label-momentum = p = { $value } kg·m/s
label-kinetic-energy = KE = { $value } J
label-height = h = { $value } m
label-spin = ω = { $value } rad/s
label-speed-value = { $value } m/s
