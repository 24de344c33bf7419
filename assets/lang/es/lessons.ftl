# La ficha de la lección y el bloqueo del docente.

lesson-step-of = Paso { $step } de { $count }
lesson-in-english = Esta lección aún no tiene texto en { $language }: se muestra en inglés.
lesson-close = Cerrar
    .hint = Cierra la lección; la escena se queda
lesson-running-note = En marcha… se detiene en el momento que importa.
lesson-run = Ejecutar ▶
lesson-running = En marcha…
lesson-end = Fin de la lección
lesson-next = Siguiente ▶
lesson-back = ◀ Atrás
lesson-save-predictions = Guardar predicciones (CSV)
lesson-predict = Predice
lesson-measured = Medido
lesson-no-answer = sin respuesta
lesson-your-prediction = Tu predicción: { $answer } { $mark }
lesson-timed-out = La ejecución llegó a su tiempo límite antes de que ocurriera su disparador.
lesson-replay = ⟲ Repetir el momento

lock-explained = Mantiene la gravedad, la detección, el solver y los valores fijados de los materiales como están; empujar, agarrar, crear y la línea de tiempo siguen libres.
lock-code = Código
lock-lock = Bloquear los ajustes de la lección
lock-locked = Ajustes de la lección bloqueados
lock-unlock = Desbloquear
lock-wrong-code = código incorrecto

## The values a lesson reveals
measure-speed = rapidez de { $body }
measure-spin = giro de { $body }
measure-velocity = velocidad { $axis } de { $body }
measure-momentum = cantidad de movimiento { $axis } de { $body }
measure-total-momentum = cantidad de movimiento total { $axis }
measure-kinetic-energy = energía cinética de { $body }
measure-total-kinetic-energy = energía cinética total
measure-spring-energy = energía en los muelles
measure-total-energy = energía total (movimiento, altura, muelles)
measure-height = altura de { $body }
measure-highest-point = punto más alto de { $body }
measure-distance = distancia recorrida por { $body }
measure-tilt = inclinación de { $body }
measure-angle = ángulo entre { $a } y { $b }
measure-time = tiempo
measure-collisions = colisiones
measure-impacts = impactos
measure-penetration = solapamiento de { $a } y { $b }
measure-apart = distancia entre { $a } y { $b }
