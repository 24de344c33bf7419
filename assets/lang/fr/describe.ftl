# La scène racontée en mots, pour un lecteur d’écran et la zone annoncée de la page.

describe-right = vers la droite
describe-left = vers la gauche
describe-up = vers le haut
describe-down = vers le bas
describe-towards = vers vous
describe-away = en s’éloignant de vous
describe-two-ways = { $first } et { $second }
describe-at-rest = au repos
describe-moving = va { $direction } à { $speed } m/s
describe-ball = boule
describe-box = boîte
describe-cylinder = cylindre
describe-capsule = capsule
describe-cone = cône
describe-wedge = coin
describe-polyhedron = polyèdre régulier
describe-hull = solide convexe
describe-compound = corps composé
describe-body = { $name } : { $shape }, { $mass } kg, { $motion }.
describe-many = { $count } corps bougent, à { $speed } m/s en moyenne.
describe-apart = { $a } et { $b } sont à { $distance } m l’un de l’autre.
describe-fixed = Fixes : { $names }.
describe-fixed-count = { $count } corps fixes.
describe-collision = { $a } et { $b } se heurtent à { $time } s.
describe-leaves = { $name } maintenant { $motion }.
describe-more = { $count ->
    [one] 1 collision de plus
   *[other] { $count } collisions de plus
} dans cette seconde.
