# La barre de montage : la palette, les outils de liaison, les instruments, la modification et l'enregistrement.

setup-add = Ajouter
setup-sphere = Sphère
    .hint = Une boule de la taille et de la densité du panneau
setup-box = Boîte
    .hint = Un cube de la taille et de la densité du panneau
setup-cylinder = Cylindre
    .hint = Une boîte debout, de la taille et de la densité du panneau
setup-capsule = Capsule
    .hint = Une capsule debout, de la taille et de la densité du panneau
setup-cone = Cône
    .hint = Un cône sur sa base, de la taille et de la densité du panneau
setup-wedge = Coin
    .hint = Un coin sur sa base, la pente vers la droite, de la taille et de la densité du panneau
setup-die = Dé
    .hint = Un dé à vingt faces, de la taille et de la densité du panneau
setup-hammer = Marteau
    .hint = Un marteau couché : une tête lourde sur un manche léger
setup-wall = Mur
    .hint = Un mur fixe de 2 m de haut
setup-ramp = Rampe
    .hint = Une rampe fixe à 20°, son bas sur le sol
setup-string = Fil
    .hint = Cliquez un corps, puis un autre corps ou un point
setup-rod = Tige
    .hint = Cliquez un corps, puis un autre corps ou un point
setup-spring = Ressort
    .hint = Cliquez un corps, puis un autre corps ou un point
setup-hinge = Charnière
    .hint = Cliquez un corps là où va l'axe, puis un autre corps ou le vide ; l'axe suit la direction de la vue
setup-weld = Souder
    .hint = Cliquez un corps, puis un autre corps ou le vide : tenus tels qu'ils sont
setup-move = Déplacer et viser
    .hint = Glissez un corps ; glissez l'anneau de sa flèche
setup-measure = Mesurer
setup-tape = Mètre
    .hint = Un mètre ruban : glissez ses extrémités
setup-protractor = Rapporteur
    .hint = Glissez son sommet et les bouts de ses bras
setup-gate = Porte
    .hint = Une porte optique : chronomètre chaque corps qui la traverse ; deux donnent la vitesse entre elles
setup-snap = Magnétisme
    .hint = Aux dixièmes de la grille, vitesses à 0,1 m/s, angles à 5°
setup-same-density = Même densité
    .hint = Redimensionner garde la densité : une boule deux fois plus large est 8 fois plus lourde. Sinon : elle garde sa masse
setup-new-scene = Nouvelle scène
    .hint = Une pièce vide avec un sol
setup-save = Enregistrer
    .hint = Dans le fichier que nomme la case Fichier de scène des réglages (Ctrl+S)
setup-delete = Supprimer
    .hint = Le corps sélectionné et ses liaisons (Suppr)
setup-duplicate = Dupliquer
    .hint = Une copie à côté du corps sélectionné (Ctrl+D)
setup-undo = Annuler
setup-undo-count = { $count ->
    [one] { $count } modification (Ctrl+Z)
   *[other] { $count } modifications (Ctrl+Z)
}
setup-redo = Rétablir
setup-redo-count = { $count ->
    [one] { $count } modification (Ctrl+Y)
   *[other] { $count } modifications (Ctrl+Y)
}

field-mass = masse
field-radius = rayon
field-width = largeur
field-length = longueur
field-height = hauteur
field-depth = profondeur
field-refused = { $field } : « { $text } » refusé : { $why }
field-not-a-number = pas un nombre
field-not-finite = pas un nombre fini
field-range = de { $low } à { $high } { $unit }

edit-position = x { $x }  y { $y }  z { $z } m
edit-aim = { $speed } m/s à { $angle }°
edit-radius = rayon { $radius } m
edit-radius-length = rayon { $radius } m, longueur { $length } m
edit-turned = tourné de { $angle }°
push-aim = { $impulse } N·s
    Δv { $change } m/s
probe-nothing = sonde à rayon : rien sous le pointeur
probe-hits = touche { $name } à { $distance } m
probe-point = point { $point }, normale { $normal }
probe-through = traverse, dans l'ordre :
probe-nth = { $n }. { $name } à { $distance } m
joint-tension = { $newtons } N
joint-push = poussée { $newtons } N
joint-holds = { $newtons } N, { $newton_metres } N·m
gates-not-written = impossible d'écrire les tableaux des portes dans { $folder } : { $error }
gates-label = porte { $number }
lesson-saved = enregistré dans { $file }
lesson-not-saved = impossible d'enregistrer { $file } : { $error }
attach-second-end = cliquez maintenant un second corps, ou le vide pour un point fixe
attach-let-go = lâché : cliquez un corps pour recommencer
attach-string = fil de { $length } m attaché
attach-rod = tige de { $length } m attachée
attach-spring = ressort de { $length } m attaché
attach-machine = { $kind ->
    [pin] un pivot attaché
    [hinge] une charnière attachée
    [slider] une glissière attachée
    [weld] une soudure attachée
   *[pulley] une poulie attachée
}
attach-too-short = les extrémités sont à moins de { $length } m : rien d'attaché

piece-sphere = sphère
piece-box = boîte
piece-cylinder = cylindre
piece-capsule = capsule
piece-cone = cône
piece-wedge = coin
piece-die = dé
piece-hammer = marteau
piece-wall = mur
piece-ramp = rampe
