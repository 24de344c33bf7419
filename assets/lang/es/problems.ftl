# Qué falla en un archivo de escena, lección o grabación, o en un enlace: el archivo y la línea, el campo y por qué.

file-unread = { $file }: no se puede leer: { $error }
file-syntax = { $place }: { $error }
file-body-field = { $place }: cuerpo "{ $body }", campo `{ $field }`: { $problem }
file-field = { $place }: campo `{ $field }`: { $problem }
file-step-field = { $place }: paso { $step }, campo `{ $field }`: { $problem }

problem-scene-name = la escena necesita un nombre
problem-body-name = todo cuerpo necesita un nombre no vacío
problem-name-twice = dos cuerpos tienen este nombre; los nombres deben ser únicos
problem-half-extents = toda semiarista debe ser > 0, se obtuvo { $got }
problem-fixed-and-kinematic = un cuerpo es fijo o cinemático, no ambos
problem-mass = un cuerpo que se mueve necesita una masa > 0, se obtuvo { $got } (o pon fixed: true)
problem-zero-to-one = debe estar entre 0 y 1, se obtuvo { $got }
problem-color = debe ser "#rrggbb" (seis dígitos hexadecimales), se obtuvo { $got }
problem-camera-point = { $point }: toda componente debe ser finita, se obtuvo { $got }
problem-camera-view-and-position = da una vista o una posición, no ambas
problem-camera-distance = la posición es el objetivo: la cámara necesita una distancia
problem-rotation-finite = toda componente debe ser un número finito, se obtuvo { $got }
problem-rotation-zero = un cuaternión nulo no es un giro: da uno de longitud 1, se obtuvo { $got }
problem-direction = debe apuntar a algún lado, se obtuvo { $got }
problem-finite = debe ser un número finito, se obtuvo { $got }
problem-not-negative = debe ser ≥ 0, se obtuvo { $got }
problem-positive = debe ser > 0, se obtuvo { $got }
problem-components = toda componente debe ser un número finito, se obtuvo { $got }
problem-compare-restitution = { $got } está fuera de la restitución de 0 a 1 ({ $low } a { $high })
problem-compare-substeps = { $got } está fuera de los subpasos permitidos ({ $low } a { $high })
problem-compare-iterations = { $got } está fuera de las iteraciones del solucionador permitidas ({ $low } a { $high })
problem-translation-body = "{ $code }": ningún cuerpo se llama "{ $body }" (o "{ $body } N") en la escena
problem-translation-english = "en" es el texto propio del archivo; las traducciones son para otros idiomas
problem-translation-code = "{ $code }" no es el código de dos letras de un idioma, como "es"
problem-joint-one-body = ambos extremos están en un cuerpo: una unión sujeta dos cuerpos, o un cuerpo y un punto
problem-finite-not-negative = debe ser un número finito ≥ 0, se obtuvo { $got }
problem-joint-length = una varilla o una cuerda necesita una longitud > 0 (sus extremos empiezan juntos)
problem-breaking-force = debe ser una fuerza > 0 (N), se obtuvo { $got }
problem-stiffness = un muelle necesita una rigidez > 0 (N/m)
problem-no-body-named = ningún cuerpo se llama "{ $name }"
problem-setting-outside = { $setting } { $value } está fuera de { $low } a { $high }

problem-recording-dt = { $got } s está fuera de 0.00001 a 0.1 s
problem-recording-substeps = { $got } está fuera de 1 a 64
problem-recording-body = el cambio tras el paso { $step } tiene un cuerpo con un valor no finito, un tamaño o una masa no mayor que 0, o e fuera de 0 a 1
problem-recording-joint = el cambio tras el paso { $step } tiene una unión con un valor no finito, una longitud o fuerza de rotura no mayor que 0, una rigidez o amortiguamiento menor que 0, o ambos extremos en un cuerpo
problem-recording-hashes = { $hashes } huellas para { $steps } pasos: una antes del primer paso y una por paso

