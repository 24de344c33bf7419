# La fiche de la leçon et le verrou de l'enseignant.

lesson-step-of = Étape { $step } sur { $count }
lesson-in-english = Cette leçon n’a pas encore de texte en { $language } : elle est affichée en anglais.
lesson-close = Fermer
    .hint = Ferme la leçon ; la scène reste
lesson-running-note = En cours… elle s'arrête au moment qui compte.
lesson-run = Lancer ▶
lesson-running = En cours…
lesson-end = Fin de la leçon
lesson-next = Suivant ▶
lesson-back = ◀ Retour
lesson-save-predictions = Enregistrer les prédictions (CSV)
lesson-predict = Prédisez
lesson-measured = Mesuré
lesson-no-answer = pas de réponse
lesson-your-prediction = Votre prédiction : { $answer } { $mark }
lesson-timed-out = L'exécution a atteint sa limite de temps avant que son déclencheur ne se produise.
lesson-replay = ⟲ Revoir le moment

lock-explained = Fige la gravité, la détection, le solveur et les valeurs imposées des matériaux ; pousser, saisir, créer et la frise du temps restent libres.
lock-code = Code
lock-lock = Verrouiller les réglages de la leçon
lock-locked = Réglages de la leçon verrouillés
lock-unlock = Déverrouiller
lock-wrong-code = code erroné

## The values a lesson reveals
measure-speed = vitesse de { $body }
measure-spin = rotation de { $body }
measure-velocity = vitesse { $axis } de { $body }
measure-momentum = quantité de mouvement { $axis } de { $body }
measure-total-momentum = quantité de mouvement totale { $axis }
measure-kinetic-energy = énergie cinétique de { $body }
measure-total-kinetic-energy = énergie cinétique totale
measure-spring-energy = énergie dans les ressorts
measure-total-energy = énergie totale (mouvement, hauteur, ressorts)
measure-height = hauteur de { $body }
measure-highest-point = point le plus haut de { $body }
measure-distance = distance parcourue par { $body }
measure-tilt = inclinaison de { $body }
measure-angle = angle entre { $a } et { $b }
measure-time = temps
measure-collisions = collisions
measure-impacts = impacts
measure-penetration = recouvrement de { $a } et { $b }
measure-apart = distance entre { $a } et { $b }
