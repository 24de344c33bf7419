# The panels' frame: the way back from hidden panels, the bottom tabs, the windows' titles.

panels-show = ☰ Panels
    .hint = Show the panels again (F10)
tab-contacts-events = Contacts & events
tab-graphs = Graphs
tab-data-table = Data table
window-help = Help
window-collision-card = Collision card: { $a } – { $b }, step { $step }
window-instruments = Instruments
window-energy = Energy
energy-whole-scene = The whole scene (J)
energy-selected-body = the selected body
energy-body = { $name } (J)
contacts-heading = Contacts ({ $count })

share-title = Share by link
share-copied = Copied to the clipboard and put in the address bar. Scan the code with a tablet to open the same set-up.
share-opens = Opens in the page served from this computer (web/build.sh), or here: collision-sandbox "LINK".
share-too-long = the link is too long for a QR code ({ $count } characters, at most 2,953): send it instead

twin-none = no twin
twin-continuous-off = continuous detection off
twin-continuous-on = continuous detection on
twin-restitution = restitution { $e }
twin-substeps = { $count } substeps
twin-iterations = { $count } solver iterations
twin-choice-none = None
twin-e = twin's e
twin-substeps-slider = twin's substeps
twin-iterations-slider = twin's iterations
twin-ghosts = Cyan ghosts: the twin, with { $how }

file-mine = (mine)
file-not-removed = { $file } could not be removed: { $error }
file-removed = removed { $file }
file-no-path = say where to save: a file path
file-saved = saved { $count } bodies to { $file }
file-path = File
file-name = Name
file-description = What it teaches (the file's opening comment)
file-open = Open
    .hint = Open the scene or recording at this path (or drop a file on the window)
file-save-now = Save as it is now
    .hint = Every body where it is now, with its velocity
file-save-start = Save as it started
    .hint = The scene as it was opened
file-share = Share by link
    .hint = A link that opens this set-up as it is now, with its settings, and its QR code

recording-summary = Steps { $first }–{ $last } · { $keyframes } keyframes · { $megabytes } MB
recording-budget = Memory budget MB
    .hint = Fewer keyframes when full: going to a step takes longer
recording-check = Check determinism
    .hint = Simulate again from the first step and compare
recording-export = Export CSV
    .hint = Every recorded step: bodies, events, contacts
recording-save = Save recording
    .hint = Open it again with the app, or check it: `replay FILE`
recording-identical = identical: all { $count } steps
recording-csv-written = CSV written to { $path }
recording-saved = Recording saved to { $path }
recording-nothing = nothing recorded yet
