# L'inspecteur de paires : pourquoi deux corps se sont heurtés ou non, étape par étape ; et la section des liaisons.

inspector-title = Inspecteur de paires
inspector-close = Fermer
inspector-how-to-pick = Maj+clic sur deux corps, clic sur une ligne du tableau des contacts, ou choisissez une paire ci-dessous.
inspector-heading-collided = { $a } et { $b } : heurtés au pas { $step }
inspector-heading-missed = { $a } et { $b } : pas de choc au pas { $step }
inspector-needs-continuous = { $body } a besoin de la détection continue au-dessus de { $speed } m/s (se déplace à { $moving })
inspector-scrub = t dans le pas
inspector-impact = impact
inspector-at-time = à t = { $t } du vol libre : { $words }
inspector-candidates = Paires de la phase large à ce pas ({ $count })
inspector-more = et { $count } de plus
scrub-spheres = centres à { $distance } m, somme des rayons { $radii } m : { $verdict }
scrub-solids-apart = à { $gap } m en leurs points les plus proches (GJK)
scrub-solids-overlapping = se chevauchent de { $depth } m selon { $normal } (EPA)
scrub-boxes-overlapping = se chevauchent, au moins selon { $axis } de { $depth } m
scrub-boxes-apart = séparées : chevauchement par axe { $overlap } m
scrub-box-sphere = centre de la sphère { $region }, à { $distance } m de la boîte, rayon { $radius } m : { $verdict }
scrub-overlapping = se chevauchent
scrub-apart = séparés

report-head-collided = pas { $step } (dt { $dt } s) : { $a } et { $b } se sont heurtés
report-head-missed = pas { $step } (dt { $dt } s) : { $a } et { $b } ne se sont pas heurtés
report-body-path = { $body } : depuis { $start } à { $velocity } m/s, vol libre jusqu'à { $flight }, fini en { $end } à { $end_velocity } m/s
report-tunnelling = effet tunnel : { $body } a besoin de la détection continue au-dessus de { $speed } m/s pour être sûr de rencontrer { $other } (en bougeant comme maintenant)
report-deciding = { $line } (décisif)
stage-name-broadphase = phase large
stage-name-narrowphase = phase fine
stage-name-continuous = continue
stage-name-response = réponse
stage-name-joint = liaison

