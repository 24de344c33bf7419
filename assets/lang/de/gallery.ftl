# Die Galerie: ihre Titelzeile, die Überschriften der Themen, eine eigene Szene entfernen.

gallery-choose = Eine Vorführung wählen: auf ihr Bild klicken.
gallery-back = Zurück zur Szene (Esc)
gallery-open-file = Datei öffnen…
    .hint = Eine Szene oder Aufnahme von diesem Rechner
gallery-yours = Deine Szenen
gallery-lessons = Lektionen: vorhersagen, beobachten, erklären
gallery-remove-question = „{ $name }“ endgültig entfernen?
gallery-remove = Entfernen
gallery-keep = Behalten

topic-one-dimension = Stöße in 1D
topic-two-dimensions = Stöße in 2D
topic-restitution = Abprallen und Stoßzahl
topic-friction = Reibung
topic-stacking = Stapeln
topic-tunnelling = Tunneln und kontinuierliche Erkennung
topic-events = Ereignisse und Sensoren
topic-many-bodies = Viele Körper
topic-rolling = Rollen und Drehung
topic-oscillations = Pendel und Federn
topic-machines = Maschinen: Hebel, Rollen, Motoren
gallery-pick-failed = Die Dateiauswahl hat sich nicht geöffnet: { $error }
notice-no-such-scene = Der Link verlangt die Szene „{ $name }“, die der Katalog nicht hat: hier eine wählen.
notice-no-such-lesson = Der Link verlangt die Lektion „{ $name }“, die der Katalog nicht hat: hier eine wählen.
notice-link-refused = Dieser Link lässt sich nicht öffnen: { $error }. Hier eine Szene wählen.
