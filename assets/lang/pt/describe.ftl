# A cena contada em palavras, para um leitor de tela e a região ao vivo da página.

describe-right = para a direita
describe-left = para a esquerda
describe-up = para cima
describe-down = para baixo
describe-towards = na sua direção
describe-away = se afastando de você
describe-two-ways = { $first } e { $second }
describe-at-rest = em repouso
describe-moving = se move { $direction } a { $speed } m/s
describe-ball = bola
describe-box = caixa
describe-cylinder = cilindro
describe-capsule = cápsula
describe-cone = cone
describe-wedge = cunha
describe-polyhedron = poliedro regular
describe-hull = sólido convexo
describe-compound = corpo composto
describe-body = { $name }: { $shape }, { $mass } kg, { $motion }.
describe-many = { $count } corpos se movem, a { $speed } m/s em média.
describe-apart = { $a } e { $b } estão a { $distance } m um do outro.
describe-fixed = Fixos: { $names }.
describe-fixed-count = { $count } corpos fixos.
describe-collision = { $a } e { $b } colidem em { $time } s.
describe-leaves = { $name } agora { $motion }.
describe-more = { $count ->
    [one] mais 1 colisão
   *[other] mais { $count } colisões
} neste segundo.
