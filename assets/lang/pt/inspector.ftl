# O inspetor de pares: por que dois corpos colidiram ou não, etapa por etapa; e a seção das ligações.

inspector-title = Inspetor de pares
inspector-close = Fechar
inspector-how-to-pick = Shift+clique em dois corpos, clique em uma linha da tabela de contatos ou escolha um par abaixo.
inspector-heading-collided = { $a } e { $b }: colidiram no passo { $step }
inspector-heading-missed = { $a } e { $b }: não colidiram no passo { $step }
inspector-needs-continuous = { $body } precisa de detecção contínua acima de { $speed } m/s (move-se a { $moving })
inspector-scrub = t no passo
inspector-impact = impacto
inspector-at-time = em t = { $t } do voo livre: { $words }
inspector-candidates = Pares da fase ampla neste passo ({ $count })
inspector-more = e mais { $count }
scrub-spheres = centros a { $distance } m, soma dos raios { $radii } m: { $verdict }
scrub-solids-apart = a { $gap } m nos pontos mais próximos (GJK)
scrub-solids-overlapping = sobrepostos { $depth } m ao longo de { $normal } (EPA)
scrub-boxes-overlapping = sobrepostas, o mínimo ao longo de { $axis } por { $depth } m
scrub-boxes-apart = separadas: sobreposição por eixo { $overlap } m
scrub-box-sphere = centro da esfera { $region }, a { $distance } m da caixa, raio { $radius } m: { $verdict }
scrub-overlapping = sobrepostos
scrub-apart = separados

report-head-collided = passo { $step } (dt { $dt } s): { $a } e { $b } colidiram
report-head-missed = passo { $step } (dt { $dt } s): { $a } e { $b } não colidiram
report-body-path = { $body }: de { $start } a { $velocity } m/s, voo livre até { $flight }, terminou em { $end } a { $end_velocity } m/s
report-tunnelling = tunelamento: { $body } precisa de detecção contínua acima de { $speed } m/s para ter certeza de encontrar { $other } (movendo-se como agora)
report-deciding = { $line } (decisivo)
stage-name-broadphase = fase ampla
stage-name-narrowphase = fase estreita
stage-name-continuous = contínua
stage-name-response = resposta
stage-name-joint = ligação

broad-both-static = ambos fixos: nunca um par
broad-layers-apart = suas camadas de colisão não se encontram: nunca um par
broad-candidate = os volumes varridos se sobrepõem: um par candidato
broad-apart = os volumes varridos estão a { $gap } m ao longo de { $axis }: não é um par
broad-bounds-a = volume A de { $min } a { $max }
broad-bounds-b = volume B de { $min } a { $max }
broad-gap = folga por eixo { $gap } m (negativa: sobreposição)
broad-filed-a = A arquivado { $filing }
broad-filed-b = B arquivado { $filing }
filing-nowhere = em lugar nenhum (não é um corpo neste passo, ou sua posição não é finita)
filing-moving = na grade dos corpos em movimento (células de { $size } m), célula { $cell }: testado contra a sua e as 26 células vizinhas
filing-static = na grade dos corpos fixos (células de { $size } m, mantida entre passos), células { $first } a { $last }
filing-outsized = à parte, largo demais para sua grade: testado contra todos os corpos

test-spheres = distância entre centros { $distance } m contra a soma dos raios { $radii } m
test-solids-apart = GJK: pontos mais próximos { $a } e { $b }, a { $gap } m
test-solids-overlapping = EPA: sobrepostos { $depth } m ao longo da normal { $normal }
test-boxes = sobreposição por eixo { $overlap } m
test-boxes-least = sobreposição por eixo { $overlap } m, mínima ao longo de { $axis } (o eixo da normal)
test-box-sphere = ponto da caixa ({ $box }) mais próximo do centro da esfera { $closest }: a { $distance } m dele contra o raio { $radius } m; o centro está { $region }
region-inside = dentro da caixa
region-face = sobre uma face
region-edge = sobre uma aresta
region-corner = sobre um canto
feature-face-a = face { $axis } de A
feature-face-b = face { $axis } de B
feature-edges = aresta { $a } de A × aresta { $b } de B
turned-overlapping = sobrepostas nos 15 eixos, o mínimo ao longo de { $feature } por { $depth } m (o eixo da normal)
turned-apart = separadas ao longo de { $feature } por { $gap } m
turned-gap = { $feature }: folga { $gap } m
turned-parallel = { $feature }: arestas paralelas, sem eixo

