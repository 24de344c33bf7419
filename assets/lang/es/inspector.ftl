# El inspector de pares: por qué dos cuerpos chocaron o no, etapa por etapa; y la sección de las uniones.

inspector-title = Inspector de pares
inspector-close = Cerrar
inspector-how-to-pick = Haz Mayús+clic en dos cuerpos, haz clic en una fila de la tabla de contactos o elige un par abajo.
inspector-heading-collided = { $a } y { $b }: chocaron en el paso { $step }
inspector-heading-missed = { $a } y { $b }: no chocaron en el paso { $step }
inspector-needs-continuous = { $body } necesita detección continua por encima de { $speed } m/s (se mueve a { $moving })
inspector-scrub = t en el paso
inspector-impact = impacto
inspector-at-time = en t = { $t } del vuelo libre: { $words }
inspector-candidates = Pares de la fase amplia en este paso ({ $count })
inspector-more = y { $count } más
scrub-spheres = centros a { $distance } m, suma de radios { $radii } m: { $verdict }
scrub-solids-apart = a { $gap } m en sus puntos más cercanos (GJK)
scrub-solids-overlapping = se solapan { $depth } m a lo largo de { $normal } (EPA)
scrub-boxes-overlapping = se solapan, lo mínimo a lo largo de { $axis } por { $depth } m
scrub-boxes-apart = separadas: solape por eje { $overlap } m
scrub-box-sphere = centro de la esfera { $region }, a { $distance } m de la caja, radio { $radius } m: { $verdict }
scrub-overlapping = se solapan
scrub-apart = separados

report-head-collided = paso { $step } (dt { $dt } s): { $a } y { $b } chocaron
report-head-missed = paso { $step } (dt { $dt } s): { $a } y { $b } no chocaron
report-body-path = { $body }: desde { $start } a { $velocity } m/s, vuelo libre hasta { $flight }, terminó en { $end } a { $end_velocity } m/s
report-tunnelling = efecto túnel: { $body } necesita detección continua por encima de { $speed } m/s para estar seguro de encontrar a { $other } (moviéndose como ahora)
report-deciding = { $line } (decide)
stage-name-broadphase = fase amplia
stage-name-narrowphase = fase estrecha
stage-name-continuous = continua
stage-name-response = respuesta
stage-name-joint = unión

broad-both-static = ambos fijos: nunca un par
broad-layers-apart = sus capas de colisión no se encuentran: nunca un par
broad-candidate = los volúmenes barridos se solapan: un par candidato
broad-apart = los volúmenes barridos están a { $gap } m a lo largo de { $axis }: no es un par
broad-bounds-a = volumen A de { $min } a { $max }
broad-bounds-b = volumen B de { $min } a { $max }
broad-gap = hueco por eje { $gap } m (negativo: solape)
broad-filed-a = A archivado { $filing }
broad-filed-b = B archivado { $filing }
filing-nowhere = en ninguna parte (no es un cuerpo en este paso, o su posición no es finita)
filing-moving = en la rejilla de cuerpos en movimiento (celdas de { $size } m), celda { $cell }: probado contra la suya y las 26 celdas vecinas
filing-static = en la rejilla de cuerpos fijos (celdas de { $size } m, guardada entre pasos), celdas { $first } a { $last }
filing-outsized = aparte, demasiado ancho para su rejilla: probado contra todos los cuerpos

test-spheres = distancia entre centros { $distance } m frente a la suma de radios { $radii } m
test-solids-apart = GJK: puntos más cercanos { $a } y { $b }, a { $gap } m
test-solids-overlapping = EPA: se solapan { $depth } m a lo largo de la normal { $normal }
test-boxes = solape por eje { $overlap } m
test-boxes-least = solape por eje { $overlap } m, mínimo a lo largo de { $axis } (el eje de la normal)
test-box-sphere = punto de la caja ({ $box }) más cercano al centro de la esfera { $closest }: a { $distance } m de él frente al radio { $radius } m; el centro está { $region }
region-inside = dentro de la caja
region-face = sobre una cara
region-edge = sobre una arista
region-corner = sobre una esquina
feature-face-a = cara { $axis } de A
feature-face-b = cara { $axis } de B
feature-edges = arista { $a } de A × arista { $b } de B
turned-overlapping = se solapan en los 15 ejes, lo mínimo a lo largo de { $feature } por { $depth } m (el eje de la normal)
turned-apart = separadas a lo largo de { $feature } por { $gap } m
turned-gap = { $feature }: hueco { $gap } m
turned-parallel = { $feature }: aristas paralelas, no hay eje

