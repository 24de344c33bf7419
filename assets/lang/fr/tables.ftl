# La frise du temps, les mesures, le tableau des contacts et la fiche de collision.

timeline-first = ⏮
    .hint = Revenir au premier pas
timeline-backwards = ◀◀
    .hint = Lire à l'envers (le ralenti s'applique)
timeline-step-back = ◀
    .hint = , : un pas en arrière (maintenir pour répéter)
timeline-play = ▶ Lecture
    .hint = Espace
timeline-pause = ⏸ Pause
    .hint = Espace
timeline-step-forward = ▶|
    .hint = . : un pas en avant (maintenir pour répéter)
timeline-status = pas { $step } / { $last } · { $seconds } s
timeline-slider = pas
    .hint = Glissez vers n'importe quel pas enregistré
timeline-ghosts = fantômes
    .hint = Le futur que votre modification a remplacé, dessiné par-dessus le nouveau
timeline-differs = diffère à partir du pas { $step }
    .hint = Reprendre depuis un pas rembobiné a donné un autre état que la première fois
timeline-rewound = rembobiné
    .hint = Reprendre rejoue l'enregistrement ; une modification commence un nouveau futur

readout-bodies = Corps
readout-asleep = En veille
readout-pairs = Paires testées
readout-contacts = Contacts
readout-continuous-hits = Impacts continus
readout-impacts = Impacts dans l'ordre du temps
readout-cut-short = Arrêtés avant (plus d'impacts disponibles)
readout-non-finite = Corps non finis (écartés)
readout-stage = { $stage } ms
readout-kinetic-energy = Énergie cinétique
readout-joules = { $value } J
readout-momentum = Quantité de mouvement
stage-sleep = veille
stage-predict = prédiction
stage-broadphase = phase large
stage-narrowphase = phase fine
stage-continuous = continue
stage-reach = portée
stage-events = événements
stage-filter = filtre
stage-solver = solveur
stage-correction = correction

contacts-none = Aucun contact à ce pas.
contacts-pair = Paire
contacts-normal = Normale (de A vers B)
contacts-depth = Profondeur m
contacts-impulse = Impulsion N·s
contacts-kind = Type
contacts-local = Local A / local B
contacts-more = { $count } contacts de plus non listés
contacts-local-hint = local A { $a }, local B { $b }
contacts-vetoed = capteur / refusé
contacts-continuous = continu, t = { $time }
contacts-speculative = spéculatif (un écart)
contacts-discrete = discret

card-span = Du début à la fin du pas de la collision (gravité et autres contacts compris).
card-static = fixe
card-total = total
card-mass = masse kg
card-velocity-before = vitesse avant m/s
card-velocity-after = vitesse après m/s
card-momentum-before = quantité de mouvement avant kg·m/s
card-momentum-after = quantité de mouvement après kg·m/s
card-momentum-change = variation de la quantité de mouvement
card-energy = énergie cinétique avant, après J
card-energy-lost = énergie perdue { $joules } J
card-energy-lost-share = énergie perdue { $joules } J ({ $percent } %)
card-e-measured = e mesuré : vitesse de séparation / vitesse d'approche le long de la normale = { $e }
card-no-e = ils ne s'approchaient pas le long de la normale au début du pas : pas de e à mesurer
card-impact = t = { $time } ({ $impulse } N·s)
card-impacts = rencontrés { $count } fois dans le pas, chacune à son instant : { $impacts }

events-heading = Événements ({ $count })
events-clear = Effacer
events-begin = début
events-end = fin
events-card = fiche
    .hint = quantité de mouvement et énergie avant et après

instrument-tape = Mètre { $metres } m
instrument-protractor = Rapporteur { $degrees }°
instrument-put-away = Ranger
instrument-gates-away = Ranger les portes
instrument-stopwatch = Chronomètre { $seconds } s
instrument-stop = Arrêter
instrument-start = Démarrer
instrument-reset = Remettre à zéro
gates-empty = Portes : rien n'est encore passé
gates-gate = porte
gates-body = corps
gates-time = temps s
gates-speed = vitesse m/s
gates-between = { $body } : de la porte { $from } à la { $to } en { $seconds } s : { $speed } m/s
gauge-collisions = Collisions : { $count }
gauge-kt = kT = { $joules } J
gauge-pressure = Pression { $pascals } Pa
gauge-ideal = gaz parfait N kT / V = { $pascals } Pa
gauge-window = impulsion sur les parois pendant les { $seconds } dernières s
diagram-before = avant
diagram-after = après
diagram-total = ■ total (large, pâle), dessiné dans le plan { $first }–{ $second }
scenes-cannot-load = { $name } (impossible à charger)
scene-in-english = Cette scène n’a pas encore de texte en { $language } : elle est affichée en anglais.
