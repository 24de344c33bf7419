# Der Paar-Inspektor: warum zwei Körper zusammenstießen oder nicht, Phase für Phase; und der Abschnitt der Verbindungen.

inspector-title = Paar-Inspektor
inspector-close = Schließen
inspector-how-to-pick = Zwei Körper mit Umschalt+Klick wählen, eine Zeile der Kontakttabelle anklicken oder unten ein Paar wählen.
inspector-heading-collided = { $a } und { $b }: zusammengestoßen in Schritt { $step }
inspector-heading-missed = { $a } und { $b }: nicht zusammengestoßen in Schritt { $step }
inspector-needs-continuous = { $body } braucht kontinuierliche Erkennung über { $speed } m/s (bewegt sich mit { $moving })
inspector-scrub = t im Schritt
inspector-impact = Aufprall
inspector-at-time = bei t = { $t } des freien Flugs: { $words }
inspector-candidates = Paare der Grobphase in diesem Schritt ({ $count })
inspector-more = und { $count } weitere
scrub-spheres = Mittelpunkte { $distance } m entfernt, Summe der Radien { $radii } m: { $verdict }
scrub-solids-apart = { $gap } m entfernt an ihren nächsten Punkten (GJK)
scrub-solids-overlapping = überlappen um { $depth } m entlang { $normal } (EPA)
scrub-boxes-overlapping = überlappen, am wenigsten entlang { $axis } um { $depth } m
scrub-boxes-apart = getrennt: Überlappung je Achse { $overlap } m
scrub-box-sphere = Kugelmittelpunkt { $region }, { $distance } m von der Kiste, Radius { $radius } m: { $verdict }
scrub-overlapping = überlappen
scrub-apart = getrennt

report-head-collided = Schritt { $step } (dt { $dt } s): { $a } und { $b } sind zusammengestoßen
report-head-missed = Schritt { $step } (dt { $dt } s): { $a } und { $b } sind nicht zusammengestoßen
report-body-path = { $body }: von { $start } mit { $velocity } m/s, freier Flug bis { $flight }, endete bei { $end } mit { $end_velocity } m/s
report-tunnelling = Tunneln: { $body } braucht kontinuierliche Erkennung über { $speed } m/s, um { $other } sicher zu treffen (bei der jetzigen Bewegung)
report-deciding = { $line } (entscheidend)
stage-name-broadphase = Grobphase
stage-name-narrowphase = Feinphase
stage-name-continuous = kontinuierlich
stage-name-response = Antwort
stage-name-joint = Verbindung

broad-both-static = beide fest: nie ein Paar
broad-layers-apart = ihre Kollisionsebenen treffen sich nicht: nie ein Paar
broad-candidate = die überstrichenen Hüllen überlappen: ein Kandidatenpaar
broad-apart = die überstrichenen Hüllen sind { $gap } m entlang { $axis } entfernt: kein Paar
broad-bounds-a = Hülle A von { $min } bis { $max }
broad-bounds-b = Hülle B von { $min } bis { $max }
broad-gap = Abstand je Achse { $gap } m (negativ: Überlappung)
broad-filed-a = A abgelegt { $filing }
broad-filed-b = B abgelegt { $filing }
filing-nowhere = nirgends (in diesem Schritt kein Körper, oder seine Lage ist nicht endlich)
filing-moving = im Gitter der bewegten Körper (Zellen { $size } m), Zelle { $cell }: geprüft gegen die eigene und die 26 Nachbarzellen
filing-static = im Gitter der festen Körper (Zellen { $size } m, zwischen den Schritten behalten), Zellen { $first } bis { $last }
filing-outsized = abseits, zu breit für sein Gitter: gegen jeden Körper geprüft

test-spheres = Abstand der Mittelpunkte { $distance } m gegen die Summe der Radien { $radii } m
test-solids-apart = GJK: nächste Punkte { $a } und { $b }, { $gap } m entfernt
test-solids-overlapping = EPA: überlappen um { $depth } m entlang der Normalen { $normal }
test-boxes = Überlappung je Achse { $overlap } m
test-boxes-least = Überlappung je Achse { $overlap } m, am kleinsten entlang { $axis } (die Achse der Normalen)
test-box-sphere = nächster Punkt der Kiste ({ $box }) zum Kugelmittelpunkt { $closest }: { $distance } m von ihm gegen den Radius { $radius } m; der Mittelpunkt liegt { $region }
region-inside = in der Kiste
region-face = über einer Fläche
region-edge = über einer Kante
region-corner = über einer Ecke
feature-face-a = { $axis }-Fläche von A
feature-face-b = { $axis }-Fläche von B
feature-edges = { $a }-Kante von A × { $b }-Kante von B
turned-overlapping = überlappen auf allen 15 Achsen, am wenigsten entlang { $feature } um { $depth } m (die Achse der Normalen)
turned-apart = getrennt entlang { $feature } um { $gap } m
turned-gap = { $feature }: Abstand { $gap } m
turned-parallel = { $feature }: Kanten parallel, keine Achse

