# El panel izquierdo: su fila de título, las cabeceras de sus secciones y la elección de idioma y aspecto.

controls-help = Ayuda
controls-frame-view = Encuadrar
controls-hide-panels = Ocultar paneles
    .hint = Solo la escena y la línea de tiempo (Tab)
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
