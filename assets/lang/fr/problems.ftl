# Ce qui ne va pas dans un fichier de scène, de leçon ou d'enregistrement, ou dans un lien : le fichier et la ligne, le champ, et pourquoi.

file-unread = { $file } : lecture impossible : { $error }
file-syntax = { $place } : { $error }
file-body-field = { $place } : corps « { $body } », champ `{ $field }` : { $problem }
file-field = { $place } : champ `{ $field }` : { $problem }
file-step-field = { $place } : étape { $step }, champ `{ $field }` : { $problem }

problem-scene-name = la scène a besoin d'un nom
problem-body-name = chaque corps a besoin d'un nom non vide
problem-name-twice = deux corps portent ce nom ; les noms doivent être uniques
problem-half-extents = chaque demi-côté doit être > 0, reçu { $got }
problem-fixed-and-kinematic = un corps est fixe ou cinématique, pas les deux
problem-mass = un corps mobile a besoin d'une masse > 0, reçu { $got } (ou mettez fixed: true)
problem-zero-to-one = doit être entre 0 et 1, reçu { $got }
problem-color = doit être "#rrggbb" (six chiffres hexadécimaux), reçu { $got }
problem-camera-point = { $point } : chaque composante doit être finie, reçu { $got }
problem-camera-view-and-position = donnez une vue ou une position, pas les deux
problem-camera-distance = la position est la cible : la caméra a besoin d'une distance
problem-rotation-finite = chaque composante doit être un nombre fini, reçu { $got }
problem-rotation-zero = un quaternion nul n'est pas une rotation : donnez-en un de longueur 1, reçu { $got }
problem-direction = doit pointer quelque part, reçu { $got }
problem-finite = doit être un nombre fini, reçu { $got }
problem-not-negative = doit être ≥ 0, reçu { $got }
problem-positive = doit être > 0, reçu { $got }
problem-components = chaque composante doit être un nombre fini, reçu { $got }
problem-compare-restitution = { $got } est hors de la restitution de 0 à 1 ({ $low } à { $high })
problem-compare-substeps = { $got } est hors des sous-pas permis ({ $low } à { $high })
problem-compare-iterations = { $got } est hors des itérations du solveur permises ({ $low } à { $high })
problem-translation-body = « { $code } » : aucun corps ne s'appelle « { $body } » (ou « { $body } N ») dans la scène
problem-translation-english = « en » est le texte propre du fichier ; les traductions sont pour les autres langues
problem-translation-code = « { $code } » n'est pas le code à deux lettres d'une langue, comme « es »
problem-joint-one-body = les deux extrémités sont sur un seul corps : une liaison tient deux corps, ou un corps et un point
problem-finite-not-negative = doit être un nombre fini ≥ 0, reçu { $got }
problem-joint-length = une tige ou un fil a besoin d'une longueur > 0 (ses extrémités partent ensemble)
problem-breaking-force = doit être une force > 0 (N), reçu { $got }
problem-stiffness = un ressort a besoin d'une raideur > 0 (N/m)
problem-no-body-named = aucun corps ne s'appelle « { $name } »
problem-setting-outside = { $setting } { $value } est hors de { $low } à { $high }

problem-recording-dt = { $got } s est hors de 0.00001 à 0.1 s
problem-recording-substeps = { $got } est hors de 1 à 64
problem-recording-body = le changement après le pas { $step } a un corps avec une valeur non finie, une taille ou une masse pas au-dessus de 0, ou e hors de 0 à 1
problem-recording-joint = le changement après le pas { $step } a une liaison avec une valeur non finie, une longueur ou une force de rupture pas au-dessus de 0, une raideur ou un amortissement sous 0, ou les deux extrémités sur un seul corps
problem-recording-hashes = { $hashes } empreintes pour { $steps } pas : une avant le premier pas et une par pas