problem-lesson-title = la lección necesita un título
problem-lesson-steps = la lección necesita al menos un paso
problem-scene-reference = "{ $scene }" debe ser el nombre de una escena del catálogo o una ruta dentro de la carpeta de la lección (sin .., sin /)
problem-scene-outside = "{ $scene }" lleva fuera de { $folder }
problem-no-scene = no hay escena "{ $scene }" en la carpeta de la lección ni en el catálogo
problem-first-scene = el primer paso debe abrir una escena
problem-within = debe ser un tiempo > 0 s, se obtuvo { $got }
problem-scene-refused = la escena no carga: { $error }
problem-no-body = no hay cuerpo "{ $name }" en la escena del paso (sus cuerpos: { $bodies })
problem-change-mass = cuerpo "{ $name }": la masa debe ser > 0 kg, se obtuvo { $got }
problem-change-velocity = cuerpo "{ $name }": la velocidad debe ser finita, se obtuvo { $got }
problem-change-restitution = cuerpo "{ $name }": la restitución debe estar entre 0 y 1, se obtuvo { $got }
problem-change-friction = cuerpo "{ $name }": el rozamiento debe ser ≥ 0, se obtuvo { $got }
problem-change-substeps = los subpasos deben ser de { $low } a { $high }, se obtuvo { $got }
problem-choice-options = una elección necesita al menos dos opciones, se obtuvo { $options } (respuesta { $answer })
problem-choice-answer = la respuesta { $answer } no es una de las { $options } opciones (contando desde 0)
problem-tolerance = la tolerancia debe ser > 0, se obtuvo { $got }
problem-number-unrevealed = un número se compara con un valor revelado: añade reveal
problem-run-steps = ejecuta al menos un paso
problem-run-seconds = los segundos deben ser > 0, se obtuvo { $got }
problem-run-plane = el plano necesita un punto finito y una normal con longitud, se obtuvo { $got }
problem-run-speed = la velocidad debe ser > 0 m/s, se obtuvo { $got }
problem-run-angle = el ángulo debe estar entre 0 y 180 grados, se obtuvo { $got }
problem-translation-of = "{ $code }": { $problem }
problem-translation-ideas = { $ideas } ideas para las { $english } de la lección
problem-translation-steps = { $steps } pasos para los { $english } de la lección
problem-translation-question = el paso { $step } no hace ninguna pregunta en inglés
problem-translation-unit = el paso { $step } no pide ningún número en inglés, así que no tiene unidad
problem-translation-options = paso { $step }: { $options } opciones para las { $english } del inglés

link-settings-not-listed = sus ajustes no son una lista de nombres y valores
link-unknown-setting = nombra un ajuste que no existe: { $name }
link-settings-unread = sus ajustes: { $error }
link-reader-said = { $words }
link-too-long = el montaje es demasiado grande para un enlace ({ $chars } caracteres, como mucho { $most }): guárdalo como archivo
link-damaged = el enlace está dañado (cortado o cambiado): pídelo otra vez
link-too-big = el enlace contiene más de { $megabytes } MB de escena
link-unreadable = el enlace no es un montaje: { $problem }
link-scene = la escena del enlace no se puede abrir: { $error }
link-settings = los ajustes del enlace no se pueden usar: { $problem }
link-too-many-bodies = la escena del enlace tiene { $bodies } cuerpos, más de los { $most } que puede llevar un enlace
problem-not-of-kind = { $kind ->
    [rod] una varilla
    [string] una cuerda
    [spring] un muelle
    [pin] un pasador
    [hinge] una bisagra
    [slider] una corredera
    [weld] una soldadura
   *[pulley] una polea
} no tiene el campo `{ $field }`
problem-pulley-wheels = una polea necesita sus dos ruedas: `wheels: ((x, y, z), (x, y, z))`
problem-motor-max = el par o la fuerza máxima de un motor debe ser ≥ 0, se obtuvo { $got }
problem-weld-spring = el muelle de una soldadura necesita hertz > 0 y una razón de amortiguamiento ≥ 0, se obtuvo { $got }
problem-ratio = la razón de una polea debe ser > 0, se obtuvo { $got }
problem-limits-order = el límite inferior { $low } está por encima del superior { $high }
problem-breaking-torque = debe ser un par > 0 (N·m), se obtuvo { $got }
problem-hull-too-few = una envolvente necesita al menos 4 puntos, se obtuvo { $got }
problem-hull-not-finite = el punto { $point } no es un número finito
problem-hull-flat = los puntos están en un plano o en una recta y no encierran volumen
problem-polyhedron-faces = un poliedro regular tiene 4, 6, 8, 12 o 20 caras, se obtuvo { $got }
problem-compound-empty = un cuerpo compuesto necesita al menos una parte
problem-compound-nested = la parte { $part } es compuesta: las partes son formas simples
