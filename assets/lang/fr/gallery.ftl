# La galerie : sa ligne de titre, les titres des thèmes, supprimer une de vos scènes.

gallery-choose = Choisissez une démonstration : cliquez sur son image.
gallery-back = Retour à la scène (Échap)
gallery-open-file = Ouvrir un fichier…
    .hint = Une scène ou un enregistrement de cet ordinateur
gallery-yours = Vos scènes
gallery-lessons = Leçons : prédire, observer, expliquer
gallery-remove-question = Supprimer « { $name } » définitivement ?
gallery-remove = Supprimer
gallery-keep = Garder

topic-one-dimension = Collisions en 1D
topic-two-dimensions = Collisions en 2D
topic-restitution = Rebonds et restitution
topic-friction = Frottement
topic-stacking = Empilements
topic-tunnelling = Effet tunnel et détection continue
topic-events = Événements et capteurs
topic-many-bodies = Nombreux corps
topic-rolling = Roulement et rotation
topic-oscillations = Pendules et ressorts
topic-machines = Machines : leviers, poulies, moteurs
gallery-pick-failed = Le sélecteur de fichiers ne s'est pas ouvert : { $error }
notice-no-such-scene = Le lien demande la scène « { $name } », que le catalogue n'a pas : choisissez-en une ici.
notice-no-such-lesson = Le lien demande la leçon « { $name } », que le catalogue n'a pas : choisissez-en une ici.
notice-link-refused = Ce lien ne peut pas être ouvert : { $error }. Choisissez une scène ici.
