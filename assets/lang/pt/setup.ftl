# A barra de montagem: a paleta, as ferramentas de ligação, os instrumentos, a edição e o salvamento.

setup-add = Adicionar
setup-sphere = Esfera
    .hint = Uma bola do tamanho e da densidade do painel
setup-box = Caixa
    .hint = Um cubo do tamanho e da densidade do painel
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
field-height = altura
field-depth = profundidade
field-refused = { $field }: "{ $text }" recusado: { $why }
field-not-a-number = não é um número
field-not-finite = não é um número finito
field-range = de { $low } a { $high } { $unit }
