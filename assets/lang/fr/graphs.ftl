# Les graphiques : leurs boutons, axes et courbes, et l'histogramme des vitesses.

graph-kinetic-energy = Énergie cinétique J
graph-energy = Énergie J
graph-momentum = Quantité de mouvement kg·m/s
graph-angular-momentum = Moment cinétique kg·m²/s
graph-contacts = Contacts
graph-penetration = Plus grand chevauchement m
graph-height = Hauteur m
graph-speed = Vitesse m/s
graph-position = Position m
graph-speeds = Vitesses (un gaz)
graph-select-first = Sélectionnez d'abord un corps
graph-replaced = { $name } (remplacé)
graph-empty = Sélectionnez un corps (Maj-clic, ou une ligne du tableau des contacts pour une paire) pour le tracer.
graph-time = temps s
graph-now = maintenant
graph-speeds-empty = L'histogramme des vitesses demande des corps en mouvement : ouvrez un gaz, ou toute scène de nombreuses boules.
graph-speeds-line = { $count } corps · kT = { $kt } J chacun (⅔ de la moyenne de ½mv²) · vitesse la plus probable { $speed } m/s · χ² = { $chi } sur { $bins } classes
graph-speed-axis = vitesse m/s
graph-bodies = corps
graph-maxwell-boltzmann = Maxwell–Boltzmann

curve-kinetic = cinétique
curve-of-height = de hauteur
curve-in-springs = dans les ressorts
curve-total = totale
curve-lost = perdue
curve-motors = travail des moteurs
curve-energy = énergie
curve-turning = dont rotation
curve-touching = paires en contact
curve-deepest = plus grand chevauchement
curve-height = hauteur
curve-speed = vitesse
curve-of-body = { $name } { $what }
