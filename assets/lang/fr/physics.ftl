# Les sections physiques des réglages : l'horloge et le solveur, la gravité, la détection, les matériaux et la création.

clock-play = Lecture
    .hint = Espace
clock-pause = Pause
    .hint = Espace
clock-step = Pas
    .hint = N : un pas fixe
clock-reset = Réinitialiser
    .hint = Remet la scène comme elle a été chargée
clock-time-scale = Échelle de temps ×
clock-step-line = Pas { $step } · dt = { $ms } ms
solver-substeps = Sous-pas
solver-iterations = Itérations du solveur
solver-correction = Correction de position
    .hint = Écarte les corps qui se chevauchent après les impulsions ; sans elle, le chevauchement restant demeure
solver-sleeping = Mise en veille
    .hint = Les groupes de corps au repos ne sont plus simulés (teintés de bleu) jusqu'à ce que quelque chose les touche
solver-threads = Fils d'exécution
    .hint = Le travail du pas réparti sur autant de cœurs de l'ordinateur : le même mouvement, plus tôt
solver-threads-all = tous
solver-soft = Contacts souples
    .hint = Des boîtes qui basculent tenues par des contacts souples, résolus quatre à la fois, au lieu d'itérer jusqu'à une tolérance
solver-stiffness = Raideur du contact (Hz)
    .hint = La force avec laquelle un chevauchement est repoussé, comme un ressort de cette fréquence
solver-damping = Amortissement du contact
    .hint = Au-dessus de 1, l'expulsion ralentit près de la surface, sans jamais la dépasser
solver-push-out = Expulsion m/s
    .hint = La vitesse d'expulsion la plus grande d'un chevauchement

gravity-on = Gravité
gravity-strength = m/s²

detection-continuous = Détection continue
    .hint = Balaie les corps rapides le long de leur trajet pour qu'ils ne traversent pas les corps minces
detection-every-body = Balayer tous les corps

material-restitution = Restitution
material-friction = Frottement
material-override-restitution = Imposer la restitution
material-override-friction = Imposer le frottement
material-mouse = Souris sur un corps (M)
material-push = Pousser
    .hint = Clic : pousse le long de la vue ; glisser : vise la poussée
material-grab = Saisir
    .hint = Glisser : le tire ; relâcher : le lance
material-push-strength = Poussée N·s
    .hint = L'impulsion d'un clic, et celle d'une poussée visée par mètre de flèche
spawn-sphere = Créer une sphère
    .hint = S : sous le pointeur
spawn-box = Créer une boîte
    .hint = B : sous le pointeur
spawn-size = Taille à la création m
spawn-density = Densité à la création kg/m³
spawn-masses = une sphère { $sphere } kg, une boîte { $box } kg
spawn-restitution = Restitution à la création
spawn-friction = Frottement à la création
