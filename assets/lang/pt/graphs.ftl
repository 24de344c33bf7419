# Os gráficos: seus botões, eixos e curvas, e o histograma das velocidades.

graph-kinetic-energy = Energia cinética J
graph-energy = Energia J
graph-momentum = Quantidade de movimento kg·m/s
graph-angular-momentum = Momento angular kg·m²/s
graph-contacts = Contatos
graph-penetration = Maior sobreposição m
graph-height = Altura m
graph-speed = Velocidade m/s
graph-position = Posição m
graph-speeds = Velocidades (um gás)
graph-select-first = Selecione um corpo antes
graph-replaced = { $name } (substituído)
graph-empty = Selecione um corpo (Shift-clique, ou uma linha da tabela de contatos para um par) para traçá-lo.
graph-time = tempo s
graph-now = agora
graph-speeds-empty = O histograma das velocidades precisa de corpos em movimento: abra um gás, ou qualquer cena com muitas bolas.
graph-speeds-line = { $count } corpos · kT = { $kt } J cada (⅔ da média de ½mv²) · velocidade mais provável { $speed } m/s · χ² = { $chi } em { $bins } classes
graph-speed-axis = velocidade m/s
graph-bodies = corpos
graph-maxwell-boltzmann = Maxwell–Boltzmann

curve-kinetic = cinética
curve-of-height = de altura
curve-in-springs = nas molas
curve-total = total
curve-lost = perdida
curve-motors = trabalho dos motores
curve-energy = energia
curve-turning = dela, de rotação
curve-touching = pares em contato
curve-deepest = maior sobreposição
curve-height = altura
curve-speed = velocidade
curve-of-body = { $name } { $what }
