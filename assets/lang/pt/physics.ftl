# As seções de física dos controles: o relógio e o solver, a gravidade, a detecção, os materiais e a criação.

clock-play = Reproduzir
    .hint = Espaço
clock-pause = Pausar
    .hint = Espaço
clock-step = Passo
    .hint = N: um passo fixo
clock-reset = Reiniciar
    .hint = Volta a cena ao estado em que foi carregada
clock-time-scale = Escala de tempo ×
clock-step-line = Passo { $step } · dt = { $ms } ms
solver-substeps = Subpassos
solver-iterations = Iterações do solver
solver-correction = Correção de posição
    .hint = Separa os corpos sobrepostos após os impulsos; sem ela, a sobreposição que resta permanece
solver-sleeping = Repouso
    .hint = Grupos de corpos em repouso deixam de ser simulados (tingidos de azul) até que algo os toque
solver-threads = Threads
    .hint = O trabalho do passo dividido entre tantos núcleos do computador: o mesmo movimento, mais cedo
solver-threads-all = todas
solver-soft = Contatos macios
    .hint = Caixas que tombam sustentadas por contatos macios, resolvidos de quatro em quatro, em vez de iterar até uma tolerância
solver-stiffness = Rigidez do contato (Hz)
    .hint = Com que força uma sobreposição é expulsa, como uma mola desta frequência
solver-damping = Amortecimento do contato
    .hint = Acima de 1 a expulsão desacelera perto da superfície, sem nunca ultrapassá-la
solver-push-out = Expulsão m/s
    .hint = A maior velocidade com que uma sobreposição é expulsa

gravity-on = Gravidade
gravity-strength = m/s²

detection-continuous = Detecção contínua
    .hint = Varre os corpos rápidos ao longo da trajetória para que não atravessem os finos
detection-every-body = Varrer todos os corpos

material-restitution = Restituição
material-friction = Atrito
material-override-restitution = Fixar a restituição
material-override-friction = Fixar o atrito
material-mouse = Mouse sobre um corpo (M)
material-push = Empurrar
    .hint = Clique: empurra ao longo da vista; arrastar: mira o empurrão
material-grab = Agarrar
    .hint = Arrastar: puxa-o; soltar: lança-o
material-push-strength = Empurrão N·s
    .hint = O impulso de um clique, e o de um empurrão mirado por metro de seta
spawn-sphere = Criar esfera
    .hint = S: onde está o ponteiro
spawn-box = Criar caixa
    .hint = B: onde está o ponteiro
spawn-size = Tamanho ao criar m
spawn-density = Densidade ao criar kg/m³
spawn-masses = uma esfera { $sphere } kg, uma caixa { $box } kg
spawn-restitution = Restituição ao criar
spawn-friction = Atrito ao criar
