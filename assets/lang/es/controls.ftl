# El panel izquierdo: su fila de título, las cabeceras de sus secciones y la elección de idioma y aspecto.

controls-help = Ayuda
controls-frame-view = Encuadrar
controls-hide-panels = Ocultar paneles
    .hint = Solo la escena y la línea de tiempo (F10)
controls-full-screen = Pantalla completa
    .hint = F11
controls-save-picture = Guardar imagen
    .hint = La ventana como PNG, para una ficha (F12)
controls-ray-probe = Sonda de rayo
    .hint = Lo que un rayo desde el puntero toca y atraviesa (P)
controls-ui-size = Tamaño de la interfaz
controls-projector = Proyector
    .hint = Texto más grande, líneas más gruesas, alto contraste: para un proyector
controls-language = Idioma
    .hint = El idioma de todas las palabras del sandbox (también --lang xx, o ?lang=xx en la página)

section-simulation = Simulación
section-gravity = Gravedad
section-detection = Detección
section-materials = Materiales e interacción
section-overlays = Capas
section-graphics = Gráficos
section-lock = Bloqueo del docente
section-twin = Comparar (mundo gemelo)
section-recording = Grabación
section-scenes = Escenas
section-momentum = Diagrama de cantidad de movimiento
section-readouts = Lecturas
section-bodies = Cuerpos
section-joints = Uniones
section-selected = Cuerpo seleccionado

momentum-newest = La colisión más reciente: { $a } y { $b }, paso { $step }
momentum-newest-selected = La colisión más reciente de la selección: { $a } y { $b }, paso { $step }
momentum-none = Aún no hay colisión (de los cuerpos seleccionados).

graphics-label = Gráficos
graphics-low = Bajos
    .hint = sombreado simple, sin antialiasing ni sombras, media resolución
graphics-high = Altos
    .hint = sombreado estándar, antialiasing 4×, sombras, resolución completa y bolas suaves: lento con un renderizador por software
graphics-simple-shading = Sombreado simple (una luz, bolas como sprites)
graphics-anti-aliasing = Antialiasing (multimuestreo 4×)
graphics-why-not = el sombreado simple no dibuja sombras y sus bolas siempre son redondas
graphics-shadows = Sombras
graphics-full-resolution = Resolución completa (si no, tan fina como permita la velocidad de imagen)
graphics-smooth-balls = Bolas suaves (más triángulos)
speed-line = { $fps } imágenes/s · { $ms } ms por imagen · física { $physics } ms por paso
speed-measuring = imágenes/s: midiendo · física { $physics } ms por paso
speed-behind = { $line } · imágenes demasiado lentas: la simulación va al { $percent } % del tiempo real

controls-high-contrast = Alto contraste
    .hint = Texto blanco sobre paneles negros, contornos y anillos de foco marcados (también --high-contrast, o ?contrast=high en la página)
controls-text-size = Tamaño del texto
    .hint = El texto de los paneles, para la última fila y para la baja visión