narrow-tested-at = probado donde los llevó el vuelo libre: A en { $a }, B en { $b }; alcance especulativo { $reach } m
narrow-normal = normal { $normal } (de A a B), penetración { $penetration } m
narrow-points = puntos: en A { $a }, en B { $b }
narrow-local-points = puntos locales: A { $a }, B { $b }
narrow-seam = la cara golpeada está cubierta por una caja vecina (una junta): la normal se tomó a lo largo de otro eje
narrow-overlapping = se solapan: un contacto
narrow-speculative = un hueco de { $gap } m dentro del alcance: un contacto especulativo
narrow-apart = separados: sin contacto
manifold-edges = aristas cruzadas: se tocan en un punto
manifold-face = a través de { $face }, la cara de referencia: la cara de la otra caja más girada contra ella, recortada a los lados de la cara de referencia, conserva sus esquinas dentro del alcance (cuatro como mucho)
manifold-apart = separadas: los puntos a través del hueco más ancho, cada uno un contacto especulativo
manifold-head = colector de { $count } puntos, { $across }
manifold-point = punto { $number }: en A { $a }, en B { $b }, solape { $overlap } m; brazos |r × n| { $lever_a } m (A), { $lever_b } m (B): masa efectiva { $mass } kg
manifold-turning = un empuje en un punto fuera de la línea que pasa por un centro gira ese cuerpo: el solucionador empuja primero todos los puntos por igual (lo que detiene su centro), luego cada uno por separado, así una caja aterriza plana sin volcar y una que cae sobre su esquina gira al ser empujada hacia arriba

sweep-body = { $body }: recorrió { $travel } m, barrido por encima de { $threshold } m si un contacto se cierra rápido, por encima de { $tunnel } m siempre: { $swept }
swept-not = no barrido
swept-may-tunnel = barrido, porque podría atravesar
swept-closes-fast = barrido, porque un contacto suyo se cerró rápido
swept-sent-on = barrido, porque un impacto lo envió por un camino nuevo
swept-every-body = barrido, como todo cuerpo en movimiento
span-always = { $axis }: se solapan todo el paso
span-never = { $axis }: separados todo el paso
span-between = { $axis }: t_entrada { $enter } t_salida { $leave }
sphere-still = sin movimiento relativo: al alcance todo el paso
sphere-roots = raíces t = { $enter } y { $leave }
sphere-no-roots = sin raíces reales
sphere-closest = los centros se acercan como mucho a { $distance } m
continuous-turning = una caja gira mientras vuela: el par avanza su hueco dividido por lo más rápido que puede acercarse un punto (velocidad relativa + velocidad angular × alcance), una y otra vez hasta que se tocan (avance conservador)
continuous-poses = posiciones en el impacto: A { $a }, B { $b }; normal { $normal }, punto { $point }
continuous-impact = t = { $t } ({ $impulse } N·s)
continuous-impacts = impactos de este paso, en orden de tiempo: { $impacts }
continuous-met-times = se encontraron { $count } veces en este paso, cada una resuelta en su propio tiempo; la última en t = { $t }
continuous-hit = impacto en t = { $t } del paso, resuelto allí
continuous-meet = los vuelos se encuentran en t = { $t }, { $why }
not-taken-disabled = pero la detección continua está desactivada
not-taken-not-swept = pero ningún cuerpo fue barrido (demasiado lento, o sin cerrarse rápido sobre nada): se deja a la prueba discreta
not-taken-overlapping = pero se solapaban al empezar el paso: se deja al solucionador
not-taken-slow = demasiado despacio para atravesarse: se deja al solucionador
not-taken-elsewhere = pero un impacto anterior cambió un camino, o está en una junta entre cajas
continuous-miss = sin tiempo de impacto: { $why }
continuous-none = sin tiempo de impacto
miss-overlapping = se solapaban al empezar el paso
miss-parting = se tocaban al principio y se separan
miss-apart-along = separados a lo largo de { $axis } todo el paso
miss-different-times = los caminos se cruzan, pero en tiempos distintos
miss-pass-wide = los centros pasan más lejos que la suma de los radios
miss-after = solo se encontrarían después del paso
miss-before = se habrían encontrado antes de empezar el paso
miss-corner = los volúmenes se tocan, pero la esfera pasa junto a la esquina redondeada
miss-turned-clear = la caja gira mientras vuela y pasa sin tocar a la otra