narrow-tested-at = geprüft, wo der freie Flug sie hinbrachte: A bei { $a }, B bei { $b }; spekulative Reichweite { $reach } m
narrow-normal = Normale { $normal } (von A nach B), Eindringtiefe { $penetration } m
narrow-points = Punkte: auf A { $a }, auf B { $b }
narrow-local-points = lokale Punkte: A { $a }, B { $b }
narrow-seam = die getroffene Fläche ist von einer Nachbarkiste bedeckt (eine Fuge): die Normale wurde entlang einer anderen Achse genommen
narrow-overlapping = überlappen: ein Kontakt
narrow-speculative = ein Abstand von { $gap } m innerhalb der Reichweite: ein spekulativer Kontakt
narrow-apart = getrennt: kein Kontakt
manifold-edges = gekreuzte Kanten: sie berühren sich in einem Punkt
manifold-face = über { $face }, der Bezugsfläche: die Fläche der anderen Kiste, die am meisten gegen sie gedreht ist, auf die Seiten der Bezugsfläche zugeschnitten, behält ihre Ecken innerhalb der Reichweite (höchstens vier)
manifold-apart = getrennt: die Punkte über den breitesten Abstand, jeder ein spekulativer Kontakt
manifold-head = Kontaktfläche aus { $count } Punkten, { $across }
manifold-point = Punkt { $number }: auf A { $a }, auf B { $b }, Überlappung { $overlap } m; Hebel |r × n| { $lever_a } m (A), { $lever_b } m (B): wirksame Masse { $mass } kg
manifold-turning = ein Stoß an einem Punkt abseits der Geraden durch einen Mittelpunkt dreht diesen Körper: der Löser stößt zuerst alle Punkte gleich (was ihre Mitte anhält), dann jeden für sich, so landet eine Kiste flach ohne zu kippen und eine auf ihrer Ecke wird gedreht, während sie hochgedrückt wird

sweep-body = { $body }: legte { $travel } m zurück, überstrichen über { $threshold } m, wenn sich ein Kontakt schnell schließt, über { $tunnel } m immer: { $swept }
swept-not = nicht überstrichen
swept-may-tunnel = überstrichen, da er durchtunneln könnte
swept-closes-fast = überstrichen, da sich ein Kontakt von ihm schnell schloss
swept-sent-on = überstrichen, da ein Aufprall ihn auf eine neue Bahn schickte
swept-every-body = überstrichen, wie jeder bewegte Körper
span-always = { $axis }: überlappen den ganzen Schritt
span-never = { $axis }: getrennt den ganzen Schritt
span-between = { $axis }: t_Eintritt { $enter } t_Austritt { $leave }
sphere-still = keine Relativbewegung: den ganzen Schritt in Reichweite
sphere-roots = Nullstellen t = { $enter } und { $leave }
sphere-no-roots = keine reellen Nullstellen
sphere-closest = die Mittelpunkte kommen sich bis auf { $distance } m nahe
continuous-turning = eine Kiste dreht sich im Flug: das Paar rückt um seinen Abstand geteilt durch die schnellste Annäherung eines Punktes vor (Relativgeschwindigkeit + Winkelgeschwindigkeit × Reichweite), immer wieder, bis sie sich berühren (konservatives Vorrücken)
continuous-poses = Lagen beim Aufprall: A { $a }, B { $b }; Normale { $normal }, Punkt { $point }
continuous-impact = t = { $t } ({ $impulse } N·s)
continuous-impacts = Aufpralle in diesem Schritt, zeitlich geordnet: { $impacts }
continuous-met-times = { $count } Mal getroffen in diesem Schritt, jedes zu seiner eigenen Zeit gelöst; das letzte bei t = { $t }
continuous-hit = Aufprall bei t = { $t } des Schritts, dort gelöst
continuous-meet = die Flüge treffen sich bei t = { $t }, { $why }
not-taken-disabled = aber die kontinuierliche Erkennung ist aus
not-taken-not-swept = aber kein Körper wurde überstrichen (zu langsam, oder schließt sich schnell auf nichts): dem diskreten Test überlassen
not-taken-overlapping = aber sie überlappten zu Beginn des Schritts: dem Löser überlassen
not-taken-slow = zu langsam, um durchzugehen: dem Löser überlassen
not-taken-elsewhere = aber ein früherer Aufprall änderte eine Bahn, oder es liegt an einer Fuge zwischen Kisten
continuous-miss = kein Aufprallzeitpunkt: { $why }
continuous-none = kein Aufprallzeitpunkt
miss-overlapping = sie überlappten zu Beginn des Schritts
miss-parting = am Anfang in Berührung und auseinander
miss-apart-along = den ganzen Schritt entlang { $axis } getrennt
miss-different-times = die Bahnen kreuzen sich, aber zu verschiedenen Zeiten
miss-pass-wide = die Mittelpunkte ziehen weiter als die Summe der Radien aneinander vorbei
miss-after = sie träfen sich erst nach dem Schritt
miss-before = sie hätten sich vor Beginn des Schritts getroffen
miss-corner = die Hüllen treffen sich, aber die Kugel passiert die abgerundete Ecke
miss-turned-clear = die Kiste dreht sich im Flug und zieht frei an der anderen vorbei

