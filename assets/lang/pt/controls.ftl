# O painel esquerdo: sua linha de título, os cabeçalhos das seções e a escolha de idioma e aparência.

controls-help = Ajuda
controls-frame-view = Enquadrar
controls-hide-panels = Ocultar painéis
    .hint = Só a cena e a linha do tempo (F10)
controls-full-screen = Tela cheia
    .hint = F11
controls-save-picture = Salvar imagem
    .hint = A janela como PNG, para uma folha de atividades (F12)
controls-ray-probe = Sonda de raio
    .hint = O que um raio a partir do ponteiro atinge e atravessa (P)
controls-ui-size = Tamanho da interface
controls-projector = Projetor
    .hint = Texto maior, linhas mais grossas, alto contraste: para um projetor
controls-language = Idioma
    .hint = O idioma de todas as palavras do sandbox (também --lang xx, ou ?lang=xx na página)

section-simulation = Simulação
section-gravity = Gravidade
section-detection = Detecção
section-materials = Materiais e interação
section-overlays = Camadas
section-graphics = Gráficos
section-lock = Bloqueio do professor
section-twin = Comparar (mundo gêmeo)
section-recording = Gravação
section-scenes = Cenas
section-momentum = Diagrama de quantidade de movimento
section-readouts = Leituras
section-bodies = Corpos
section-joints = Ligações
section-selected = Corpo selecionado

momentum-newest = A colisão mais recente: { $a } e { $b }, passo { $step }
momentum-newest-selected = A colisão mais recente da seleção: { $a } e { $b }, passo { $step }
momentum-none = Ainda não houve colisão (dos corpos selecionados).

graphics-label = Gráficos
graphics-low = Baixos
    .hint = sombreamento simples, sem antisserrilhamento nem sombras, meia resolução
graphics-high = Altos
    .hint = sombreamento padrão, antisserrilhamento 4×, sombras, resolução total e bolas suaves: lento com um renderizador por software
graphics-simple-shading = Sombreamento simples (uma luz, bolas como sprites)
graphics-anti-aliasing = Antisserrilhamento (multiamostragem 4×)
graphics-why-not = o sombreamento simples não desenha sombras e suas bolas são sempre redondas
graphics-shadows = Sombras
graphics-full-resolution = Resolução total (senão, tão fina quanto a taxa de quadros permitir)
graphics-smooth-balls = Bolas suaves (mais triângulos)
speed-line = { $fps } quadros/s · { $ms } ms por quadro · física { $physics } ms por passo
speed-measuring = quadros/s: medindo · física { $physics } ms por passo
speed-behind = { $line } · quadros lentos demais: a simulação roda a { $percent } % do tempo real

controls-high-contrast = Alto contraste
    .hint = Texto branco sobre painéis pretos, contornos e anéis de foco fortes (também --high-contrast, ou ?contrast=high na página)
controls-text-size = Tamanho do texto
    .hint = O texto dos painéis, para a última fileira e para a baixa visão
