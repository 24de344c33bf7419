# The panels' frame: the way back from hidden panels, the bottom tabs, the windows' titles.

panels-show = ☰ Panels
    .hint = Show the panels again (Tab)
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
