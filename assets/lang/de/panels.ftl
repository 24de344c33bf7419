# Der Rahmen der Felder: der Weg zurück aus ausgeblendeten Feldern, die unteren Reiter, die Titel der Fenster.

panels-show = ☰ Felder
    .hint = Die Felder wieder zeigen (Tab)
tab-contacts-events = Kontakte und Ereignisse
tab-graphs = Diagramme
tab-data-table = Datentabelle
window-help = Hilfe
window-collision-card = Stoßkarte: { $a } – { $b }, Schritt { $step }
window-instruments = Messgeräte
window-energy = Energie
energy-whole-scene = Die ganze Szene (J)
energy-selected-body = der gewählte Körper
energy-body = { $name } (J)
contacts-heading = Kontakte ({ $count })