response-materials = restitución { $restitution } y rozamiento { $friction } (combinados); por debajo de { $threshold } m/s de aproximación no hay rebote
response-approach = velocidad de aproximación { $speed } m/s: restitución usada { $used }
response-record = { $when }: normal { $normal }, impulso normal { $impulse } N·s, impulso de rozamiento { $friction } N·s, desplazamiento de corrección { $shift } m
response-not-resolved = { $line } (no resuelto)
response-discrete = contacto discreto
response-hit-at = impacto en t = { $t }
response-rolling = al final del paso los puntos de contacto deslizan a { $slip } m/s: rueda: los puntos de contacto se mueven juntos
response-slipping = al final del paso los puntos de contacto deslizan a { $slip } m/s: desliza
response-sensor = un sensor: se informa, no se resuelve
response-vetoed = vetado por el código del juego: se informa, no se resuelve
response-nothing = sin contacto: nada que resolver
response-resolved = resuelto: un impulso normal de { $impulse } N·s en total
response-no-impulse = no hizo falta impulso: los cuerpos no se presionaron

joint-what = { $kind ->
    [rod] una varilla
    [spring] un muelle
    [pulley] una polea
   *[string] una cuerda
} de { $length } m de { $a } a { $b }
joint-broke = { $what }: se rompió en el paso { $step } y ya no tira
joint-slack = { $what }: floja, no tira
joint-pushes = { $what }: empuja con { $force } N
joint-pulls = { $what }: tira con { $force } N
joint-spring-stretch = sus extremos a { $distance } m, { $beyond } m más allá de su longitud en reposo: k·x = { $force } N (k { $k } N/m, amortiguamiento { $c } N·s/m)
joint-stretch = sus extremos a { $distance } m: { $beyond } µm más allá de su longitud
joint-breaks-above = se rompe por encima de { $force } N
joint-solved-alone = resuelta exactamente, sola: ninguna otra unión comparte un cuerpo que se mueva
joint-solved-with = { $others ->
    [one] resuelta exactamente junto con la otra unión ligada a ella por un cuerpo que comparten
   *[other] resuelta exactamente junto con las otras { $others } uniones ligadas a ella por cuerpos compartidos
}
joint-acted = actuó en { $acting } de { $substeps } subpasos, como mucho { $newton ->
    [one] { $newton } paso de Newton
   *[other] { $newton } pasos de Newton
} en uno; { $settled }, sus extremos fallaron por { $missed } µm como mucho
joint-settled = asentada dentro de la tolerancia
joint-not-settled = no asentada en todos los subpasos
joint-tension-impulse = impulso de tensión { $total } N·s: { $motion } en el movimiento de los subpasos, { $hold } sujetando sus extremos para que no se separen después
joint-fixed-point = un punto fijo

joints-none = No hay uniones: las herramientas de cuerda, varilla, muelle, bisagra y soldadura (J) las añaden.
joints-row = { $kind ->
    [rod] Varilla
    [spring] Muelle
    [pin] Pasador
    [hinge] Bisagra
    [slider] Corredera
    [weld] Soldadura
    [pulley] Polea
   *[string] Cuerda
} de { $a } a { $b }: { $state }
joints-broken = rota
joints-force = { $force } N
joints-how-solved = Cómo la resolvió el solucionador
joints-remove = Quitar
joints-rest = reposo
joint-machine-what = { $kind ->
    [pin] un pasador
    [hinge] una bisagra
    [slider] una corredera
   *[weld] una soldadura
} de { $a } a { $b }
joint-holds-with = { $what }: sujeta con { $force } N y { $torque } N·m
joint-motor-gives = su motor da { $effort } { $kind ->
    [slider] N
   *[hinge] N·m
}
joint-machine-solved = resuelta en { $substeps } subpasos como filas del paso suave; sus anclajes a { $missed } µm como mucho
joints-limits = Límites
joints-low = mín
joints-high = máx
joints-motor = Motor
joints-speed = velocidad
joints-most = como máximo
joints-bends = Se dobla
joints-hertz = Hz
joints-ratio = razón
joints-length = longitud
