# La barra fina sobre la escena y sus menús.

toolbar-controls = ☰ Controles
    .hint = Todos los ajustes, los cuerpos, las grabaciones y los archivos de escena (F10 oculta todos los paneles)
toolbar-gallery = Galería
    .hint = Todas las escenas para elegir (Esc)
toolbar-reset = ⟲ Reiniciar
    .hint = Devuelve la escena a como se cargó (Retroceso)
toolbar-gravity = Gravedad
    .hint = G
toolbar-continuous = Continua
    .hint = Detección continua: barre los cuerpos rápidos para que no atraviesen nada (C)
toolbar-labels = Etiquetas
    .hint = Nombres y valores junto a los cuerpos
toolbar-tables = Tablas
    .hint = Contactos, eventos, gráficas y la tabla de datos
toolbar-inspector = Inspector
    .hint = Por qué un par chocó o no (I)
toolbar-energy = Energía
    .hint = Barras de la energía cinética, de rotación y potencial, y de la perdida
toolbar-instruments = Instrumentos
    .hint = La cinta métrica, el transportador, el cronómetro y las puertas (se colocan desde la barra de montaje)
toolbar-help = ?
    .hint = Ayuda: el ratón y las teclas (H)

toolbar-overlays = Capas: { $set } ⏷
toolbar-overlays-own = propias
overlay-set-plain = Sencillas
overlay-set-contacts = Contactos
overlay-set-motion = Movimiento
overlay-set-response = Respuesta

toolbar-view = Vista: { $view } ⏷
    .hint = 1D y 2D sujetan cada cuerpo en movimiento a una recta o a un plano, visto de frente y sin perspectiva
view-free = 3D
view-line = 1D: a lo largo de x
view-front = 2D: el plano x–y
view-top = 2D: la mesa, desde arriba

toolbar-mouse = Ratón: { $tool } ⏷
mouse-push = empujar
mouse-grab = agarrar
mouse-string = cuerda
mouse-rod = varilla
mouse-spring = muelle
mouse-hinge = bisagra
mouse-weld = soldadura
mouse-edit = montar
mouse-push-choice = Empujar: un clic empuja, arrastrar apunta
    .hint = M cambia de herramienta
mouse-grab-choice = Agarrar: arrastrar tira, soltar lanza
mouse-string-choice = Cuerda: clic en un cuerpo, luego en otro cuerpo o en el vacío (un punto fijo)
mouse-rod-choice = Varilla: clic en un cuerpo, luego en otro cuerpo o en el vacío (un punto fijo)
mouse-spring-choice = Muelle: clic en un cuerpo, luego en otro cuerpo o en el vacío (un punto fijo)
mouse-hinge-choice = Bisagra: clic en un cuerpo donde va el eje (gira en torno a la dirección de la vista), luego en otro cuerpo o en el vacío (el mundo)
mouse-weld-choice = Soldadura: clic en un cuerpo, luego en otro cuerpo (o en el vacío, el mundo): unidos tal como están
mouse-edit-choice = Montar: arrastrar mueve un cuerpo, el anillo de su flecha lo apunta (E)
    .hint = Pausa el reloj; Ctrl+Z deshace, Ctrl+Y rehace

overlay-contact-points = Puntos de contacto
overlay-normals = Normales de contacto
overlay-penetration = Profundidad de penetración
overlay-aabbs = Cajas envolventes
overlay-velocities = Velocidades
overlay-velocity-scale = 1 m de flecha = { $scale } m/s
overlay-spins = Giro (flecha a lo largo del eje, anillo girando en su sentido)
overlay-spin-scale = 1 m de flecha más allá de la bola = { $scale } rad/s
overlay-momenta = Cantidades de movimiento
overlay-momentum-scale = 1 m de flecha = { $scale } kg·m/s
overlay-log = Escala logarítmica para velocidad y cantidad de movimiento
overlay-log-legend = escala logarítmica: 1 m = 9, 2 m = 99, 3 m = 999 unidades
overlay-centre-of-mass = Centro de masas y su velocidad
overlay-traces = Trayectorias
overlay-trace-seconds = rastro s
overlay-sweeps = Volúmenes barridos y poses de impacto
overlay-impulses = Impulsos (normal naranja, rozamiento verde)
overlay-impulse-scale = 1 m de flecha = { $scale } N·s
overlay-corrections = Desplazamientos de la corrección de posición
overlay-correction-legend = fantasma: antes del desplazamiento; flecha ×{ $magnification }
overlay-tunnelling = Demasiado rápido para la detección discreta (rojo)
overlay-grid = Cuadrícula del suelo (1 m) y ejes
