# O que há de errado em um arquivo de cena, lição ou gravação, ou em um link: o arquivo e a linha, o campo e por quê.

file-unread = { $file }: não é possível ler: { $error }
file-syntax = { $place }: { $error }
file-body-field = { $place }: corpo "{ $body }", campo `{ $field }`: { $problem }
file-field = { $place }: campo `{ $field }`: { $problem }
file-step-field = { $place }: passo { $step }, campo `{ $field }`: { $problem }

problem-scene-name = a cena precisa de um nome
problem-body-name = todo corpo precisa de um nome não vazio
problem-name-twice = dois corpos têm este nome; os nomes devem ser únicos
problem-half-extents = toda meia-aresta deve ser > 0, recebido { $got }
problem-fixed-and-kinematic = um corpo é fixo ou cinemático, não ambos
problem-mass = um corpo que se move precisa de uma massa > 0, recebido { $got } (ou defina fixed: true)
problem-zero-to-one = deve estar entre 0 e 1, recebido { $got }
problem-color = deve ser "#rrggbb" (seis dígitos hexadecimais), recebido { $got }
problem-camera-point = { $point }: todo componente deve ser finito, recebido { $got }
problem-camera-view-and-position = dê uma vista ou uma posição, não ambas
problem-camera-distance = a posição é o alvo: a câmera precisa de uma distância
problem-rotation-finite = todo componente deve ser um número finito, recebido { $got }
problem-rotation-zero = um quatérnio nulo não é uma rotação: dê um de comprimento 1, recebido { $got }
problem-direction = deve apontar para algum lugar, recebido { $got }
problem-finite = deve ser um número finito, recebido { $got }
problem-not-negative = deve ser ≥ 0, recebido { $got }
problem-positive = deve ser > 0, recebido { $got }
problem-components = todo componente deve ser um número finito, recebido { $got }
problem-compare-restitution = { $got } está fora da restituição de 0 a 1 ({ $low } a { $high })
problem-compare-substeps = { $got } está fora dos subpassos permitidos ({ $low } a { $high })
problem-compare-iterations = { $got } está fora das iterações do solucionador permitidas ({ $low } a { $high })
problem-translation-body = "{ $code }": nenhum corpo se chama "{ $body }" (ou "{ $body } N") na cena
problem-translation-english = "en" é o texto próprio do arquivo; as traduções são para outros idiomas
problem-translation-code = "{ $code }" não é o código de duas letras de um idioma, como "es"
problem-joint-one-body = as duas extremidades estão em um corpo: uma ligação prende dois corpos, ou um corpo e um ponto
problem-finite-not-negative = deve ser um número finito ≥ 0, recebido { $got }
problem-joint-length = uma haste ou um fio precisa de um comprimento > 0 (as extremidades começam juntas)
problem-breaking-force = deve ser uma força > 0 (N), recebido { $got }
problem-stiffness = uma mola precisa de uma rigidez > 0 (N/m)
problem-no-body-named = nenhum corpo se chama "{ $name }"
problem-setting-outside = { $setting } { $value } está fora de { $low } a { $high }

problem-recording-dt = { $got } s está fora de 0.00001 a 0.1 s
problem-recording-substeps = { $got } está fora de 1 a 64
problem-recording-body = a mudança após o passo { $step } tem um corpo com um valor não finito, um tamanho ou massa não acima de 0, ou e fora de 0 a 1
problem-recording-joint = a mudança após o passo { $step } tem uma ligação com um valor não finito, um comprimento ou força de ruptura não acima de 0, uma rigidez ou amortecimento abaixo de 0, ou as duas extremidades em um corpo
problem-recording-hashes = { $hashes } impressões para { $steps } passos: uma antes do primeiro passo e uma por passo

