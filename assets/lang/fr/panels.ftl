# Le cadre des panneaux : le retour depuis les panneaux masqués, les onglets du bas, les titres des fenêtres.

panels-show = ☰ Panneaux
    .hint = Affiche de nouveau les panneaux (Tab)
tab-contacts-events = Contacts et événements
tab-graphs = Graphiques
tab-data-table = Tableau de données
window-help = Aide
window-collision-card = Fiche de collision : { $a } – { $b }, pas { $step }
window-instruments = Instruments
window-energy = Énergie
energy-whole-scene = Toute la scène (J)
energy-selected-body = le corps sélectionné
energy-body = { $name } (J)
contacts-heading = Contacts ({ $count })
