# A moldura dos painéis: a volta dos painéis ocultos, as abas de baixo, os títulos das janelas.

panels-show = ☰ Painéis
    .hint = Mostra os painéis de novo (Tab)
tab-contacts-events = Contatos e eventos
tab-graphs = Gráficos
tab-data-table = Tabela de dados
window-help = Ajuda
window-collision-card = Ficha de colisão: { $a } – { $b }, passo { $step }
window-instruments = Instrumentos
window-energy = Energia
energy-whole-scene = A cena inteira (J)
energy-selected-body = o corpo selecionado
energy-body = { $name } (J)
contacts-heading = Contatos ({ $count })
