# Las secciones de física de los controles: el reloj y el solver, la gravedad, la detección, los materiales y la creación.

clock-play = Reproducir
    .hint = Espacio
clock-pause = Pausa
    .hint = Espacio
clock-step = Paso
    .hint = N: un paso fijo
clock-reset = Reiniciar
    .hint = Devuelve la escena a como se cargó
clock-time-scale = Escala de tiempo ×
clock-step-line = Paso { $step } · dt = { $ms } ms
solver-substeps = Subpasos
solver-iterations = Iteraciones del solver
solver-correction = Corrección de posición
    .hint = Separa los cuerpos solapados tras los impulsos; sin ella, el solapamiento que queda se mantiene
solver-sleeping = Reposo
    .hint = Los grupos de cuerpos en reposo dejan de simularse (teñidos de azul) hasta que algo los toca
solver-threads = Hilos
    .hint = El trabajo del paso repartido entre tantos núcleos del ordenador: el mismo movimiento, antes
solver-threads-all = todos
solver-soft = Contactos blandos
    .hint = Cajas que vuelcan sostenidas por contactos blandos, resueltos de cuatro en cuatro, en lugar de iterar hasta una tolerancia
solver-stiffness = Rigidez del contacto (Hz)
    .hint = Con qué fuerza se expulsa un solapamiento, como un muelle de esta frecuencia
solver-damping = Amortiguamiento del contacto
    .hint = Por encima de 1 la expulsión se frena cerca de la superficie, sin pasarse nunca
solver-push-out = Expulsión m/s
    .hint = La mayor velocidad con que se expulsa un solapamiento

gravity-on = Gravedad
gravity-strength = m/s²

detection-continuous = Detección continua
    .hint = Barre los cuerpos rápidos a lo largo de su trayectoria para que no atraviesen los delgados
detection-every-body = Barrer todos los cuerpos

material-restitution = Restitución
material-friction = Rozamiento
material-override-restitution = Fijar la restitución
material-override-friction = Fijar el rozamiento
material-mouse = Ratón sobre un cuerpo (M)
material-push = Empujar
    .hint = Clic: empuja a lo largo de la vista; arrastrar: apunta el empujón
material-grab = Agarrar
    .hint = Arrastrar: tira de él; soltar: lo lanza
material-push-strength = Empujón N·s
    .hint = El impulso de un clic, y el de un empujón apuntado por metro de flecha
spawn-sphere = Crear esfera
    .hint = S: donde está el puntero
spawn-box = Crear caja
    .hint = B: donde está el puntero
spawn-size = Tamaño al crear m
spawn-density = Densidad al crear kg/m³
spawn-masses = una esfera { $sphere } kg, una caja { $box } kg
spawn-restitution = Restitución al crear
spawn-friction = Rozamiento al crear
