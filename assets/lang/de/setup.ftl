# Die Aufbauleiste: die Palette, die Verbindungswerkzeuge, die Messgeräte, Bearbeiten und Speichern.

setup-add = Hinzufügen
setup-sphere = Kugel
    .hint = Eine Kugel mit Größe und Dichte aus dem Feld
setup-box = Quader
    .hint = Ein Würfel mit Größe und Dichte aus dem Feld
setup-cylinder = Zylinder
    .hint = Eine stehende Dose in der Größe und Dichte des Panels
setup-capsule = Kapsel
    .hint = Eine stehende Kapsel in der Größe und Dichte des Panels
setup-cone = Kegel
    .hint = Ein Kegel auf seiner Grundfläche, in der Größe und Dichte des Panels
setup-wedge = Keil
    .hint = Ein Keil auf seiner Grundfläche, die Schräge nach rechts, in der Größe und Dichte des Panels
setup-die = Würfel
    .hint = Ein Würfel mit zwanzig Flächen, in der Größe und Dichte des Panels
setup-hammer = Hammer
    .hint = Ein liegender Hammer: ein schwerer Kopf an einem leichten Stiel
setup-wall = Wand
    .hint = Eine feste Wand, 2 m hoch
setup-ramp = Rampe
    .hint = Eine feste Rampe mit 20°, ihr unteres Ende auf dem Boden
setup-string = Faden
    .hint = Einen Körper anklicken, dann einen anderen Körper oder einen Punkt
setup-rod = Stange
    .hint = Einen Körper anklicken, dann einen anderen Körper oder einen Punkt
setup-spring = Feder
    .hint = Einen Körper anklicken, dann einen anderen Körper oder einen Punkt
setup-hinge = Gelenk
    .hint = Einen Körper dort anklicken, wo die Achse sitzen soll, dann einen anderen Körper oder leeren Raum; die Achse zeigt in Blickrichtung
setup-weld = Schweißen
    .hint = Einen Körper anklicken, dann einen anderen Körper oder leeren Raum: so gehalten, wie sie stehen
setup-move = Verschieben und zielen
    .hint = Einen Körper ziehen; den Ring seines Pfeils ziehen
setup-measure = Messen
setup-tape = Maßband
    .hint = Ein Maßband: seine Enden ziehen
setup-protractor = Winkelmesser
    .hint = Seinen Scheitel und die Enden seiner Schenkel ziehen
setup-gate = Lichtschranke
    .hint = Eine Lichtschranke: misst die Zeit jedes Körpers, der sie durchquert; zwei geben die Geschwindigkeit dazwischen
setup-snap = Einrasten
    .hint = Auf Zehntel des Rasters, Geschwindigkeiten auf 0,1 m/s, Winkel auf 5°
setup-same-density = Gleiche Dichte
    .hint = Größenänderung behält die Dichte: eine doppelt so breite Kugel ist 8-mal so schwer. Aus: sie behält ihre Masse
setup-new-scene = Neue Szene
    .hint = Ein leerer Raum mit Boden
setup-save = Speichern
    .hint = In die Datei, die das Feld Szenendatei der Einstellungen nennt (Strg+S)
setup-delete = Löschen
    .hint = Der gewählte Körper und seine Verbindungen (Entf)
setup-duplicate = Verdoppeln
    .hint = Eine Kopie neben dem gewählten Körper (Strg+D)
setup-undo = Rückgängig
setup-undo-count = { $count ->
    [one] 1 Änderung (Strg+Z)
   *[other] { $count } Änderungen (Strg+Z)
}
setup-redo = Wiederholen
setup-redo-count = { $count ->
    [one] 1 Änderung (Strg+Y)
   *[other] { $count } Änderungen (Strg+Y)
}

field-mass = Masse
field-radius = Radius
field-width = Breite
field-length = Länge
field-height = Höhe
field-depth = Tiefe
field-refused = { $field }: "{ $text }" abgelehnt: { $why }
field-not-a-number = keine Zahl
field-not-finite = keine endliche Zahl
field-range = von { $low } bis { $high } { $unit }

edit-position = x { $x }  y { $y }  z { $z } m
edit-aim = { $speed } m/s unter { $angle }°
edit-radius = Radius { $radius } m
edit-radius-length = Radius { $radius } m, Länge { $length } m
edit-turned = um { $angle }° gedreht
push-aim = { $impulse } N·s
    Δv { $change } m/s
probe-nothing = Strahlsonde: nichts unter dem Zeiger
probe-hits = trifft { $name } in { $distance } m
probe-point = Punkt { $point }, Normale { $normal }
probe-through = durchquert der Reihe nach:
probe-nth = { $n }. { $name } in { $distance } m
joint-tension = { $newtons } N
joint-push = Druck { $newtons } N
joint-holds = { $newtons } N, { $newton_metres } N·m
gates-not-written = die Tabellen der Lichtschranken können nicht in { $folder } geschrieben werden: { $error }
gates-label = Schranke { $number }
lesson-saved = gespeichert in { $file }
lesson-not-saved = { $file } konnte nicht gespeichert werden: { $error }
attach-second-end = jetzt einen zweiten Körper anklicken, oder leeren Raum für einen festen Punkt
attach-let-go = losgelassen: einen Körper anklicken, um neu zu beginnen
attach-string = Faden von { $length } m befestigt
attach-rod = Stange von { $length } m befestigt
attach-spring = Feder von { $length } m befestigt
attach-machine = { $kind ->
    [pin] ein Bolzen
    [hinge] ein Scharnier
    [slider] eine Schiene
    [weld] eine Schweißnaht
   *[pulley] ein Flaschenzug
} befestigt
attach-too-short = die Enden liegen näher als { $length } m: nichts befestigt

piece-sphere = Kugel
piece-box = Quader
piece-cylinder = Zylinder
piece-capsule = Kapsel
piece-cone = Kegel
piece-wedge = Keil
piece-die = Würfel
piece-hammer = Hammer
piece-wall = Wand
piece-ramp = Rampe
