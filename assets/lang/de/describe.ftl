# Die Szene in Worten, für einen Bildschirmleser und den Live-Bereich der Seite.

describe-right = nach rechts
describe-left = nach links
describe-up = nach oben
describe-down = nach unten
describe-towards = auf dich zu
describe-away = von dir weg
describe-two-ways = { $first } und { $second }
describe-at-rest = in Ruhe
describe-moving = bewegt sich { $direction } mit { $speed } m/s
describe-ball = Kugel
describe-box = Quader
describe-cylinder = Zylinder
describe-capsule = Kapsel
describe-cone = Kegel
describe-wedge = Keil
describe-polyhedron = regelmäßiges Polyeder
describe-hull = konvexer Körper
describe-compound = zusammengesetzter Körper
describe-body = { $name }: { $shape }, { $mass } kg, { $motion }.
describe-many = { $count } Körper bewegen sich, im Mittel mit { $speed } m/s.
describe-apart = { $a } und { $b } sind { $distance } m voneinander entfernt.
describe-fixed = Fest: { $names }.
describe-fixed-count = { $count } feste Körper.
describe-collision = { $a } und { $b } stoßen bei { $time } s zusammen.
describe-leaves = { $name } jetzt { $motion }.
describe-more = { $count ->
    [one] 1 weiterer Stoß
   *[other] { $count } weitere Stöße
} in dieser Sekunde.
