# Die schmale Leiste über der Szene und ihre Menüs.

toolbar-controls = ☰ Einstellungen
    .hint = Alle Einstellungen, die Körper, Aufnahmen und Szenendateien (F10 blendet alle Felder aus)
toolbar-gallery = Galerie
    .hint = Alle Szenen zur Auswahl (Esc)
toolbar-reset = ⟲ Zurücksetzen
    .hint = Die Szene wie beim Laden wiederherstellen (Rücktaste)
toolbar-gravity = Schwerkraft
    .hint = G
toolbar-continuous = Kontinuierlich
    .hint = Kontinuierliche Erkennung: schnelle Körper werden entlang ihrer Bahn geprüft, damit sie nichts durchtunneln (C)
toolbar-labels = Beschriftungen
    .hint = Namen und Werte neben den Körpern
toolbar-tables = Tabellen
    .hint = Kontakte, Ereignisse, Diagramme und die Datentabelle
toolbar-inspector = Inspektor
    .hint = Warum ein Paar zusammengestoßen ist oder nicht (I)
toolbar-energy = Energie
    .hint = Balken der kinetischen, Rotations- und potentiellen Energie und des Verlusts
toolbar-instruments = Messgeräte
    .hint = Maßband, Winkelmesser, Stoppuhr und Lichtschranken (über die Aufbauleiste gesetzt)
toolbar-help = ?
    .hint = Hilfe: Maus und Tasten (H)

toolbar-overlays = Ebenen: { $set } ⏷
toolbar-overlays-own = eigene
overlay-set-plain = Schlicht
overlay-set-contacts = Kontakte
overlay-set-motion = Bewegung
overlay-set-response = Antwort

toolbar-view = Ansicht: { $view } ⏷
    .hint = 1D und 2D halten jeden bewegten Körper auf einer Geraden oder Ebene, senkrecht und ohne Perspektive gesehen
view-free = 3D
view-line = 1D: entlang x
view-front = 2D: die x–y-Ebene
view-top = 2D: der Tisch, von oben

toolbar-mouse = Maus: { $tool } ⏷
mouse-push = stoßen
mouse-grab = greifen
mouse-string = Faden
mouse-rod = Stange
mouse-spring = Feder
mouse-hinge = Gelenk
mouse-weld = Schweißnaht
mouse-edit = aufbauen
mouse-push-choice = Stoßen: Klick stößt, Ziehen zielt
    .hint = M wechselt das Werkzeug
mouse-grab-choice = Greifen: Ziehen zieht mit, Loslassen wirft
mouse-string-choice = Faden: einen Körper anklicken, dann einen anderen Körper oder leeren Raum (ein fester Punkt)
mouse-rod-choice = Stange: einen Körper anklicken, dann einen anderen Körper oder leeren Raum (ein fester Punkt)
mouse-spring-choice = Feder: einen Körper anklicken, dann einen anderen Körper oder leeren Raum (ein fester Punkt)
mouse-hinge-choice = Gelenk: einen Körper dort anklicken, wo die Achse sitzen soll (sie zeigt in Blickrichtung), dann einen anderen Körper oder leeren Raum (die Welt)
mouse-weld-choice = Schweißnaht: einen Körper anklicken, dann einen anderen Körper (oder leeren Raum, die Welt): so zusammengehalten, wie sie stehen
mouse-edit-choice = Aufbauen: Ziehen verschiebt einen Körper, der Ring seines Pfeils richtet ihn aus (E)
    .hint = Hält die Uhr an; Strg+Z macht rückgängig, Strg+Y wiederholt

overlay-contact-points = Kontaktpunkte
overlay-normals = Kontaktnormalen
overlay-penetration = Eindringtiefe
overlay-aabbs = Hüllquader
overlay-velocities = Geschwindigkeiten
overlay-velocity-scale = 1 m Pfeil = { $scale } m/s
overlay-spins = Drehung (Pfeil entlang der Achse, Ring dreht sich in ihrem Sinn)
overlay-spin-scale = 1 m Pfeil über die Kugel hinaus = { $scale } rad/s
overlay-momenta = Impulse
overlay-momentum-scale = 1 m Pfeil = { $scale } kg·m/s
overlay-log = Logarithmische Skala für Geschwindigkeit und Impuls
overlay-log-legend = logarithmische Skala: 1 m = 9, 2 m = 99, 3 m = 999 Einheiten
overlay-centre-of-mass = Schwerpunkt und seine Geschwindigkeit
overlay-traces = Bahnspuren
overlay-trace-seconds = Spur s
overlay-sweeps = Überstrichene Volumen und Stoßlagen
overlay-impulses = Kraftstöße (normal orange, Reibung grün)
overlay-impulse-scale = 1 m Pfeil = { $scale } N·s
overlay-corrections = Verschiebungen der Lagekorrektur
overlay-correction-legend = Geist: vor der Verschiebung; Pfeil ×{ $magnification }
overlay-tunnelling = Zu schnell für die diskrete Erkennung (rot)
overlay-grid = Bodenraster (1 m) und Achsen
