# La galería: su fila de título, los encabezados de los temas, borrar una de tus escenas.

gallery-choose = Elige una demostración: haz clic en su imagen.
gallery-back = Volver a la escena (Esc)
gallery-open-file = Abrir un archivo…
    .hint = Una escena o una grabación de este ordenador
gallery-yours = Tus escenas
gallery-lessons = Lecciones: predice, observa, explica
gallery-remove-question = ¿Borrar «{ $name }» para siempre?
gallery-remove = Borrar
gallery-keep = Conservar

topic-one-dimension = Colisiones en 1D
topic-two-dimensions = Colisiones en 2D
topic-restitution = Rebotes y restitución
topic-friction = Rozamiento
topic-stacking = Apilamiento
topic-tunnelling = Efecto túnel y detección continua
topic-events = Eventos y sensores
topic-many-bodies = Muchos cuerpos
topic-rolling = Rodadura y giro
topic-oscillations = Péndulos y muelles
topic-machines = Máquinas: palancas, poleas, motores
gallery-pick-failed = El selector de archivos no se abrió: { $error }
notice-no-such-scene = El enlace pide la escena "{ $name }", que el catálogo no tiene: elige una aquí.
notice-no-such-lesson = El enlace pide la lección "{ $name }", que el catálogo no tiene: elige una aquí.
notice-link-refused = Este enlace no se puede abrir: { $error }. Elige una escena aquí.