broad-both-static = tous deux fixes : jamais une paire
broad-layers-apart = leurs couches de collision ne se rencontrent pas : jamais une paire
broad-candidate = les volumes balayés se chevauchent : une paire candidate
broad-apart = les volumes balayés sont à { $gap } m selon { $axis } : pas une paire
broad-bounds-a = volume A de { $min } à { $max }
broad-bounds-b = volume B de { $min } à { $max }
broad-gap = écart par axe { $gap } m (négatif : chevauchement)
broad-filed-a = A classé { $filing }
broad-filed-b = B classé { $filing }
filing-nowhere = nulle part (pas un corps à ce pas, ou sa position n'est pas finie)
filing-moving = dans la grille des corps mobiles (cellules de { $size } m), cellule { $cell } : testé contre la sienne et les 26 cellules voisines
filing-static = dans la grille des corps fixes (cellules de { $size } m, gardée entre les pas), cellules { $first } à { $last }
filing-outsized = à part, trop large pour sa grille : testé contre tous les corps

test-spheres = distance des centres { $distance } m contre la somme des rayons { $radii } m
test-solids-apart = GJK : points les plus proches { $a } et { $b }, à { $gap } m
test-solids-overlapping = EPA : se chevauchent de { $depth } m selon la normale { $normal }
test-boxes = chevauchement par axe { $overlap } m
test-boxes-least = chevauchement par axe { $overlap } m, le moindre selon { $axis } (l'axe de la normale)
test-box-sphere = point de la boîte ({ $box }) le plus proche du centre de la sphère { $closest } : à { $distance } m de lui contre le rayon { $radius } m ; le centre est { $region }
region-inside = dans la boîte
region-face = au-dessus d'une face
region-edge = au-dessus d'une arête
region-corner = au-dessus d'un coin
feature-face-a = face { $axis } de A
feature-face-b = face { $axis } de B
feature-edges = arête { $a } de A × arête { $b } de B
turned-overlapping = se chevauchent sur les 15 axes, le moins selon { $feature } de { $depth } m (l'axe de la normale)
turned-apart = séparées selon { $feature } de { $gap } m
turned-gap = { $feature } : écart { $gap } m
turned-parallel = { $feature } : arêtes parallèles, pas d'axe

narrow-tested-at = testé là où le vol libre les a menés : A en { $a }, B en { $b } ; portée spéculative { $reach } m
narrow-normal = normale { $normal } (de A vers B), pénétration { $penetration } m
narrow-points = points : sur A { $a }, sur B { $b }
narrow-local-points = points locaux : A { $a }, B { $b }
narrow-seam = la face touchée est couverte par une boîte voisine (un joint) : la normale a été prise selon un autre axe
narrow-overlapping = se chevauchent : un contact
narrow-speculative = un écart de { $gap } m dans la portée : un contact spéculatif
narrow-apart = séparés : pas de contact
manifold-edges = arêtes croisées : elles se touchent en un point
manifold-face = à travers { $face }, la face de référence : la face de l'autre boîte la plus tournée contre elle, découpée aux côtés de la face de référence, garde ses coins dans la portée (quatre au plus)
manifold-apart = séparées : les points à travers l'écart le plus large, chacun un contact spéculatif
manifold-head = variété de contact de { $count } points, { $across }
manifold-point = point { $number } : sur A { $a }, sur B { $b }, chevauchement { $overlap } m ; bras de levier |r × n| { $lever_a } m (A), { $lever_b } m (B) : masse effective { $mass } kg
manifold-turning = une poussée en un point hors de la droite passant par un centre fait tourner ce corps : le solveur pousse d'abord tous les points également (ce qui arrête leur milieu), puis chacun seul, ainsi une boîte atterrit à plat sans basculer et celle qui tombe sur un coin tourne en étant poussée vers le haut

sweep-body = { $body } : a parcouru { $travel } m, balayé au-delà de { $threshold } m si un contact se ferme vite, au-delà de { $tunnel } m toujours : { $swept }
swept-not = pas balayé
swept-may-tunnel = balayé, car il pourrait traverser
swept-closes-fast = balayé, car un de ses contacts s'est fermé vite
swept-sent-on = balayé, car un impact l'a envoyé sur un nouveau chemin
swept-every-body = balayé, comme tout corps mobile
span-always = { $axis } : se chevauchent tout le pas
span-never = { $axis } : séparés tout le pas
span-between = { $axis } : t_entrée { $enter } t_sortie { $leave }
sphere-still = pas de mouvement relatif : à portée tout le pas
sphere-roots = racines t = { $enter } et { $leave }
sphere-no-roots = pas de racines réelles
sphere-closest = les centres s'approchent au plus près à { $distance } m
continuous-turning = une boîte tourne en volant : la paire avance de son écart divisé par le plus vite qu'un point puisse se rapprocher (vitesse relative + vitesse angulaire × portée), encore et encore jusqu'au contact (avancement conservatif)
continuous-poses = poses à l'impact : A { $a }, B { $b } ; normale { $normal }, point { $point }
continuous-impact = t = { $t } ({ $impulse } N·s)
continuous-impacts = impacts de ce pas, dans l'ordre du temps : { $impacts }
continuous-met-times = rencontrés { $count } fois à ce pas, chacune résolue à son propre instant ; la dernière à t = { $t }
continuous-hit = impact à t = { $t } du pas, résolu là
continuous-meet = les vols se rencontrent à t = { $t }, { $why }
not-taken-disabled = mais la détection continue est désactivée
not-taken-not-swept = mais aucun corps n'a été balayé (trop lent, ou ne se refermant vite sur rien) : laissé au test discret
not-taken-overlapping = mais ils se chevauchaient au début du pas : laissé au solveur
not-taken-slow = trop lentement pour se traverser : laissé au solveur
not-taken-elsewhere = mais un impact antérieur a changé un chemin, ou c'est à un joint entre boîtes
continuous-miss = pas d'instant d'impact : { $why }
continuous-none = pas d'instant d'impact
miss-overlapping = ils se chevauchaient au début du pas
miss-parting = en contact au début et s'éloignant
miss-apart-along = séparés selon { $axis } tout le pas
miss-different-times = les chemins se croisent, mais à des instants différents
miss-pass-wide = les centres passent plus loin que la somme des rayons
miss-after = ils ne se rencontreraient qu'après le pas
miss-before = ils se seraient rencontrés avant le début du pas
miss-corner = les volumes se touchent, mais la sphère passe le coin arrondi
miss-turned-clear = la boîte tourne en volant et passe à côté de l'autre

response-materials = restitution { $restitution } et frottement { $friction } (combinés) ; sous { $threshold } m/s d'approche pas de rebond
response-approach = vitesse d'approche { $speed } m/s : restitution utilisée { $used }
response-record = { $when } : normale { $normal }, impulsion normale { $impulse } N·s, impulsion de frottement { $friction } N·s, décalage de correction { $shift } m
response-not-resolved = { $line } (non résolu)
response-discrete = contact discret
response-hit-at = impact à t = { $t }
response-rolling = à la fin du pas les points de contact glissent à { $slip } m/s : roulement : les points de contact bougent ensemble
response-slipping = à la fin du pas les points de contact glissent à { $slip } m/s : glissement
response-sensor = un capteur : signalé, non résolu
response-vetoed = refusé par le code du jeu : signalé, non résolu
response-nothing = pas de contact : rien à résoudre
response-resolved = résolu : une impulsion normale de { $impulse } N·s en tout
response-no-impulse = aucune impulsion nécessaire : les corps ne se sont pas pressés

joint-what = { $kind ->
    [rod] une tige
    [spring] un ressort
    [pulley] une poulie
   *[string] un fil
} de { $length } m de { $a } à { $b }
joint-broke = { $what } : rompu au pas { $step }, ne tire plus
joint-slack = { $what } : détendu, ne tire rien
joint-pushes = { $what } : pousse avec { $force } N
joint-pulls = { $what } : tire avec { $force } N
joint-spring-stretch = ses extrémités à { $distance } m, { $beyond } m au-delà de sa longueur au repos : k·x = { $force } N (k { $k } N/m, amortissement { $c } N·s/m)
joint-stretch = ses extrémités à { $distance } m : { $beyond } µm au-delà de sa longueur
joint-breaks-above = rompt au-dessus de { $force } N
joint-solved-alone = résolue exactement, seule : aucune autre liaison ne partage un corps qui bouge
joint-solved-with = { $others ->
    [one] résolue exactement avec l'autre liaison qui lui est attachée par un corps partagé
   *[other] résolue exactement avec les { $others } autres liaisons qui lui sont attachées par des corps partagés
}
joint-acted = a agi dans { $acting } des { $substeps } sous-pas, au plus { $newton ->
    [one] { $newton } pas de Newton
   *[other] { $newton } pas de Newton
} en un ; { $settled }, ses extrémités manquées de { $missed } µm au plus
joint-settled = stabilisée dans la tolérance
joint-not-settled = pas stabilisée à chaque sous-pas
joint-tension-impulse = impulsion de tension { $total } N·s : { $motion } dans le mouvement des sous-pas, { $hold } pour retenir ses extrémités ensuite
joint-fixed-point = un point fixe

joints-none = Aucune liaison : les outils fil, tige, ressort, charnière et soudure (J) en attachent.
joints-row = { $kind ->
    [rod] Tige
    [spring] Ressort
    [pin] Pivot
    [hinge] Charnière
    [slider] Glissière
    [weld] Soudure
    [pulley] Poulie
   *[string] Fil
} de { $a } à { $b } : { $state }
joints-broken = rompue
joints-force = { $force } N
joints-how-solved = Comment le solveur l'a traitée
joints-remove = Retirer
joints-rest = repos
joint-machine-what = { $kind ->
    [pin] un pivot
    [hinge] une charnière
    [slider] une glissière
   *[weld] une soudure
} de { $a } à { $b }
joint-holds-with = { $what } : retient avec { $force } N et { $torque } N·m
joint-motor-gives = son moteur donne { $effort } { $kind ->
    [slider] N
   *[hinge] N·m
}
joint-machine-solved = résolue en { $substeps } sous-pas comme lignes du pas souple ; ses ancrages à { $missed } µm au plus
joints-limits = Limites
joints-low = min
joints-high = max
joints-motor = Moteur
joints-speed = vitesse
joints-most = au plus
joints-bends = Plie
joints-hertz = Hz
joints-ratio = rapport
joints-length = longueur
