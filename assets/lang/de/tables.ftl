# Die Zeitleiste, die Anzeigen, die Kontakttabelle und die Stoßkarte.

timeline-first = ⏮
    .hint = Zurück zum ersten Schritt
timeline-backwards = ◀◀
    .hint = Rückwärts abspielen (die Zeitlupe gilt)
timeline-step-back = ◀
    .hint = , : ein Schritt zurück (halten zum Wiederholen)
timeline-play = ▶ Abspielen
    .hint = Leertaste
timeline-pause = ⏸ Pause
    .hint = Leertaste
timeline-step-forward = ▶|
    .hint = . : ein Schritt vor (halten zum Wiederholen)
timeline-status = Schritt { $step } / { $last } · { $seconds } s
timeline-slider = Schritt
    .hint = Zu jedem aufgenommenen Schritt ziehen
timeline-ghosts = Geister
    .hint = Die Zukunft, die deine Änderung ersetzt hat, über die neue gezeichnet
timeline-differs = weicht ab Schritt { $step } ab
    .hint = Das Weiterspielen von einem zurückgespulten Schritt ergab einen anderen Zustand als beim ersten Mal
timeline-rewound = zurückgespult
    .hint = Weiterspielen wiederholt die Aufnahme; eine Änderung beginnt eine neue Zukunft

readout-bodies = Körper
readout-asleep = Ruhend
readout-pairs = Geprüfte Paare
readout-contacts = Kontakte
readout-continuous-hits = Kontinuierliche Treffer
readout-impacts = Stöße in zeitlicher Reihenfolge
readout-cut-short = Vorzeitig gestoppt (keine Treffer mehr)
readout-non-finite = Nicht endliche Körper (ausgeschlossen)
readout-stage = { $stage } ms
readout-kinetic-energy = Kinetische Energie
readout-joules = { $value } J
readout-momentum = Impuls
stage-sleep = Ruhe
stage-predict = Vorhersage
stage-broadphase = Grobphase
stage-narrowphase = Feinphase
stage-continuous = kontinuierlich
stage-reach = Reichweite
stage-events = Ereignisse
stage-filter = Filter
stage-solver = Löser
stage-correction = Korrektur

contacts-none = Keine Kontakte in diesem Schritt.
contacts-pair = Paar
contacts-normal = Normale (von A nach B)
contacts-depth = Tiefe m
contacts-impulse = Kraftstoß N·s
contacts-kind = Art
contacts-local = Lokal A / lokal B
contacts-more = { $count } weitere Kontakte nicht aufgeführt
contacts-local-hint = lokal A { $a }, lokal B { $b }
contacts-vetoed = Sensor / abgelehnt
contacts-continuous = kontinuierlich, t = { $time }
contacts-speculative = spekulativ (eine Lücke)
contacts-discrete = diskret

card-span = Vom Anfang bis zum Ende des Schritts des Stoßes (Schwerkraft und andere Kontakte eingeschlossen).
card-static = fest
card-total = gesamt
card-mass = Masse kg
card-velocity-before = Geschwindigkeit vorher m/s
card-velocity-after = Geschwindigkeit nachher m/s
card-momentum-before = Impuls vorher kg·m/s
card-momentum-after = Impuls nachher kg·m/s
card-momentum-change = Impulsänderung
card-energy = kinetische Energie vorher, nachher J
card-energy-lost = Energieverlust { $joules } J
card-energy-lost-share = Energieverlust { $joules } J ({ $percent } %)
card-e-measured = gemessenes e: Trennungsgeschwindigkeit / Annäherungsgeschwindigkeit entlang der Normalen = { $e }
card-no-e = sie näherten sich zu Beginn des Schritts nicht entlang der Normalen an: kein e zu messen
card-impact = t = { $time } ({ $impulse } N·s)
card-impacts = { $count }-mal im Schritt getroffen, jedes Mal zu seiner eigenen Zeit: { $impacts }

events-heading = Ereignisse ({ $count })
events-clear = Leeren
events-begin = Beginn
events-end = Ende
events-card = Karte
    .hint = Impuls und Energie vorher und nachher

instrument-tape = Maßband { $metres } m
instrument-protractor = Winkelmesser { $degrees }°
instrument-put-away = Wegräumen
instrument-gates-away = Die Lichtschranken wegräumen
instrument-stopwatch = Stoppuhr { $seconds } s
instrument-stop = Stopp
instrument-start = Start
instrument-reset = Nullstellen
gates-empty = Lichtschranken: noch nichts durchgelaufen
gates-gate = Schranke
gates-body = Körper
gates-time = Zeit s
gates-speed = Geschwindigkeit m/s
gates-between = { $body }: Schranke { $from } bis { $to } in { $seconds } s: { $speed } m/s
gauge-collisions = Stöße: { $count }
gauge-kt = kT = { $joules } J
gauge-pressure = Druck { $pascals } Pa
gauge-ideal = ideales Gas N kT / V = { $pascals } Pa
gauge-window = Kraftstoß auf die Wände in den letzten { $seconds } s
diagram-before = vorher
diagram-after = nachher
diagram-total = ■ gesamt (breit, blass), gezeichnet in der { $first }–{ $second }-Ebene
scenes-cannot-load = { $name } (nicht ladbar)
scene-in-english = Diese Szene hat noch keinen Text auf { $language }: Sie wird auf Englisch gezeigt.
