# A barra fina sobre a cena e seus menus.

toolbar-controls = ☰ Controles
    .hint = Todos os ajustes, os corpos, as gravações e os arquivos de cena (F10 oculta todos os painéis)
toolbar-gallery = Galeria
    .hint = Todas as cenas para escolher (Esc)
toolbar-reset = ⟲ Reiniciar
    .hint = Volta a cena ao estado em que foi carregada (Backspace)
toolbar-gravity = Gravidade
    .hint = G
toolbar-continuous = Contínua
    .hint = Detecção contínua: varre os corpos rápidos para que não atravessem nada (C)
toolbar-labels = Rótulos
    .hint = Nomes e valores ao lado dos corpos
toolbar-tables = Tabelas
    .hint = Contatos, eventos, gráficos e a tabela de dados
toolbar-inspector = Inspetor
    .hint = Por que um par colidiu ou não (I)
toolbar-energy = Energia
    .hint = Barras da energia cinética, de rotação e potencial, e do que se perdeu
toolbar-instruments = Instrumentos
    .hint = A fita métrica, o transferidor, o cronômetro e as portas (colocados pela barra de montagem)
toolbar-help = ?
    .hint = Ajuda: o mouse e as teclas (H)

toolbar-overlays = Camadas: { $set } ⏷
toolbar-overlays-own = próprias
overlay-set-plain = Simples
overlay-set-contacts = Contatos
overlay-set-motion = Movimento
overlay-set-response = Resposta

toolbar-view = Vista: { $view } ⏷
    .hint = 1D e 2D prendem cada corpo em movimento a uma reta ou a um plano, visto de frente e sem perspectiva
view-free = 3D
view-line = 1D: ao longo de x
view-front = 2D: o plano x–y
view-top = 2D: a mesa, vista de cima

toolbar-mouse = Mouse: { $tool } ⏷
mouse-push = empurrar
mouse-grab = agarrar
mouse-string = fio
mouse-rod = haste
mouse-spring = mola
mouse-hinge = dobradiça
mouse-weld = solda
mouse-edit = montar
mouse-push-choice = Empurrar: um clique empurra, arrastar mira
    .hint = M troca de ferramenta
mouse-grab-choice = Agarrar: arrastar puxa, soltar lança
mouse-string-choice = Fio: clique em um corpo, depois em outro corpo ou no vazio (um ponto fixo)
mouse-rod-choice = Haste: clique em um corpo, depois em outro corpo ou no vazio (um ponto fixo)
mouse-spring-choice = Mola: clique em um corpo, depois em outro corpo ou no vazio (um ponto fixo)
mouse-hinge-choice = Dobradiça: clique em um corpo onde vai o eixo (ele gira em torno da direção da vista), depois em outro corpo ou no vazio (o mundo)
mouse-weld-choice = Solda: clique em um corpo, depois em outro corpo (ou no vazio, o mundo): presos como estão
mouse-edit-choice = Montar: arrastar move um corpo, o anel da sua seta o aponta (E)
    .hint = Pausa o relógio; Ctrl+Z desfaz, Ctrl+Y refaz

overlay-contact-points = Pontos de contato
overlay-normals = Normais de contato
overlay-penetration = Profundidade de penetração
overlay-aabbs = Caixas envolventes
overlay-velocities = Velocidades
overlay-velocity-scale = 1 m de seta = { $scale } m/s
overlay-spins = Giro (seta ao longo do eixo, anel girando no seu sentido)
overlay-spin-scale = 1 m de seta além da bola = { $scale } rad/s
overlay-momenta = Quantidades de movimento
overlay-momentum-scale = 1 m de seta = { $scale } kg·m/s
overlay-log = Escala logarítmica para velocidade e quantidade de movimento
overlay-log-legend = escala logarítmica: 1 m = 9, 2 m = 99, 3 m = 999 unidades
overlay-centre-of-mass = Centro de massa e sua velocidade
overlay-traces = Trajetórias
overlay-trace-seconds = rastro s
overlay-sweeps = Volumes varridos e poses de impacto
overlay-impulses = Impulsos (normal laranja, atrito verde)
overlay-impulse-scale = 1 m de seta = { $scale } N·s
overlay-corrections = Deslocamentos da correção de posição
overlay-correction-legend = fantasma: antes do deslocamento; seta ×{ $magnification }
overlay-tunnelling = Rápido demais para a detecção discreta (vermelho)
overlay-grid = Grade do chão (1 m) e eixos
