# La barra de montaje: la paleta, las herramientas de unión, los instrumentos, la edición y el guardado.

setup-add = Añadir
setup-sphere = Esfera
    .hint = Una bola del tamaño y la densidad del panel
setup-box = Caja
    .hint = Un cubo del tamaño y la densidad del panel
setup-cylinder = Cilindro
    .hint = Una lata de pie, del tamaño y la densidad del panel
setup-capsule = Cápsula
    .hint = Una cápsula de pie, del tamaño y la densidad del panel
setup-cone = Cono
    .hint = Un cono sobre su base, del tamaño y la densidad del panel
setup-wedge = Cuña
    .hint = Una cuña sobre su base, la pendiente hacia la derecha, del tamaño y la densidad del panel
setup-die = Dado
    .hint = Un dado de veinte caras, del tamaño y la densidad del panel
setup-hammer = Martillo
    .hint = Un martillo tumbado: una cabeza pesada en un mango ligero
setup-wall = Pared
    .hint = Una pared fija de 2 m de alto
setup-ramp = Rampa
    .hint = Una rampa fija a 20°, con su extremo bajo en el suelo
setup-string = Cuerda
    .hint = Clic en un cuerpo, luego en otro cuerpo o en un punto
setup-rod = Varilla
    .hint = Clic en un cuerpo, luego en otro cuerpo o en un punto
setup-spring = Muelle
    .hint = Clic en un cuerpo, luego en otro cuerpo o en un punto
setup-hinge = Bisagra
    .hint = Clic en un cuerpo donde va el eje, luego en otro cuerpo o en el vacío; el eje apunta en la dirección de la vista
setup-weld = Soldar
    .hint = Clic en un cuerpo, luego en otro cuerpo o en el vacío: unidos tal como están
setup-move = Mover y apuntar
    .hint = Arrastra un cuerpo; arrastra el anillo de su flecha
setup-measure = Medir
setup-tape = Cinta
    .hint = Una cinta métrica: arrastra sus extremos
setup-protractor = Transportador
    .hint = Arrastra su vértice y los extremos de sus brazos
setup-gate = Puerta
    .hint = Una fotopuerta: cronometra cada cuerpo que la cruza; dos dan la velocidad entre ellas
setup-snap = Ajustar
    .hint = A las décimas de la cuadrícula, velocidades a 0,1 m/s, ángulos a 5°
setup-same-density = Misma densidad
    .hint = Al cambiar el tamaño se mantiene la densidad: una bola el doble de ancha pesa 8 veces más. Sin ella: mantiene su masa
setup-new-scene = Escena nueva
    .hint = Una sala vacía con suelo
setup-save = Guardar
    .hint = En el archivo que indica la casilla Archivo de escena de los controles (Ctrl+S)
setup-delete = Borrar
    .hint = El cuerpo seleccionado y sus uniones (Supr)
setup-duplicate = Duplicar
    .hint = Una copia junto al cuerpo seleccionado (Ctrl+D)
setup-undo = Deshacer
setup-undo-count = { $count ->
    [one] 1 cambio (Ctrl+Z)
   *[other] { $count } cambios (Ctrl+Z)
}
setup-redo = Rehacer
setup-redo-count = { $count ->
    [one] 1 cambio (Ctrl+Y)
   *[other] { $count } cambios (Ctrl+Y)
}

field-mass = masa
field-radius = radio
field-width = anchura
field-length = longitud
field-height = altura
field-depth = profundidad
field-refused = { $field }: «{ $text }» rechazado: { $why }
field-not-a-number = no es un número
field-not-finite = no es un número finito
field-range = de { $low } a { $high } { $unit }

edit-position = x { $x }  y { $y }  z { $z } m
edit-aim = { $speed } m/s a { $angle }°
edit-radius = radio { $radius } m
edit-radius-length = radio { $radius } m, longitud { $length } m
edit-turned = girado { $angle }°
push-aim = { $impulse } N·s
    Δv { $change } m/s
probe-nothing = sonda de rayo: nada bajo el puntero
probe-hits = toca { $name } a { $distance } m
probe-point = punto { $point }, normal { $normal }
probe-through = atraviesa, en orden:
probe-nth = { $n }. { $name } a { $distance } m
joint-tension = { $newtons } N
joint-push = empuje { $newtons } N
joint-holds = { $newtons } N, { $newton_metres } N·m
gates-not-written = no se pueden escribir las tablas de las puertas en { $folder }: { $error }
gates-label = puerta { $number }
lesson-saved = guardado en { $file }
lesson-not-saved = no se pudo guardar { $file }: { $error }
attach-second-end = ahora haz clic en un segundo cuerpo, o en el vacío para un punto fijo
attach-let-go = suelto: haz clic en un cuerpo para empezar de nuevo
attach-string = cuerda de { $length } m unida
attach-rod = varilla de { $length } m unida
attach-spring = muelle de { $length } m unido
attach-machine = { $kind ->
    [pin] un pasador sujeto
    [hinge] una bisagra sujeta
    [slider] una corredera sujeta
    [weld] una soldadura sujeta
   *[pulley] una polea sujeta
}
attach-too-short = los extremos están a menos de { $length } m: no se une nada

piece-sphere = esfera
piece-box = caja
piece-cylinder = cilindro
piece-capsule = cápsula
piece-cone = cono
piece-wedge = cuña
piece-die = dado
piece-hammer = martillo
piece-wall = pared
piece-ramp = rampa
