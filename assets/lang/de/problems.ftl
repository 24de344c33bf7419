# Was an einer Szenen-, Lektions- oder Aufnahmedatei oder einem Link nicht stimmt: Datei und Zeile, Feld und warum.

file-unread = { $file }: nicht lesbar: { $error }
file-syntax = { $place }: { $error }
file-body-field = { $place }: Körper „{ $body }“, Feld `{ $field }`: { $problem }
file-field = { $place }: Feld `{ $field }`: { $problem }
file-step-field = { $place }: Schritt { $step }, Feld `{ $field }`: { $problem }

problem-scene-name = die Szene braucht einen Namen
problem-body-name = jeder Körper braucht einen nicht leeren Namen
problem-name-twice = zwei Körper haben diesen Namen; Namen müssen eindeutig sein
problem-half-extents = jede halbe Kantenlänge muss > 0 sein, erhalten { $got }
problem-fixed-and-kinematic = ein Körper ist fest oder kinematisch, nicht beides
problem-mass = ein bewegter Körper braucht eine Masse > 0, erhalten { $got } (oder fixed: true setzen)
problem-zero-to-one = muss zwischen 0 und 1 liegen, erhalten { $got }
problem-color = muss "#rrggbb" sein (sechs Hexadezimalziffern), erhalten { $got }
problem-camera-point = { $point }: jede Komponente muss endlich sein, erhalten { $got }
problem-camera-view-and-position = eine Ansicht oder eine Position angeben, nicht beides
problem-camera-distance = die Position ist das Ziel: die Kamera braucht einen Abstand
problem-rotation-finite = jede Komponente muss eine endliche Zahl sein, erhalten { $got }
problem-rotation-zero = ein Null-Quaternion ist keine Drehung: eines der Länge 1 angeben, erhalten { $got }
problem-direction = muss irgendwohin zeigen, erhalten { $got }
problem-finite = muss eine endliche Zahl sein, erhalten { $got }
problem-not-negative = muss ≥ 0 sein, erhalten { $got }
problem-positive = muss > 0 sein, erhalten { $got }
problem-components = jede Komponente muss eine endliche Zahl sein, erhalten { $got }
problem-compare-restitution = { $got } liegt außerhalb der Stoßzahl 0 bis 1 ({ $low } bis { $high })
problem-compare-substeps = { $got } liegt außerhalb der erlaubten Teilschritte ({ $low } bis { $high })
problem-compare-iterations = { $got } liegt außerhalb der erlaubten Löser-Iterationen ({ $low } bis { $high })
problem-translation-body = „{ $code }“: kein Körper heißt „{ $body }“ (oder „{ $body } N“) in der Szene
problem-translation-english = „en“ ist der eigene Text der Datei; Übersetzungen sind für andere Sprachen
problem-translation-code = „{ $code }“ ist kein zweibuchstabiger Sprachcode wie „es“
problem-joint-one-body = beide Enden liegen auf einem Körper: eine Verbindung hält zwei Körper oder einen Körper und einen Punkt
problem-finite-not-negative = muss eine endliche Zahl ≥ 0 sein, erhalten { $got }
problem-joint-length = eine Stange oder ein Faden braucht eine Länge > 0 (die Enden beginnen zusammen)
problem-breaking-force = muss eine Kraft > 0 (N) sein, erhalten { $got }
problem-stiffness = eine Feder braucht eine Steifigkeit > 0 (N/m)
problem-no-body-named = kein Körper heißt „{ $name }“
problem-setting-outside = { $setting } { $value } liegt außerhalb von { $low } bis { $high }

problem-recording-dt = { $got } s liegt außerhalb von 0.00001 bis 0.1 s
problem-recording-substeps = { $got } liegt außerhalb von 1 bis 64
problem-recording-body = die Änderung nach Schritt { $step } hat einen Körper mit einem nicht endlichen Wert, einer Größe oder Masse nicht über 0 oder e außerhalb von 0 bis 1
problem-recording-joint = die Änderung nach Schritt { $step } hat eine Verbindung mit einem nicht endlichen Wert, einer Länge oder Bruchkraft nicht über 0, einer Steifigkeit oder Dämpfung unter 0 oder beiden Enden auf einem Körper
problem-recording-hashes = { $hashes } Prüfsummen für { $steps } Schritte: eine vor dem ersten Schritt und eine je Schritt

