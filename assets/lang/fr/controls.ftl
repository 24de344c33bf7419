# Le panneau de gauche : sa ligne de titre, les en-têtes de ses sections, et le choix de la langue et de l'aspect.

controls-help = Aide
controls-frame-view = Cadrer
controls-hide-panels = Masquer les panneaux
    .hint = Seulement la scène et la frise du temps (F10)
controls-full-screen = Plein écran
    .hint = F11
controls-save-picture = Enregistrer l'image
    .hint = La fenêtre en PNG, pour une fiche (F12)
controls-ray-probe = Sonde à rayon
    .hint = Ce qu'un rayon partant du pointeur touche et traverse (P)
controls-ui-size = Taille de l'interface
controls-projector = Projecteur
    .hint = Texte plus grand, traits plus épais, contraste élevé : pour un vidéoprojecteur
controls-language = Langue
    .hint = La langue de tous les mots du bac à sable (aussi --lang xx, ou ?lang=xx dans la page)

section-simulation = Simulation
section-gravity = Gravité
section-detection = Détection
section-materials = Matériaux et interaction
section-overlays = Calques
section-graphics = Graphismes
section-lock = Verrou de l'enseignant
section-twin = Comparer (monde jumeau)
section-recording = Enregistrement
section-scenes = Scènes
section-momentum = Diagramme des quantités de mouvement
section-readouts = Mesures
section-bodies = Corps
section-joints = Liaisons
section-selected = Corps sélectionné

momentum-newest = La dernière collision : { $a } et { $b }, pas { $step }
momentum-newest-selected = La dernière collision de la sélection : { $a } et { $b }, pas { $step }
momentum-none = Pas encore de collision (des corps sélectionnés).

graphics-label = Graphismes
graphics-low = Bas
    .hint = ombrage simple, sans anticrénelage ni ombres, demi-résolution
graphics-high = Hauts
    .hint = ombrage standard, anticrénelage 4×, ombres, pleine résolution et boules lisses : lent avec un rendu logiciel
graphics-simple-shading = Ombrage simple (une lumière, boules en sprites)
graphics-anti-aliasing = Anticrénelage (multiéchantillonnage 4×)
graphics-why-not = l'ombrage simple ne dessine pas d'ombres et ses boules sont toujours rondes
graphics-shadows = Ombres
graphics-full-resolution = Pleine résolution (sinon aussi fine que la fréquence d'images le permet)
graphics-smooth-balls = Boules lisses (plus de triangles)
speed-line = { $fps } images/s · { $ms } ms par image · physique { $physics } ms par pas
speed-measuring = images/s : mesure en cours · physique { $physics } ms par pas
speed-behind = { $line } · images trop lentes : la simulation tourne à { $percent } % du temps réel

controls-high-contrast = Contraste élevé
    .hint = Texte blanc sur panneaux noirs, contours et anneaux de focus marqués (aussi --high-contrast, ou ?contrast=high dans la page)
controls-text-size = Taille du texte
    .hint = Le texte des panneaux, pour le fond de la salle et pour la basse vision
