# Die Lektionskarte und die Sperre der Lehrkraft.

lesson-step-of = Schritt { $step } von { $count }
lesson-close = Schließen
    .hint = Die Lektion schließen; die Szene bleibt
lesson-running-note = Läuft… es hält im entscheidenden Moment an.
lesson-run = Starten ▶
lesson-running = Läuft…
lesson-end = Ende der Lektion
lesson-next = Weiter ▶
lesson-back = ◀ Zurück
lesson-save-predictions = Vorhersagen speichern (CSV)
lesson-predict = Vorhersage
lesson-measured = Gemessen
lesson-no-answer = keine Antwort
lesson-your-prediction = Deine Vorhersage: { $answer } { $mark }
lesson-timed-out = Der Lauf erreichte seine Zeitgrenze, bevor sein Auslöser eintrat.
lesson-replay = ⟲ Den Moment wiederholen

lock-explained = Hält Schwerkraft, Erkennung, Löser und festgelegte Materialwerte, wie sie sind; Stoßen, Greifen, Erzeugen und die Zeitleiste bleiben frei.
lock-code = Code
lock-lock = Einstellungen der Lektion sperren
lock-locked = Einstellungen der Lektion gesperrt
lock-unlock = Entsperren
lock-wrong-code = falscher Code
