# La fiche de la leçon et le verrou de l'enseignant.

lesson-step-of = Étape { $step } sur { $count }
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
