# La escena contada con palabras, para un lector de pantalla y la región en vivo de la página.

describe-right = hacia la derecha
describe-left = hacia la izquierda
describe-up = hacia arriba
describe-down = hacia abajo
describe-towards = hacia ti
describe-away = alejándose de ti
describe-two-ways = { $first } y { $second }
describe-at-rest = en reposo
describe-moving = se mueve { $direction } a { $speed } m/s
describe-ball = bola
describe-box = caja
describe-cylinder = cilindro
describe-capsule = cápsula
describe-cone = cono
describe-wedge = cuña
describe-polyhedron = poliedro regular
describe-hull = cuerpo convexo
describe-compound = cuerpo compuesto
describe-body = { $name }: { $shape }, { $mass } kg, { $motion }.
describe-many = Se mueven { $count } cuerpos, a { $speed } m/s de media.
describe-apart = { $a } y { $b } están a { $distance } m.
describe-fixed = Fijos: { $names }.
describe-fixed-count = { $count } cuerpos fijos.
describe-collision = { $a } y { $b } chocan a los { $time } s.
describe-leaves = { $name } ahora { $motion }.
describe-more = { $count ->
    [one] 1 colisión más
   *[other] { $count } colisiones más
} en este segundo.
