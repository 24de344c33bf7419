# The graphs: their buttons, axes and curves, and the speeds' histogram.

graph-kinetic-energy = Kinetic energy J
graph-energy = Energy J
graph-momentum = Momentum kg·m/s
graph-angular-momentum = Angular momentum kg·m²/s
graph-contacts = Contacts
graph-penetration = Deepest overlap m
graph-height = Height m
graph-speed = Speed m/s
graph-position = Position m
graph-speeds = Speeds (a gas)
graph-select-first = Select a body first
graph-replaced = { $name } (replaced)
graph-empty = Select a body (Shift-click, or a row of the contacts table for a pair) to plot it.
graph-time = time s
graph-now = now
graph-speeds-empty = The speeds' histogram needs moving bodies: open a gas, or any scene of many balls.
graph-speeds-line = { $count } bodies · kT = { $kt } J each (⅔ of the mean ½mv²) · most probable speed { $speed } m/s · χ² = { $chi } over { $bins } bins
graph-speed-axis = speed m/s
graph-bodies = bodies
graph-maxwell-boltzmann = Maxwell–Boltzmann

curve-kinetic = kinetic
curve-of-height = of height
curve-in-springs = in springs
curve-total = total
curve-lost = lost
curve-motors = motors' work
curve-energy = energy
curve-turning = of it, turning
curve-touching = touching pairs
curve-deepest = deepest overlap
curve-height = height
curve-speed = speed
curve-of-body = { $name } { $what }