problem-lesson-title = a lição precisa de um título
problem-lesson-steps = a lição precisa de pelo menos um passo
problem-scene-reference = "{ $scene }" deve ser o nome de uma cena do catálogo ou um caminho dentro da pasta da lição (sem .., sem /)
problem-scene-outside = "{ $scene }" leva para fora de { $folder }
problem-no-scene = não há cena "{ $scene }" na pasta da lição nem no catálogo
problem-first-scene = o primeiro passo deve abrir uma cena
problem-within = deve ser um tempo > 0 s, recebido { $got }
problem-scene-refused = a cena não carrega: { $error }
problem-no-body = não há corpo "{ $name }" na cena do passo (seus corpos: { $bodies })
problem-change-mass = corpo "{ $name }": a massa deve ser > 0 kg, recebido { $got }
problem-change-velocity = corpo "{ $name }": a velocidade deve ser finita, recebido { $got }
problem-change-restitution = corpo "{ $name }": a restituição deve estar entre 0 e 1, recebido { $got }
problem-change-friction = corpo "{ $name }": o atrito deve ser ≥ 0, recebido { $got }
problem-change-substeps = os subpassos devem ser de { $low } a { $high }, recebido { $got }
problem-choice-options = uma escolha precisa de pelo menos duas opções, recebido { $options } (resposta { $answer })
problem-choice-answer = a resposta { $answer } não é uma das { $options } opções (contadas a partir de 0)
problem-tolerance = a tolerância deve ser > 0, recebido { $got }
problem-number-unrevealed = um número é comparado com um valor revelado: adicione reveal
problem-run-steps = rode pelo menos um passo
problem-run-seconds = os segundos devem ser > 0, recebido { $got }
problem-run-plane = o plano precisa de um ponto finito e de uma normal com comprimento, recebido { $got }
problem-run-speed = a velocidade deve ser > 0 m/s, recebido { $got }
problem-run-angle = o ângulo deve estar entre 0 e 180 graus, recebido { $got }
problem-translation-of = "{ $code }": { $problem }
problem-translation-ideas = { $ideas } ideias para as { $english } da lição
problem-translation-steps = { $steps } passos para os { $english } da lição
problem-translation-question = o passo { $step } não faz pergunta em inglês
problem-translation-unit = o passo { $step } não pede número em inglês, então não tem unidade
problem-translation-options = passo { $step }: { $options } opções para as { $english } do inglês

link-settings-not-listed = seus ajustes não são uma lista de nomes e valores
link-unknown-setting = nomeia um ajuste que não existe: { $name }
link-settings-unread = seus ajustes: { $error }
link-reader-said = { $words }
link-too-long = a montagem é grande demais para um link ({ $chars } caracteres, no máximo { $most }): salve-a como arquivo
link-damaged = o link está danificado (cortado ou alterado): peça-o de novo
link-too-big = o link contém mais de { $megabytes } MB de cena
link-unreadable = o link não é uma montagem: { $problem }
link-scene = a cena do link não pode ser aberta: { $error }
link-settings = os ajustes do link não podem ser usados: { $problem }
link-too-many-bodies = a cena do link tem { $bodies } corpos, mais do que os { $most } que um link pode levar
problem-not-of-kind = { $kind ->
    [rod] uma haste
    [string] um fio
    [spring] uma mola
    [pin] um pino
    [hinge] uma dobradiça
    [slider] uma corrediça
    [weld] uma solda
   *[pulley] uma roldana
} não tem o campo `{ $field }`
problem-pulley-wheels = uma roldana precisa de suas duas rodas: `wheels: ((x, y, z), (x, y, z))`
problem-motor-max = o torque ou a força máxima de um motor deve ser ≥ 0, obtido { $got }
problem-weld-spring = a mola de uma solda precisa de hertz > 0 e uma razão de amortecimento ≥ 0, obtido { $got }
problem-ratio = a razão de uma roldana deve ser > 0, obtido { $got }
problem-limits-order = o limite inferior { $low } está acima do superior { $high }
problem-breaking-torque = deve ser um torque > 0 (N·m), obtido { $got }
problem-hull-too-few = uma envoltória precisa de pelo menos 4 pontos, obtido { $got }
problem-hull-not-finite = o ponto { $point } não é um número finito
problem-hull-flat = os pontos estão num plano ou numa reta e não encerram volume
problem-polyhedron-faces = um poliedro regular tem 4, 6, 8, 12 ou 20 faces, obtido { $got }
problem-compound-empty = um corpo composto precisa de pelo menos uma parte
problem-compound-nested = a parte { $part } é composta: as partes são formas simples
