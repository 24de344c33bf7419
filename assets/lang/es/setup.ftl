# La barra de montaje: la paleta, las herramientas de unión, los instrumentos, la edición y el guardado.

setup-add = Añadir
setup-sphere = Esfera
    .hint = Una bola del tamaño y la densidad del panel
setup-box = Caja
    .hint = Un cubo del tamaño y la densidad del panel
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
field-height = altura
field-depth = profundidad
field-refused = { $field }: «{ $text }» rechazado: { $why }
field-not-a-number = no es un número
field-not-finite = no es un número finito
field-range = de { $low } a { $high } { $unit }
