# La barre fine au-dessus de la scène et ses menus.

toolbar-controls = ☰ Réglages
    .hint = Tous les réglages, les corps, les enregistrements et les fichiers de scène (F10 masque tous les panneaux)
toolbar-gallery = Galerie
    .hint = Toutes les scènes au choix (Échap)
toolbar-reset = ⟲ Réinitialiser
    .hint = Remet la scène comme elle a été chargée (Retour arrière)
toolbar-gravity = Gravité
    .hint = G
toolbar-continuous = Continue
    .hint = Détection continue : balaie les corps rapides pour qu'ils ne traversent rien (C)
toolbar-labels = Étiquettes
    .hint = Noms et valeurs à côté des corps
toolbar-tables = Tableaux
    .hint = Contacts, événements, graphiques et tableau de données
toolbar-inspector = Inspecteur
    .hint = Pourquoi une paire est entrée en collision ou non (I)
toolbar-energy = Énergie
    .hint = Barres de l'énergie cinétique, de rotation et potentielle, et de ce qui est perdu
toolbar-instruments = Instruments
    .hint = Le mètre ruban, le rapporteur, le chronomètre et les portes (placés depuis la barre de montage)
toolbar-help = ?
    .hint = Aide : la souris et les touches (H)

toolbar-overlays = Calques : { $set } ⏷
toolbar-overlays-own = personnalisés
overlay-set-plain = Simples
overlay-set-contacts = Contacts
overlay-set-motion = Mouvement
overlay-set-response = Réponse

toolbar-view = Vue : { $view } ⏷
    .hint = 1D et 2D retiennent chaque corps mobile sur une droite ou un plan, vu de face sans perspective
view-free = 3D
view-line = 1D : le long de x
view-front = 2D : le plan x–y
view-top = 2D : la table, vue de dessus

toolbar-mouse = Souris : { $tool } ⏷
mouse-push = pousser
mouse-grab = saisir
mouse-string = fil
mouse-rod = tige
mouse-spring = ressort
mouse-hinge = charnière
mouse-weld = soudure
mouse-edit = montage
mouse-push-choice = Pousser : un clic pousse, un glisser vise
    .hint = M change d'outil
mouse-grab-choice = Saisir : glisser tire, lâcher lance
mouse-string-choice = Fil : cliquez un corps, puis un autre corps ou le vide (un point fixe)
mouse-rod-choice = Tige : cliquez un corps, puis un autre corps ou le vide (un point fixe)
mouse-spring-choice = Ressort : cliquez un corps, puis un autre corps ou le vide (un point fixe)
mouse-hinge-choice = Charnière : cliquez un corps là où va l'axe (il tourne autour de la direction de la vue), puis un autre corps ou le vide (le monde)
mouse-weld-choice = Soudure : cliquez un corps, puis un autre corps (ou le vide, le monde) : tenus ensemble tels qu'ils sont
mouse-edit-choice = Montage : glisser déplace un corps, l'anneau de sa flèche le vise (E)
    .hint = Met l'horloge en pause ; Ctrl+Z annule, Ctrl+Y rétablit

overlay-contact-points = Points de contact
overlay-normals = Normales de contact
overlay-penetration = Profondeur de pénétration
overlay-aabbs = Boîtes englobantes
overlay-velocities = Vitesses
overlay-velocity-scale = 1 m de flèche = { $scale } m/s
overlay-spins = Rotation (flèche le long de l'axe, anneau tournant dans son sens)
overlay-spin-scale = 1 m de flèche au-delà de la boule = { $scale } rad/s
overlay-momenta = Quantités de mouvement
overlay-momentum-scale = 1 m de flèche = { $scale } kg·m/s
overlay-log = Échelle logarithmique pour la vitesse et la quantité de mouvement
overlay-log-legend = échelle logarithmique : 1 m = 9, 2 m = 99, 3 m = 999 unités
overlay-centre-of-mass = Centre de masse et sa vitesse
overlay-traces = Trajectoires
overlay-trace-seconds = trace s
overlay-sweeps = Volumes balayés et poses d'impact
overlay-impulses = Impulsions (normale orange, frottement vert)
overlay-impulse-scale = 1 m de flèche = { $scale } N·s
overlay-corrections = Déplacements de la correction de position
overlay-correction-legend = fantôme : avant le déplacement ; flèche ×{ $magnification }
overlay-tunnelling = Trop rapide pour la détection discrète (rouge)
overlay-grid = Grille du sol (1 m) et axes
