# L'éditeur du corps sélectionné et le tableau de données.

body-shape = Forme
body-sphere-radius = sphère r =
body-box-half = boîte, moitié :
body-cylinder = cylindre
body-capsule = capsule
body-cone = cône
body-wedge = coin
body-polyhedron = polyèdre régulier
body-hull = solide convexe
body-compound = corps composé
body-half-along = demi-longueur :
body-mass = Masse kg
body-static = fixe (infinie)
body-velocity = Vitesse m/s
body-gone = Le corps sélectionné n'existe plus.
body-turn = Orientation ° (x, y, z)
body-spin = Rotation rad/s
body-inertia = Inertie
body-solid = pleine (2/5 mr²)
body-hollow = creuse (2/3 mr²)
body-rolling-resistance = Résistance au roulement
body-spinning-friction = Frottement de pivotement

table-selected = Corps sélectionnés
table-every = Tous les corps
table-empty = Sélectionnez un corps pour voir ses données (Maj-clic sur un second), ou affichez tous les corps.
table-more = { $count } corps de plus non listés (ils comptent dans les totaux)
table-body = Corps
table-mass = Masse kg
table-position = Position x, y, z (m)
table-velocity = Vitesse x, y, z (m/s)
table-spin = Rotation x, y, z (rad/s)
table-momentum = Quantité de mouvement x, y, z (kg·m/s)
table-energy = Énergie cinétique J (rotation comprise)
table-static = fixe
table-total = Total (en mouvement)
table-centre = centre de masse { $vector }
table-centre-velocity = sa vitesse { $vector }

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
