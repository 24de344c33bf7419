# La línea de tiempo, las lecturas, la tabla de contactos y la ficha de colisión.

timeline-first = ⏮
    .hint = Volver al primer paso
timeline-backwards = ◀◀
    .hint = Reproducir hacia atrás (se aplica la cámara lenta)
timeline-step-back = ◀
    .hint = , : un paso atrás (mantén para repetir)
timeline-play = ▶ Reproducir
    .hint = Espacio
timeline-pause = ⏸ Pausa
    .hint = Espacio
timeline-step-forward = ▶|
    .hint = . : un paso adelante (mantén para repetir)
timeline-status = paso { $step } / { $last } · { $seconds } s
timeline-slider = paso
    .hint = Arrastra a cualquier paso grabado
timeline-ghosts = fantasmas
    .hint = El futuro que tu cambio reemplazó, dibujado sobre el nuevo
timeline-differs = difiere desde el paso { $step }
    .hint = Seguir desde un paso rebobinado dio otro estado que la primera vez
timeline-rewound = rebobinado
    .hint = Seguir repite la grabación; un cambio empieza un futuro nuevo

readout-bodies = Cuerpos
readout-asleep = En reposo
readout-pairs = Pares probados
readout-contacts = Contactos
readout-continuous-hits = Impactos continuos
readout-impacts = Impactos en orden temporal
readout-cut-short = Detenidos antes (sin impactos restantes)
readout-non-finite = Cuerpos no finitos (apartados)
readout-stage = { $stage } ms
readout-kinetic-energy = Energía cinética
readout-joules = { $value } J
readout-momentum = Cantidad de movimiento
stage-sleep = reposo
stage-predict = predicción
stage-broadphase = fase amplia
stage-narrowphase = fase estrecha
stage-continuous = continua
stage-reach = alcance
stage-events = eventos
stage-filter = filtro
stage-solver = solver
stage-correction = corrección

contacts-none = No hay contactos en este paso.
contacts-pair = Par
contacts-normal = Normal (de A a B)
contacts-depth = Profundidad m
contacts-impulse = Impulso N·s
contacts-kind = Tipo
contacts-local = Local A / local B
contacts-more = { $count } contactos más sin listar
contacts-local-hint = local A { $a }, local B { $b }
contacts-vetoed = sensor / vetado
contacts-continuous = continuo, t = { $time }
contacts-speculative = especulativo (una separación)
contacts-discrete = discreto

card-span = Desde el inicio hasta el final del paso de la colisión (incluidos la gravedad y otros contactos).
card-static = fijo
card-total = total
card-mass = masa kg
card-velocity-before = velocidad antes m/s
card-velocity-after = velocidad después m/s
card-momentum-before = cantidad de movimiento antes kg·m/s
card-momentum-after = cantidad de movimiento después kg·m/s
card-momentum-change = cambio de la cantidad de movimiento
card-energy = energía cinética antes, después J
card-energy-lost = energía perdida { $joules } J
card-energy-lost-share = energía perdida { $joules } J ({ $percent } %)
card-e-measured = e medido: rapidez de separación / rapidez de acercamiento a lo largo de la normal = { $e }
card-no-e = no se acercaban a lo largo de la normal al empezar el paso: no hay e que medir
card-impact = t = { $time } ({ $impulse } N·s)
card-impacts = se encontraron { $count } veces en el paso, cada una en su propio instante: { $impacts }

events-heading = Eventos ({ $count })
events-clear = Borrar
events-begin = inicio
events-end = fin
events-card = ficha
    .hint = cantidad de movimiento y energía antes y después

instrument-tape = Cinta { $metres } m
instrument-protractor = Transportador { $degrees }°
instrument-put-away = Guardar
instrument-gates-away = Guardar las puertas
instrument-stopwatch = Cronómetro { $seconds } s
instrument-stop = Parar
instrument-start = Iniciar
instrument-reset = Poner a cero
gates-empty = Puertas: aún no ha pasado nada
gates-gate = puerta
gates-body = cuerpo
gates-time = tiempo s
gates-speed = rapidez m/s
gates-between = { $body }: de la puerta { $from } a la { $to } en { $seconds } s: { $speed } m/s
gauge-collisions = Colisiones: { $count }
gauge-kt = kT = { $joules } J
gauge-pressure = Presión { $pascals } Pa
gauge-ideal = gas ideal N kT / V = { $pascals } Pa
gauge-window = impulso sobre las paredes en los últimos { $seconds } s
diagram-before = antes
diagram-after = después
diagram-total = ■ total (ancha, tenue), dibujada en el plano { $first }–{ $second }
scenes-cannot-load = { $name } (no se puede cargar)
scene-in-english = Esta escena aún no tiene texto en { $language }: se muestra en inglés.
