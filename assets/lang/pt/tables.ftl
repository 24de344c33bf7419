# A linha do tempo, as leituras, a tabela de contatos e a ficha de colisão.

timeline-first = ⏮
    .hint = Voltar ao primeiro passo
timeline-backwards = ◀◀
    .hint = Reproduzir para trás (a câmera lenta vale)
timeline-step-back = ◀
    .hint = , : um passo para trás (segure para repetir)
timeline-play = ▶ Reproduzir
    .hint = Espaço
timeline-pause = ⏸ Pausar
    .hint = Espaço
timeline-step-forward = ▶|
    .hint = . : um passo para a frente (segure para repetir)
timeline-status = passo { $step } / { $last } · { $seconds } s
timeline-slider = passo
    .hint = Arraste para qualquer passo gravado
timeline-ghosts = fantasmas
    .hint = O futuro que sua alteração substituiu, desenhado sobre o novo
timeline-differs = difere a partir do passo { $step }
    .hint = Seguir de um passo rebobinado deu outro estado que na primeira vez
timeline-rewound = rebobinado
    .hint = Seguir repete a gravação; uma alteração começa um novo futuro

readout-bodies = Corpos
readout-asleep = Em repouso
readout-pairs = Pares testados
readout-contacts = Contatos
readout-continuous-hits = Impactos contínuos
readout-impacts = Impactos em ordem temporal
readout-cut-short = Parados antes (sem impactos restantes)
readout-non-finite = Corpos não finitos (afastados)
readout-stage = { $stage } ms
readout-kinetic-energy = Energia cinética
readout-joules = { $value } J
readout-momentum = Quantidade de movimento
stage-sleep = repouso
stage-predict = previsão
stage-broadphase = fase ampla
stage-narrowphase = fase estreita
stage-continuous = contínua
stage-reach = alcance
stage-events = eventos
stage-filter = filtro
stage-solver = solver
stage-correction = correção

contacts-none = Nenhum contato neste passo.
contacts-pair = Par
contacts-normal = Normal (de A para B)
contacts-depth = Profundidade m
contacts-impulse = Impulso N·s
contacts-kind = Tipo
contacts-local = Local A / local B
contacts-more = Mais { $count } contatos não listados
contacts-local-hint = local A { $a }, local B { $b }
contacts-vetoed = sensor / vetado
contacts-continuous = contínuo, t = { $time }
contacts-speculative = especulativo (uma folga)
contacts-discrete = discreto

card-span = Do início ao fim do passo da colisão (incluídos a gravidade e outros contatos).
card-static = fixo
card-total = total
card-mass = massa kg
card-velocity-before = velocidade antes m/s
card-velocity-after = velocidade depois m/s
card-momentum-before = quantidade de movimento antes kg·m/s
card-momentum-after = quantidade de movimento depois kg·m/s
card-momentum-change = variação da quantidade de movimento
card-energy = energia cinética antes, depois J
card-energy-lost = energia perdida { $joules } J
card-energy-lost-share = energia perdida { $joules } J ({ $percent } %)
card-e-measured = e medido: velocidade de separação / velocidade de aproximação ao longo da normal = { $e }
card-no-e = eles não se aproximavam ao longo da normal quando o passo começou: não há e para medir
card-impact = t = { $time } ({ $impulse } N·s)
card-impacts = encontraram-se { $count } vezes no passo, cada uma no seu instante: { $impacts }

events-heading = Eventos ({ $count })
events-clear = Limpar
events-begin = início
events-end = fim
events-card = ficha
    .hint = quantidade de movimento e energia antes e depois

instrument-tape = Fita { $metres } m
instrument-protractor = Transferidor { $degrees }°
instrument-put-away = Guardar
instrument-gates-away = Guardar as portas
instrument-stopwatch = Cronômetro { $seconds } s
instrument-stop = Parar
instrument-start = Iniciar
instrument-reset = Zerar
gates-empty = Portas: nada passou ainda
gates-gate = porta
gates-body = corpo
gates-time = tempo s
gates-speed = velocidade m/s
gates-between = { $body }: da porta { $from } à { $to } em { $seconds } s: { $speed } m/s
gauge-collisions = Colisões: { $count }
gauge-kt = kT = { $joules } J
gauge-pressure = Pressão { $pascals } Pa
gauge-ideal = gás ideal N kT / V = { $pascals } Pa
gauge-window = impulso nas paredes nos últimos { $seconds } s
diagram-before = antes
diagram-after = depois
diagram-total = ■ total (larga, clara), desenhada no plano { $first }–{ $second }
scenes-cannot-load = { $name } (não pode ser carregada)
scene-in-english = Esta cena ainda não tem texto em { $language }: ela aparece em inglês.
