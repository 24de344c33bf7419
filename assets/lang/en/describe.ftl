# The scene told in words, for a screen reader and the page's live region.

describe-right = right
describe-left = left
describe-up = up
describe-down = down
describe-towards = towards you
describe-away = away from you
describe-two-ways = { $first } and { $second }
describe-at-rest = at rest
describe-moving = moving { $direction } at { $speed } m/s
describe-ball = ball
describe-box = box
describe-cylinder = cylinder
describe-capsule = capsule
describe-cone = cone
describe-wedge = wedge
describe-polyhedron = regular polyhedron
describe-hull = convex solid
describe-compound = compound body
describe-body = { $name }: { $shape }, { $mass } kg, { $motion }.
describe-many = { $count } bodies move, at { $speed } m/s on average.
describe-apart = { $a } and { $b } are { $distance } m apart.
describe-fixed = Fixed: { $names }.
describe-fixed-count = { $count } fixed bodies.
describe-collision = { $a } and { $b } collide at { $time } s.
describe-leaves = { $name } now { $motion }.
describe-more = { $count ->
    [one] 1 more collision
   *[other] { $count } more collisions
} this second.
