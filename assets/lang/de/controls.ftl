# Das linke Feld: seine Titelzeile, die Köpfe seiner Abschnitte und die Wahl von Sprache und Aussehen.

controls-help = Hilfe
controls-frame-view = Ausrichten
controls-hide-panels = Felder ausblenden
    .hint = Nur die Szene und die Zeitleiste (F10)
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

graphics-label = Grafik
graphics-low = Niedrig
    .hint = einfache Schattierung, keine Kantenglättung oder Schatten, halbe Auflösung
graphics-high = Hoch
    .hint = normale Schattierung, 4× Kantenglättung, Schatten, volle Auflösung und glatte Kugeln: langsam mit einem Software-Renderer
graphics-simple-shading = Einfache Schattierung (ein Licht, Kugeln als Sprites)
graphics-anti-aliasing = Kantenglättung (4× Multisampling)
graphics-why-not = die einfache Schattierung zeichnet keine Schatten und ihre Kugeln sind immer rund
graphics-shadows = Schatten
graphics-full-resolution = Volle Auflösung (sonst so fein, wie die Bildrate es erlaubt)
graphics-smooth-balls = Glatte Kugeln (mehr Dreiecke)
speed-line = { $fps } Bilder/s · { $ms } ms je Bild · Physik { $physics } ms je Schritt
speed-measuring = Bilder/s: wird gemessen · Physik { $physics } ms je Schritt
speed-behind = { $line } · Bilder zu langsam: die Simulation läuft mit { $percent } % der Echtzeit

controls-high-contrast = Hoher Kontrast
    .hint = Weiße Schrift auf schwarzen Feldern, kräftige Umrisse und Fokusrahmen (auch --high-contrast, oder ?contrast=high auf der Seite)
controls-text-size = Schriftgröße
    .hint = Die Schrift der Felder, für die hinterste Reihe und bei Sehschwäche