problem-lesson-title = die Lektion braucht einen Titel
problem-lesson-steps = die Lektion braucht mindestens einen Schritt
problem-scene-reference = „{ $scene }“ muss der Name einer Katalogszene oder ein Pfad im Ordner der Lektion sein (kein .., kein /)
problem-scene-outside = „{ $scene }“ führt aus { $folder } heraus
problem-no-scene = keine Szene „{ $scene }“ im Ordner der Lektion oder im Katalog
problem-first-scene = der erste Schritt muss eine Szene öffnen
problem-within = muss eine Zeit > 0 s sein, erhalten { $got }
problem-scene-refused = die Szene lädt nicht: { $error }
problem-no-body = kein Körper „{ $name }“ in der Szene des Schritts (ihre Körper: { $bodies })
problem-change-mass = Körper „{ $name }“: die Masse muss > 0 kg sein, erhalten { $got }
problem-change-velocity = Körper „{ $name }“: die Geschwindigkeit muss endlich sein, erhalten { $got }
problem-change-restitution = Körper „{ $name }“: die Stoßzahl muss zwischen 0 und 1 liegen, erhalten { $got }
problem-change-friction = Körper „{ $name }“: die Reibung muss ≥ 0 sein, erhalten { $got }
problem-change-substeps = die Teilschritte müssen { $low } bis { $high } sein, erhalten { $got }
problem-choice-options = eine Auswahl braucht mindestens zwei Optionen, erhalten { $options } (Antwort { $answer })
problem-choice-answer = die Antwort { $answer } ist keine der { $options } Optionen (ab 0 gezählt)
problem-tolerance = die Toleranz muss > 0 sein, erhalten { $got }
problem-number-unrevealed = eine Zahl wird mit einem aufgedeckten Wert verglichen: reveal hinzufügen
problem-run-steps = mindestens einen Schritt laufen lassen
problem-run-seconds = die Sekunden müssen > 0 sein, erhalten { $got }
problem-run-plane = die Ebene braucht einen endlichen Punkt und eine Normale mit Länge, erhalten { $got }
problem-run-speed = die Geschwindigkeit muss > 0 m/s sein, erhalten { $got }
problem-run-angle = der Winkel muss zwischen 0 und 180 Grad liegen, erhalten { $got }
problem-translation-of = „{ $code }“: { $problem }
problem-translation-ideas = { $ideas } Ideen für die { $english } der Lektion
problem-translation-steps = { $steps } Schritte für die { $english } der Lektion
problem-translation-question = Schritt { $step } stellt auf Englisch keine Frage
problem-translation-unit = Schritt { $step } fragt auf Englisch nach keiner Zahl, hat also keine Einheit
problem-translation-options = Schritt { $step }: { $options } Optionen für die { $english } des Englischen

link-settings-not-listed = seine Einstellungen sind keine Liste aus Namen und Werten
link-unknown-setting = er nennt eine Einstellung, die es nicht gibt: { $name }
link-settings-unread = seine Einstellungen: { $error }
link-reader-said = { $words }
link-too-long = der Aufbau ist zu groß für einen Link ({ $chars } Zeichen, höchstens { $most }): stattdessen als Datei speichern
link-damaged = der Link ist beschädigt (abgeschnitten oder verändert): bitte erneut anfordern
link-too-big = der Link enthält mehr als { $megabytes } MB Szene
link-unreadable = der Link ist kein Aufbau: { $problem }
link-scene = die Szene des Links lässt sich nicht öffnen: { $error }
link-settings = die Einstellungen des Links sind nicht verwendbar: { $problem }
link-too-many-bodies = die Szene des Links hat { $bodies } Körper, mehr als die { $most }, die ein Link tragen darf
problem-not-of-kind = { $kind ->
    [rod] eine Stange
    [string] ein Faden
    [spring] eine Feder
    [pin] ein Bolzen
    [hinge] ein Scharnier
    [slider] eine Schiene
    [weld] eine Schweißnaht
   *[pulley] ein Flaschenzug
} hat kein Feld `{ $field }`
problem-pulley-wheels = ein Flaschenzug braucht seine zwei Räder: `wheels: ((x, y, z), (x, y, z))`
problem-motor-max = das größte Drehmoment oder die größte Kraft eines Motors muss ≥ 0 sein, erhalten { $got }
problem-weld-spring = die Feder einer Schweißnaht braucht hertz > 0 und ein Dämpfungsmaß ≥ 0, erhalten { $got }
problem-ratio = das Verhältnis eines Flaschenzugs muss > 0 sein, erhalten { $got }
problem-limits-order = die untere Grenze { $low } liegt über der oberen { $high }
problem-breaking-torque = muss ein Drehmoment > 0 (N·m) sein, erhalten { $got }
problem-hull-too-few = eine Hülle braucht mindestens 4 Punkte, erhalten { $got }
problem-hull-not-finite = Punkt { $point } ist keine endliche Zahl
problem-hull-flat = die Punkte liegen in einer Ebene oder auf einer Geraden und schließen kein Volumen ein
problem-polyhedron-faces = ein regelmäßiges Polyeder hat 4, 6, 8, 12 oder 20 Flächen, erhalten { $got }
problem-compound-empty = ein zusammengesetzter Körper braucht mindestens ein Teil
problem-compound-nested = Teil { $part } ist selbst zusammengesetzt: Teile sind einfache Formen