narrow-tested-at = testado onde o voo livre os levou: A em { $a }, B em { $b }; alcance especulativo { $reach } m
narrow-normal = normal { $normal } (de A para B), penetração { $penetration } m
narrow-points = pontos: em A { $a }, em B { $b }
narrow-local-points = pontos locais: A { $a }, B { $b }
narrow-seam = a face atingida está coberta por uma caixa vizinha (uma junta): a normal foi tomada ao longo de outro eixo
narrow-overlapping = sobrepostos: um contato
narrow-speculative = uma folga de { $gap } m dentro do alcance: um contato especulativo
narrow-apart = separados: sem contato
manifold-edges = arestas cruzadas: tocam-se em um ponto
manifold-face = através de { $face }, a face de referência: a face da outra caixa mais virada contra ela, recortada aos lados da face de referência, mantém seus cantos dentro do alcance (no máximo quatro)
manifold-apart = separadas: os pontos através da maior folga, cada um um contato especulativo
manifold-head = variedade de contato de { $count } pontos, { $across }
manifold-point = ponto { $number }: em A { $a }, em B { $b }, sobreposição { $overlap } m; braços |r × n| { $lever_a } m (A), { $lever_b } m (B): massa efetiva { $mass } kg
manifold-turning = um empurrão em um ponto fora da reta que passa por um centro gira esse corpo: o solucionador empurra primeiro todos os pontos por igual (o que para o meio deles), depois cada um sozinho, assim uma caixa pousa plana sem tombar e uma que cai sobre o canto gira ao ser empurrada para cima

sweep-body = { $body }: percorreu { $travel } m, varrido acima de { $threshold } m se um contato se fecha rápido, acima de { $tunnel } m sempre: { $swept }
swept-not = não varrido
swept-may-tunnel = varrido, pois poderia atravessar
swept-closes-fast = varrido, pois um contato dele se fechou rápido
swept-sent-on = varrido, pois um impacto o mandou por um novo caminho
swept-every-body = varrido, como todo corpo em movimento
span-always = { $axis }: sobrepostos o passo inteiro
span-never = { $axis }: separados o passo inteiro
span-between = { $axis }: t_entrada { $enter } t_saída { $leave }
sphere-still = sem movimento relativo: ao alcance o passo inteiro
sphere-roots = raízes t = { $enter } e { $leave }
sphere-no-roots = sem raízes reais
sphere-closest = os centros chegam no mínimo a { $distance } m
continuous-turning = uma caixa gira enquanto voa: o par avança sua folga dividida pelo mais rápido que um ponto pode se aproximar (velocidade relativa + velocidade angular × alcance), de novo e de novo até se tocarem (avanço conservador)
continuous-poses = posições no impacto: A { $a }, B { $b }; normal { $normal }, ponto { $point }
continuous-impact = t = { $t } ({ $impulse } N·s)
continuous-impacts = impactos deste passo, em ordem de tempo: { $impacts }
continuous-met-times = encontraram-se { $count } vezes neste passo, cada uma resolvida no seu próprio tempo; a última em t = { $t }
continuous-hit = impacto em t = { $t } do passo, resolvido ali
continuous-meet = os voos se encontram em t = { $t }, { $why }
not-taken-disabled = mas a detecção contínua está desligada
not-taken-not-swept = mas nenhum corpo foi varrido (lento demais, ou sem se fechar rápido sobre nada): deixado ao teste discreto
not-taken-overlapping = mas estavam sobrepostos no início do passo: deixado ao solucionador
not-taken-slow = devagar demais para se atravessarem: deixado ao solucionador
not-taken-elsewhere = mas um impacto anterior mudou um caminho, ou está em uma junta entre caixas
continuous-miss = sem tempo de impacto: { $why }
continuous-none = sem tempo de impacto
miss-overlapping = estavam sobrepostos no início do passo
miss-parting = em contato no início e se afastando
miss-apart-along = separados ao longo de { $axis } o passo inteiro
miss-different-times = os caminhos se cruzam, mas em tempos diferentes
miss-pass-wide = os centros passam mais longe que a soma dos raios
miss-after = só se encontrariam depois do passo
miss-before = teriam se encontrado antes do início do passo
miss-corner = os volumes se encontram, mas a esfera passa pelo canto arredondado
miss-turned-clear = a caixa gira enquanto voa e passa sem tocar a outra

