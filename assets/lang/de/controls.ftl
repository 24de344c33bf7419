# Das linke Feld: seine Titelzeile, die Köpfe seiner Abschnitte und die Wahl von Sprache und Aussehen.

controls-help = Hilfe
controls-frame-view = Ausrichten
controls-hide-panels = Felder ausblenden
    .hint = Nur die Szene und die Zeitleiste (Tab)
controls-full-screen = Vollbild
    .hint = F11
controls-save-picture = Bild speichern
    .hint = Das Fenster als PNG, für ein Arbeitsblatt (F12)
controls-ray-probe = Strahlsonde
    .hint = Was ein Strahl vom Zeiger aus trifft und durchquert (P)
controls-ui-size = Größe der Oberfläche
controls-projector = Beamer
    .hint = Größere Schrift, dickere Linien, hoher Kontrast: für einen Beamer
controls-language = Sprache
    .hint = Die Sprache aller Wörter im Sandkasten (auch --lang xx, oder ?lang=xx auf der Seite)

section-simulation = Simulation
section-gravity = Schwerkraft
section-detection = Erkennung
section-materials = Materialien und Wechselwirkung
section-overlays = Ebenen
section-graphics = Grafik
section-lock = Sperre der Lehrkraft
section-twin = Vergleichen (Zwillingswelt)
section-recording = Aufnahme
section-scenes = Szenen
section-momentum = Impulsdiagramm
section-readouts = Anzeigen
section-bodies = Körper
section-joints = Verbindungen
section-selected = Gewählter Körper

momentum-newest = Der neueste Stoß: { $a } und { $b }, Schritt { $step }
momentum-newest-selected = Der neueste Stoß der Auswahl: { $a } und { $b }, Schritt { $step }
momentum-none = Noch kein Stoß (der gewählten Körper).
