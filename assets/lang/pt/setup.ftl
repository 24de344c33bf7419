# A barra de montagem: a paleta, as ferramentas de ligação, os instrumentos, a edição e o salvamento.

setup-add = Adicionar
setup-sphere = Esfera
    .hint = Uma bola do tamanho e da densidade do painel
setup-box = Caixa
    .hint = Um cubo do tamanho e da densidade do painel
setup-cylinder = Cilindro
    .hint = Uma lata em pé, do tamanho e da densidade do painel
setup-capsule = Cápsula
    .hint = Uma cápsula em pé, do tamanho e da densidade do painel
setup-cone = Cone
    .hint = Um cone sobre a base, do tamanho e da densidade do painel
setup-wedge = Cunha
    .hint = Uma cunha sobre a base, a rampa para a direita, do tamanho e da densidade do painel
setup-die = Dado
    .hint = Um dado de vinte faces, do tamanho e da densidade do painel
setup-hammer = Martelo
    .hint = Um martelo deitado: uma cabeça pesada num cabo leve
setup-wall = Parede
    .hint = Uma parede fixa de 2 m de altura
setup-ramp = Rampa
    .hint = Uma rampa fixa a 20°, com a ponta baixa no chão
setup-string = Fio
    .hint = Clique em um corpo, depois em outro corpo ou em um ponto
setup-rod = Haste
    .hint = Clique em um corpo, depois em outro corpo ou em um ponto
setup-spring = Mola
    .hint = Clique em um corpo, depois em outro corpo ou em um ponto
setup-hinge = Dobradiça
    .hint = Clique em um corpo onde vai o eixo, depois em outro corpo ou no vazio; o eixo aponta na direção da vista
setup-weld = Soldar
    .hint = Clique em um corpo, depois em outro corpo ou no vazio: presos como estão
setup-move = Mover e mirar
    .hint = Arraste um corpo; arraste o anel da sua seta
setup-measure = Medir
setup-tape = Fita
    .hint = Uma fita métrica: arraste suas pontas
setup-protractor = Transferidor
    .hint = Arraste seu vértice e as pontas dos seus braços
setup-gate = Porta
    .hint = Uma fotoporta: cronometra cada corpo que a atravessa; duas dão a velocidade entre elas
setup-snap = Ajustar
    .hint = Aos décimos da grade, velocidades a 0,1 m/s, ângulos a 5°
setup-same-density = Mesma densidade
    .hint = Redimensionar mantém a densidade: uma bola duas vezes mais larga é 8 vezes mais pesada. Desligado: mantém a massa
setup-new-scene = Cena nova
    .hint = Uma sala vazia com chão
setup-save = Salvar
    .hint = No arquivo indicado na caixa Arquivo de cena dos controles (Ctrl+S)
setup-delete = Apagar
    .hint = O corpo selecionado e suas ligações (Delete)
setup-duplicate = Duplicar
    .hint = Uma cópia ao lado do corpo selecionado (Ctrl+D)
setup-undo = Desfazer
setup-undo-count = { $count ->
    [one] { $count } alteração (Ctrl+Z)
   *[other] { $count } alterações (Ctrl+Z)
}
setup-redo = Refazer
setup-redo-count = { $count ->
    [one] { $count } alteração (Ctrl+Y)
   *[other] { $count } alterações (Ctrl+Y)
}

field-mass = massa
field-radius = raio
field-width = largura
field-length = comprimento
field-height = altura
field-depth = profundidade
field-refused = { $field }: "{ $text }" recusado: { $why }
field-not-a-number = não é um número
field-not-finite = não é um número finito
field-range = de { $low } a { $high } { $unit }

edit-position = x { $x }  y { $y }  z { $z } m
edit-aim = { $speed } m/s a { $angle }°
edit-radius = raio { $radius } m
edit-radius-length = raio { $radius } m, comprimento { $length } m
edit-turned = girado { $angle }°
push-aim = { $impulse } N·s
    Δv { $change } m/s
probe-nothing = sonda de raio: nada sob o ponteiro
probe-hits = atinge { $name } a { $distance } m
probe-point = ponto { $point }, normal { $normal }
probe-through = atravessa, em ordem:
probe-nth = { $n }. { $name } a { $distance } m
joint-tension = { $newtons } N
joint-push = empurrão { $newtons } N
joint-holds = { $newtons } N, { $newton_metres } N·m
gates-not-written = não é possível escrever as tabelas das portas em { $folder }: { $error }
gates-label = porta { $number }
lesson-saved = salvo em { $file }
lesson-not-saved = não foi possível salvar { $file }: { $error }
attach-second-end = agora clique em um segundo corpo, ou no vazio para um ponto fixo
attach-let-go = solto: clique em um corpo para começar de novo
attach-string = fio de { $length } m preso
attach-rod = haste de { $length } m presa
attach-spring = mola de { $length } m presa
attach-machine = { $kind ->
    [pin] um pino preso
    [hinge] uma dobradiça presa
    [slider] uma corrediça presa
    [weld] uma solda presa
   *[pulley] uma roldana presa
}
attach-too-short = as pontas estão a menos de { $length } m: nada foi preso

piece-sphere = esfera
piece-box = caixa
piece-cylinder = cilindro
piece-capsule = cápsula
piece-cone = cone
piece-wedge = cunha
piece-die = dado
piece-hammer = martelo
piece-wall = parede
piece-ramp = rampa