response-materials = Stoßzahl { $restitution } und Reibung { $friction } (kombiniert); unter { $threshold } m/s Annäherung kein Rückprall
response-approach = Annäherungsgeschwindigkeit { $speed } m/s: verwendete Stoßzahl { $used }
response-record = { $when }: Normale { $normal }, Normalkraftstoß { $impulse } N·s, Reibungsstoß { $friction } N·s, Korrekturverschiebung { $shift } m
response-not-resolved = { $line } (nicht gelöst)
response-discrete = diskreter Kontakt
response-hit-at = Aufprall bei t = { $t }
response-rolling = am Ende des Schritts gleiten die Kontaktpunkte mit { $slip } m/s: Rollen: die Kontaktpunkte bewegen sich zusammen
response-slipping = am Ende des Schritts gleiten die Kontaktpunkte mit { $slip } m/s: Gleiten
response-sensor = ein Sensor: gemeldet, nicht gelöst
response-vetoed = vom Spielcode abgelehnt: gemeldet, nicht gelöst
response-nothing = kein Kontakt: nichts zu lösen
response-resolved = gelöst: ein Normalkraftstoß von insgesamt { $impulse } N·s
response-no-impulse = kein Kraftstoß nötig: die Körper drückten nicht gegeneinander

joint-what = { $kind ->
    [rod] eine Stange
    [spring] eine Feder
    [pulley] ein Flaschenzug
   *[string] ein Faden
} von { $length } m von { $a } zu { $b }
joint-broke = { $what }: riss in Schritt { $step } und zieht nicht mehr
joint-slack = { $what }: schlaff, zieht nicht
joint-pushes = { $what }: drückt mit { $force } N
joint-pulls = { $what }: zieht mit { $force } N
joint-spring-stretch = die Enden { $distance } m auseinander, { $beyond } m über ihrer Ruhelänge: k·x = { $force } N (k { $k } N/m, Dämpfung { $c } N·s/m)
joint-stretch = die Enden { $distance } m auseinander: { $beyond } µm über der Länge
joint-breaks-above = reißt über { $force } N
joint-solved-alone = exakt gelöst, für sich: keine andere Verbindung teilt einen bewegten Körper
joint-solved-with = { $others ->
    [one] exakt gelöst zusammen mit der anderen Verbindung, die über einen gemeinsamen Körper an ihr hängt
   *[other] exakt gelöst zusammen mit den { $others } anderen Verbindungen, die über gemeinsame Körper an ihr hängen
}
joint-acted = wirkte in { $acting } von { $substeps } Teilschritten, höchstens { $newton ->
    [one] { $newton } Newton-Schritt
   *[other] { $newton } Newton-Schritte
} in einem; { $settled }, die Enden höchstens um { $missed } µm verfehlt
joint-settled = innerhalb der Toleranz eingependelt
joint-not-settled = nicht in jedem Teilschritt eingependelt
joint-tension-impulse = Zugkraftstoß { $total } N·s: { $motion } in der Bewegung der Teilschritte, { $hold } danach, um die Enden zusammenzuhalten
joint-fixed-point = ein fester Punkt

joints-none = Keine Verbindungen: die Werkzeuge Faden, Stange, Feder, Gelenk und Schweißnaht (J) fügen sie an.
joints-row = { $kind ->
    [rod] Stange
    [spring] Feder
    [pin] Bolzen
    [hinge] Scharnier
    [slider] Schiene
    [weld] Schweißnaht
    [pulley] Flaschenzug
   *[string] Faden
} von { $a } zu { $b }: { $state }
joints-broken = gerissen
joints-force = { $force } N
joints-how-solved = Wie der Löser sie behandelte
joints-remove = Entfernen
joints-rest = Ruhe
joint-machine-what = { $kind ->
    [pin] ein Bolzen
    [hinge] ein Scharnier
    [slider] eine Schiene
   *[weld] eine Schweißnaht
} von { $a } zu { $b }
joint-holds-with = { $what }: hält mit { $force } N und { $torque } N·m
joint-motor-gives = sein Motor gibt { $effort } { $kind ->
    [slider] N
   *[hinge] N·m
}
joint-machine-solved = in { $substeps } Teilschritten als Zeilen des weichen Schritts gelöst; seine Anker höchstens { $missed } µm auseinander
joints-limits = Grenzen
joints-low = unten
joints-high = oben
joints-motor = Motor
joints-speed = Geschwindigkeit
joints-most = höchstens
joints-bends = Biegt sich
joints-hertz = Hz
joints-ratio = Verhältnis
joints-length = Länge
