# Die Physik-Abschnitte der Einstellungen: Uhr und Löser, Schwerkraft, Erkennung, Materialien und Erzeugen.

clock-play = Abspielen
    .hint = Leertaste
clock-pause = Pause
    .hint = Leertaste
clock-step = Schritt
    .hint = N: ein fester Schritt
clock-reset = Zurücksetzen
    .hint = Die Szene wie beim Laden wiederherstellen
clock-time-scale = Zeitmaßstab ×
clock-step-line = Schritt { $step } · dt = { $ms } ms
solver-substeps = Teilschritte
solver-iterations = Löser-Iterationen
solver-correction = Lagekorrektur
    .hint = Überlappende Körper nach den Kraftstößen auseinanderschieben; ohne sie bleibt die verbliebene Überlappung
solver-sleeping = Ruhezustand
    .hint = Gruppen ruhender Körper werden nicht mehr simuliert (blau getönt), bis sie etwas berührt
solver-threads = Threads
    .hint = Die Arbeit des Schritts auf so viele Kerne des Rechners verteilt: dieselbe Bewegung, früher
solver-threads-all = alle
solver-soft = Weiche Kontakte
    .hint = Kippende Quader von weichen Kontakten gehalten, je vier zugleich gelöst, statt bis zu einer Toleranz zu iterieren
solver-stiffness = Kontaktsteifigkeit (Hz)
    .hint = Wie stark eine Überlappung herausgedrückt wird, wie eine Feder dieser Frequenz
solver-damping = Kontaktdämpfung
    .hint = Über 1 wird das Herausdrücken nahe der Oberfläche langsamer und schießt nie darüber hinaus
solver-push-out = Herausdrücken m/s
    .hint = Die größte Geschwindigkeit, mit der eine Überlappung herausgedrückt wird

gravity-on = Schwerkraft
gravity-strength = m/s²

detection-continuous = Kontinuierliche Erkennung
    .hint = Schnelle Körper entlang ihrer Bahn prüfen, damit sie dünne nicht durchtunneln
detection-every-body = Jeden Körper entlang der Bahn prüfen

material-restitution = Stoßzahl
material-friction = Reibung
material-override-restitution = Stoßzahl festlegen
material-override-friction = Reibung festlegen
material-mouse = Maus auf einem Körper (M)
material-push = Stoßen
    .hint = Klick: entlang der Sicht stoßen; Ziehen: den Stoß zielen
material-grab = Greifen
    .hint = Ziehen: ihn mitziehen; Loslassen: ihn werfen
material-push-strength = Stoß N·s
    .hint = Der Kraftstoß eines Klicks, und der eines gezielten Stoßes je Meter Pfeil
spawn-sphere = Kugel erzeugen
    .hint = S: am Zeiger
spawn-box = Quader erzeugen
    .hint = B: am Zeiger
spawn-size = Größe neuer Körper m
spawn-density = Dichte neuer Körper kg/m³
spawn-masses = eine Kugel { $sphere } kg, ein Quader { $box } kg
spawn-restitution = Stoßzahl neuer Körper
spawn-friction = Reibung neuer Körper
