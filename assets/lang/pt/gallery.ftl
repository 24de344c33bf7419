# A galeria: sua linha de título, os títulos dos temas, apagar uma das suas cenas.

gallery-choose = Escolha uma demonstração: clique na imagem.
gallery-back = Voltar à cena (Esc)
gallery-open-file = Abrir um arquivo…
    .hint = Uma cena ou uma gravação deste computador
gallery-yours = Suas cenas
gallery-lessons = Lições: preveja, observe, explique
gallery-remove-question = Apagar "{ $name }" para sempre?
gallery-remove = Apagar
gallery-keep = Manter

topic-one-dimension = Colisões em 1D
topic-two-dimensions = Colisões em 2D
topic-restitution = Quiques e restituição
topic-friction = Atrito
topic-stacking = Empilhamento
topic-tunnelling = Tunelamento e detecção contínua
topic-events = Eventos e sensores
topic-many-bodies = Muitos corpos
topic-rolling = Rolamento e giro
topic-oscillations = Pêndulos e molas
topic-machines = Máquinas: alavancas, polias, motores
gallery-pick-failed = O seletor de arquivos não abriu: { $error }
notice-no-such-scene = O link pede a cena "{ $name }", que o catálogo não tem: escolha uma aqui.
notice-no-such-lesson = O link pede a lição "{ $name }", que o catálogo não tem: escolha uma aqui.
notice-link-refused = Este link não pode ser aberto: { $error }. Escolha uma cena aqui.
