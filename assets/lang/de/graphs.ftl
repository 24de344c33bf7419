# Die Diagramme: ihre Knöpfe, Achsen und Kurven, und das Histogramm der Geschwindigkeiten.

graph-kinetic-energy = Kinetische Energie J
graph-energy = Energie J
graph-momentum = Impuls kg·m/s
graph-angular-momentum = Drehimpuls kg·m²/s
graph-contacts = Kontakte
graph-penetration = Größte Überlappung m
graph-height = Höhe m
graph-speed = Geschwindigkeit m/s
graph-position = Ort m
graph-speeds = Geschwindigkeiten (ein Gas)
graph-select-first = Zuerst einen Körper wählen
graph-replaced = { $name } (ersetzt)
graph-empty = Einen Körper wählen (Umschalt-Klick, oder eine Zeile der Kontakttabelle für ein Paar), um ihn darzustellen.
graph-time = Zeit s
graph-now = jetzt
graph-speeds-empty = Das Histogramm der Geschwindigkeiten braucht bewegte Körper: ein Gas öffnen, oder eine Szene mit vielen Kugeln.
graph-speeds-line = { $count } Körper · kT = { $kt } J je Körper (⅔ des Mittels von ½mv²) · wahrscheinlichste Geschwindigkeit { $speed } m/s · χ² = { $chi } über { $bins } Klassen
graph-speed-axis = Geschwindigkeit m/s
graph-bodies = Körper
graph-maxwell-boltzmann = Maxwell–Boltzmann

curve-kinetic = kinetisch
curve-of-height = der Höhe
curve-in-springs = in Federn
curve-total = gesamt
curve-lost = verloren
curve-motors = Arbeit der Motoren
curve-energy = Energie
curve-turning = davon Rotation
curve-touching = Paare in Kontakt
curve-deepest = größte Überlappung
curve-height = Höhe
curve-speed = Geschwindigkeit
curve-of-body = { $name } { $what }
