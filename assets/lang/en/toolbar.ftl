# The slim bar over the scene and its menus.

toolbar-controls = ☰ Controls
    .hint = Every setting, the bodies, recordings and scene files (F10 hides all panels)
toolbar-gallery = Gallery
    .hint = Every scene to choose from (Esc)
toolbar-reset = ⟲ Reset
    .hint = Put the scene back as it was loaded (Backspace)
toolbar-gravity = Gravity
    .hint = G
toolbar-continuous = Continuous
    .hint = Continuous detection: sweep fast bodies so they cannot tunnel (C)
toolbar-labels = Labels
    .hint = Names and values beside the bodies
toolbar-tables = Tables
    .hint = Contacts, events, graphs and the data table
toolbar-inspector = Inspector
    .hint = Why a pair did or did not collide (I)
toolbar-energy = Energy
    .hint = Bars of the kinetic, turning and potential energy, and what was lost
toolbar-instruments = Instruments
    .hint = The tape, the protractor, the stopwatch and the gates (placed from the set-up bar)
toolbar-help = ?
    .hint = Help: the mouse and the keys (H)

toolbar-overlays = Overlays: { $set } ⏷
toolbar-overlays-own = own
overlay-set-plain = Plain
overlay-set-contacts = Contacts
overlay-set-motion = Motion
overlay-set-response = Response

toolbar-view = View: { $view } ⏷
    .hint = 1D and 2D hold every moving body to a line or a plane, seen square to it without perspective
view-free = 3D
view-line = 1D: along x
view-front = 2D: the x–y plane
view-top = 2D: the table, from above

toolbar-mouse = Mouse: { $tool } ⏷
mouse-push = push
mouse-grab = grab
mouse-string = string
mouse-rod = rod
mouse-spring = spring
mouse-hinge = hinge
mouse-weld = weld
mouse-edit = set up
mouse-push-choice = Push: click pushes, a drag aims
    .hint = M switches the tool
mouse-grab-choice = Grab: drag pulls, letting go throws
mouse-string-choice = String: click a body, then another body or empty space (a fixed point)
mouse-rod-choice = Rod: click a body, then another body or empty space (a fixed point)
mouse-spring-choice = Spring: click a body, then another body or empty space (a fixed point)
mouse-hinge-choice = Hinge: click a body where the axle goes (it turns about the view's axis), then another body or empty space (the world)
mouse-weld-choice = Weld: click a body, then another body (or empty space, the world): held together as they stand
mouse-edit-choice = Set up: drag moves a body, its arrow's ring aims it (E)
    .hint = Pauses the clock; Ctrl+Z undoes, Ctrl+Y redoes

overlay-contact-points = Contact points
overlay-normals = Contact normals
overlay-penetration = Penetration depth
overlay-aabbs = Bounding boxes
overlay-velocities = Velocities
overlay-velocity-scale = 1 m of arrow = { $scale } m/s
overlay-spins = Spin (arrow along the axis, ring turning its way)
overlay-spin-scale = 1 m of arrow beyond the ball = { $scale } rad/s
overlay-momenta = Momenta
overlay-momentum-scale = 1 m of arrow = { $scale } kg·m/s
overlay-log = Log scale for velocity and momentum
overlay-log-legend = log scale: 1 m = 9, 2 m = 99, 3 m = 999 units
overlay-centre-of-mass = Centre of mass and its velocity
overlay-traces = Path traces
overlay-trace-seconds = trace s
overlay-sweeps = Swept volumes & impact poses
overlay-impulses = Impulses (normal orange, friction green)
overlay-impulse-scale = 1 m of arrow = { $scale } N·s
overlay-corrections = Positional correction shifts
overlay-correction-legend = ghost: before the shift; arrow ×{ $magnification }
overlay-tunnelling = Too fast for discrete detection (red)
overlay-grid = Floor grid (1 m) and axes
