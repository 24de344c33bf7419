# El marco de los paneles: la vuelta desde los paneles ocultos, las pestañas de abajo, los títulos de las ventanas.

panels-show = ☰ Paneles
    .hint = Muestra de nuevo los paneles (Tab)
tab-contacts-events = Contactos y eventos
tab-graphs = Gráficas
tab-data-table = Tabla de datos
window-help = Ayuda
window-collision-card = Ficha de colisión: { $a } – { $b }, paso { $step }
window-instruments = Instrumentos
window-energy = Energía
energy-whole-scene = Toda la escena (J)
energy-selected-body = el cuerpo seleccionado
energy-body = { $name } (J)
contacts-heading = Contactos ({ $count })
