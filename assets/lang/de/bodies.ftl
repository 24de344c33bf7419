# Der Editor des gewählten Körpers und die Datentabelle.

body-shape = Form
body-sphere-radius = Kugel r =
body-box-half = Quader, halbe Kanten:
body-cylinder = Zylinder
body-capsule = Kapsel
body-cone = Kegel
body-wedge = Keil
body-polyhedron = regelmäßiges Polyeder
body-hull = konvexer Körper
body-compound = zusammengesetzter Körper
body-half-along = halbe Länge:
body-mass = Masse kg
body-static = fest (unendlich)
body-velocity = Geschwindigkeit m/s
body-gone = Der gewählte Körper ist nicht mehr da.
body-turn = Drehlage ° (x, y, z)
body-spin = Drehung rad/s
body-inertia = Trägheit
body-solid = voll (2/5 mr²)
body-hollow = hohl (2/3 mr²)
body-rolling-resistance = Rollwiderstand
body-spinning-friction = Bohrreibung

table-selected = Gewählte Körper
table-every = Alle Körper
table-empty = Einen Körper wählen, um seine Daten zu sehen (Umschalt-Klick auf einen zweiten), oder alle Körper zeigen.
table-more = { $count } weitere Körper nicht aufgeführt (sie zählen in den Summen)
table-body = Körper
table-mass = Masse kg
table-position = Ort x, y, z (m)
table-velocity = Geschwindigkeit x, y, z (m/s)
table-spin = Drehung x, y, z (rad/s)
table-momentum = Impuls x, y, z (kg·m/s)
table-energy = Kinetische Energie J (mit Rotation)
table-static = fest
table-total = Summe (bewegt)
table-centre = Schwerpunkt { $vector }
table-centre-velocity = seine Geschwindigkeit { $vector }

label-mass = m = { $value } kg
label-speed = v = { $value } m/s
label-velocity = v = { $value } m/s
label-restitution = e = { $value }
label-friction = μ = { $value }
label-momentum = p = { $value } kg·m/s
label-kinetic-energy = Ekin = { $value } J
label-height = h = { $value } m
label-spin = ω = { $value } rad/s
label-speed-value = { $value } m/s
