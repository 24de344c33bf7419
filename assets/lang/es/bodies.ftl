# El editor del cuerpo seleccionado y la tabla de datos.

body-shape = Forma
body-sphere-radius = esfera r =
body-box-half = caja, mitad:
body-cylinder = cilindro
body-capsule = cápsula
body-cone = cono
body-wedge = cuña
body-polyhedron = poliedro regular
body-hull = cuerpo convexo
body-compound = cuerpo compuesto
body-half-along = media longitud:
body-mass = Masa kg
body-static = fijo (infinita)
body-velocity = Velocidad m/s
body-gone = El cuerpo seleccionado ya no existe.
body-turn = Giro ° (x, y, z)
body-spin = Rotación rad/s
body-inertia = Inercia
body-solid = maciza (2/5 mr²)
body-hollow = hueca (2/3 mr²)
body-rolling-resistance = Resistencia a la rodadura
body-spinning-friction = Rozamiento de pivotamiento

table-selected = Cuerpos seleccionados
table-every = Todos los cuerpos
table-empty = Selecciona un cuerpo para ver sus datos (Mayús-clic en un segundo), o muestra todos los cuerpos.
table-more = { $count } cuerpos más sin listar (cuentan en los totales)
table-body = Cuerpo
table-mass = Masa kg
table-position = Posición x, y, z (m)
table-velocity = Velocidad x, y, z (m/s)
table-spin = Rotación x, y, z (rad/s)
table-momentum = Cantidad de movimiento x, y, z (kg·m/s)
table-energy = Energía cinética J (también la de rotación)
table-static = fijo
table-total = Total (en movimiento)
table-centre = centro de masas { $vector }
table-centre-velocity = su velocidad { $vector }

label-mass = m = { $value } kg
label-speed = v = { $value } m/s
label-velocity = v = { $value } m/s
label-restitution = e = { $value }
label-friction = μ = { $value }
label-momentum = p = { $value } kg·m/s
label-kinetic-energy = Ec = { $value } J
label-height = h = { $value } m
label-spin = ω = { $value } rad/s
label-speed-value = { $value } m/s
