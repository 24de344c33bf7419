# O painel esquerdo: sua linha de título, os cabeçalhos das seções e a escolha de idioma e aparência.

controls-help = Ajuda
controls-frame-view = Enquadrar
controls-hide-panels = Ocultar painéis
    .hint = Só a cena e a linha do tempo (Tab)
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
