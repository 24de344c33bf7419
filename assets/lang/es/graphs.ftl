# Las gráficas: sus botones, ejes y curvas, y el histograma de las rapideces.

graph-kinetic-energy = Energía cinética J
graph-energy = Energía J
graph-momentum = Cantidad de movimiento kg·m/s
graph-angular-momentum = Momento angular kg·m²/s
graph-contacts = Contactos
graph-penetration = Mayor solapamiento m
graph-height = Altura m
graph-speed = Rapidez m/s
graph-position = Posición m
graph-speeds = Rapideces (un gas)
graph-select-first = Selecciona antes un cuerpo
graph-replaced = { $name } (reemplazado)
graph-empty = Selecciona un cuerpo (Mayús-clic, o una fila de la tabla de contactos para un par) para representarlo.
graph-time = tiempo s
graph-now = ahora
graph-speeds-empty = El histograma de rapideces necesita cuerpos en movimiento: abre un gas, o cualquier escena con muchas bolas.
graph-speeds-line = { $count } cuerpos · kT = { $kt } J cada uno (⅔ de la media de ½mv²) · rapidez más probable { $speed } m/s · χ² = { $chi } en { $bins } intervalos
graph-speed-axis = rapidez m/s
graph-bodies = cuerpos
graph-maxwell-boltzmann = Maxwell–Boltzmann

curve-kinetic = cinética
curve-of-height = de altura
curve-in-springs = en muelles
curve-total = total
curve-lost = perdida
curve-motors = trabajo de los motores
curve-energy = energía
curve-turning = de ella, de rotación
curve-touching = pares en contacto
curve-deepest = mayor solapamiento
curve-height = altura
curve-speed = rapidez
curve-of-body = { $name } { $what }