response-materials = restituição { $restitution } e atrito { $friction } (combinados); abaixo de { $threshold } m/s de aproximação não há quique
response-approach = velocidade de aproximação { $speed } m/s: restituição usada { $used }
response-record = { $when }: normal { $normal }, impulso normal { $impulse } N·s, impulso de atrito { $friction } N·s, deslocamento de correção { $shift } m
response-not-resolved = { $line } (não resolvido)
response-discrete = contato discreto
response-hit-at = impacto em t = { $t }
response-rolling = no fim do passo os pontos de contato deslizam a { $slip } m/s: rolando: os pontos de contato se movem juntos
response-slipping = no fim do passo os pontos de contato deslizam a { $slip } m/s: deslizando
response-sensor = um sensor: relatado, não resolvido
response-vetoed = vetado pelo código do jogo: relatado, não resolvido
response-nothing = sem contato: nada a resolver
response-resolved = resolvido: um impulso normal de { $impulse } N·s no total
response-no-impulse = nenhum impulso necessário: os corpos não se pressionaram

joint-what = { $kind ->
    [rod] uma haste
    [spring] uma mola
    [pulley] uma roldana
   *[string] um fio
} de { $length } m de { $a } a { $b }
joint-broke = { $what }: rompeu-se no passo { $step } e não puxa mais
joint-slack = { $what }: frouxa, não puxa nada
joint-pushes = { $what }: empurra com { $force } N
joint-pulls = { $what }: puxa com { $force } N
joint-spring-stretch = extremidades a { $distance } m, { $beyond } m além do comprimento em repouso: k·x = { $force } N (k { $k } N/m, amortecimento { $c } N·s/m)
joint-stretch = extremidades a { $distance } m: { $beyond } µm além do comprimento
joint-breaks-above = rompe-se acima de { $force } N
joint-solved-alone = resolvida exatamente, sozinha: nenhuma outra ligação compartilha um corpo que se move
joint-solved-with = { $others ->
    [one] resolvida exatamente junto com a outra ligação presa a ela por um corpo que compartilham
   *[other] resolvida exatamente junto com as outras { $others } ligações presas a ela por corpos compartilhados
}
joint-acted = atuou em { $acting } de { $substeps } subpassos, no máximo { $newton ->
    [one] { $newton } passo de Newton
   *[other] { $newton } passos de Newton
} em um; { $settled }, extremidades erradas por { $missed } µm no máximo
joint-settled = assentada dentro da tolerância
joint-not-settled = não assentada em todos os subpassos
joint-tension-impulse = impulso de tensão { $total } N·s: { $motion } no movimento dos subpassos, { $hold } segurando as extremidades para não se afastarem depois
joint-fixed-point = um ponto fixo

joints-none = Sem ligações: as ferramentas fio, haste, mola, dobradiça e solda (J) as prendem.
joints-row = { $kind ->
    [rod] Haste
    [spring] Mola
    [pin] Pino
    [hinge] Dobradiça
    [slider] Corrediça
    [weld] Solda
    [pulley] Roldana
   *[string] Fio
} de { $a } a { $b }: { $state }
joints-broken = rompida
joints-force = { $force } N
joints-how-solved = Como o solucionador a tratou
joints-remove = Remover
joints-rest = repouso
joint-machine-what = { $kind ->
    [pin] um pino
    [hinge] uma dobradiça
    [slider] uma corrediça
   *[weld] uma solda
} de { $a } a { $b }
joint-holds-with = { $what }: segura com { $force } N e { $torque } N·m
joint-motor-gives = seu motor dá { $effort } { $kind ->
    [slider] N
   *[hinge] N·m
}
joint-machine-solved = resolvida em { $substeps } subpassos como linhas do passo suave; suas âncoras a { $missed } µm no máximo
joints-limits = Limites
joints-low = mín
joints-high = máx
joints-motor = Motor
joints-speed = velocidade
joints-most = no máximo
joints-bends = Dobra
joints-hertz = Hz
joints-ratio = razão
joints-length = comprimento
