# Die Lektionskarte und die Sperre der Lehrkraft.

lesson-step-of = Schritt { $step } von { $count }
lesson-in-english = Diese Lektion hat noch keinen Text auf { $language }: Sie wird auf Englisch gezeigt.
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

## The values a lesson reveals
measure-speed = Geschwindigkeit von { $body }
measure-spin = Drehung von { $body }
measure-velocity = Geschwindigkeit { $axis } von { $body }
measure-momentum = Impuls { $axis } von { $body }
measure-total-momentum = Gesamtimpuls { $axis }
measure-kinetic-energy = kinetische Energie von { $body }
measure-total-kinetic-energy = gesamte kinetische Energie
measure-spring-energy = Energie in den Federn
measure-total-energy = Gesamtenergie (Bewegung, Höhe, Federn)
measure-height = Höhe von { $body }
measure-highest-point = höchster Punkt von { $body }
measure-distance = zurückgelegte Strecke von { $body }
measure-tilt = Neigung von { $body }
measure-angle = Winkel zwischen { $a } und { $b }
measure-time = Zeit
measure-collisions = Kollisionen
measure-impacts = Stöße
measure-penetration = Überlappung von { $a } und { $b }
measure-apart = Abstand zwischen { $a } und { $b }
