# O editor do corpo selecionado e a tabela de dados.

body-shape = Forma
body-sphere-radius = esfera r =
body-box-half = caixa, metade:
body-cylinder = cilindro
body-capsule = cápsula
body-cone = cone
body-wedge = cunha
body-polyhedron = poliedro regular
body-hull = sólido convexo
body-compound = corpo composto
body-half-along = meio comprimento:
body-mass = Massa kg
body-static = fixo (infinita)
body-velocity = Velocidade m/s
body-gone = O corpo selecionado não existe mais.
body-turn = Orientação ° (x, y, z)
body-spin = Rotação rad/s
body-inertia = Inércia
body-solid = maciça (2/5 mr²)
body-hollow = oca (2/3 mr²)
body-rolling-resistance = Resistência ao rolamento
body-spinning-friction = Atrito de giro

table-selected = Corpos selecionados
table-every = Todos os corpos
table-empty = Selecione um corpo para ver seus dados (Shift-clique em um segundo), ou mostre todos os corpos.
table-more = Mais { $count } corpos não listados (contam nos totais)
table-body = Corpo
table-mass = Massa kg
table-position = Posição x, y, z (m)
table-velocity = Velocidade x, y, z (m/s)
table-spin = Rotação x, y, z (rad/s)
table-momentum = Quantidade de movimento x, y, z (kg·m/s)
table-energy = Energia cinética J (com a de rotação)
table-static = fixo
table-total = Total (em movimento)
table-centre = centro de massa { $vector }
table-centre-velocity = sua velocidade { $vector }

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