problem-lesson-title = la leçon a besoin d'un titre
problem-lesson-steps = la leçon a besoin d'au moins une étape
problem-scene-reference = « { $scene } » doit être le nom d'une scène du catalogue ou un chemin dans le dossier de la leçon (pas de .., pas de /)
problem-scene-outside = « { $scene } » mène hors de { $folder }
problem-no-scene = pas de scène « { $scene } » dans le dossier de la leçon ni dans le catalogue
problem-first-scene = la première étape doit ouvrir une scène
problem-within = doit être une durée > 0 s, reçu { $got }
problem-scene-refused = la scène ne se charge pas : { $error }
problem-no-body = pas de corps « { $name } » dans la scène de l'étape (ses corps : { $bodies })
problem-change-mass = corps « { $name } » : la masse doit être > 0 kg, reçu { $got }
problem-change-velocity = corps « { $name } » : la vitesse doit être finie, reçu { $got }
problem-change-restitution = corps « { $name } » : la restitution doit être entre 0 et 1, reçu { $got }
problem-change-friction = corps « { $name } » : le frottement doit être ≥ 0, reçu { $got }
problem-change-substeps = les sous-pas doivent aller de { $low } à { $high }, reçu { $got }
problem-choice-options = un choix a besoin d'au moins deux options, reçu { $options } (réponse { $answer })
problem-choice-answer = la réponse { $answer } n'est pas l'une des { $options } options (comptées à partir de 0)
problem-tolerance = la tolérance doit être > 0, reçu { $got }
problem-number-unrevealed = un nombre est comparé à une valeur révélée : ajoutez reveal
problem-run-steps = lancez au moins un pas
problem-run-seconds = les secondes doivent être > 0, reçu { $got }
problem-run-plane = le plan a besoin d'un point fini et d'une normale non nulle, reçu { $got }
problem-run-speed = la vitesse doit être > 0 m/s, reçu { $got }
problem-run-angle = l'angle doit être entre 0 et 180 degrés, reçu { $got }
problem-translation-of = « { $code } » : { $problem }
problem-translation-ideas = { $ideas } idées pour les { $english } de la leçon
problem-translation-steps = { $steps } étapes pour les { $english } de la leçon
problem-translation-question = l'étape { $step } ne pose aucune question en anglais
problem-translation-unit = l'étape { $step } ne demande aucun nombre en anglais, donc n'a pas d'unité
problem-translation-options = étape { $step } : { $options } options pour les { $english } de l'anglais

link-settings-not-listed = ses réglages ne sont pas une liste de noms et de valeurs
link-unknown-setting = il nomme un réglage qui n'existe pas : { $name }
link-settings-unread = ses réglages : { $error }
link-reader-said = { $words }
link-too-long = le montage est trop grand pour un lien ({ $chars } caractères, au plus { $most }) : enregistrez-le plutôt comme fichier
link-damaged = le lien est abîmé (coupé ou modifié) : redemandez-le
link-too-big = le lien contient plus de { $megabytes } Mo de scène
link-unreadable = le lien n'est pas un montage : { $problem }
link-scene = la scène du lien ne peut pas être ouverte : { $error }
link-settings = les réglages du lien ne peuvent pas être utilisés : { $problem }
link-too-many-bodies = la scène du lien a { $bodies } corps, plus que les { $most } qu'un lien peut porter
problem-not-of-kind = { $kind ->
    [rod] une tige
    [string] un fil
    [spring] un ressort
    [pin] un pivot
    [hinge] une charnière
    [slider] une glissière
    [weld] une soudure
   *[pulley] une poulie
} n'a pas de champ `{ $field }`
problem-pulley-wheels = une poulie a besoin de ses deux roues : `wheels: ((x, y, z), (x, y, z))`
problem-motor-max = le couple ou la force maximale d'un moteur doit être ≥ 0, reçu { $got }
problem-weld-spring = le ressort d'une soudure demande hertz > 0 et un taux d'amortissement ≥ 0, reçu { $got }
problem-ratio = le rapport d'une poulie doit être > 0, reçu { $got }
problem-limits-order = la limite basse { $low } dépasse la haute { $high }
problem-breaking-torque = doit être un couple > 0 (N·m), reçu { $got }
problem-hull-too-few = une enveloppe demande au moins 4 points, reçu { $got }
problem-hull-not-finite = le point { $point } n'est pas un nombre fini
problem-hull-flat = les points sont dans un plan ou sur une droite et n'enferment aucun volume
problem-polyhedron-faces = un polyèdre régulier a 4, 6, 8, 12 ou 20 faces, reçu { $got }
problem-compound-empty = un corps composé demande au moins une partie
problem-compound-nested = la partie { $part } est elle-même composée : les parties sont des formes simples
