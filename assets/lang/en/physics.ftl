# The physics sections of the controls: the clock and the solver, gravity, detection, materials and spawning.

clock-play = Play
    .hint = Space
clock-pause = Pause
    .hint = Space
clock-step = Step
    .hint = N: one fixed step
clock-reset = Reset
    .hint = Put the scene back as it was loaded
clock-time-scale = Time scale ×
clock-step-line = Step { $step } · dt = { $ms } ms
solver-substeps = Substeps
solver-iterations = Solver iterations
solver-correction = Positional correction
    .hint = Push overlapping bodies apart after the impulses; off, the overlap they leave stays
solver-sleeping = Sleeping
    .hint = Groups of bodies at rest stop being simulated (tinted blue) until something touches them
solver-threads = Threads
    .hint = The step's work spread over this many of the computer's cores: the same motion, sooner
solver-threads-all = all
solver-soft = Soft contacts
    .hint = Tumbling boxes held by soft contacts, solved four at a time, instead of iterations to a tolerance
solver-stiffness = Contact stiffness (Hz)
    .hint = How hard an overlap is pushed out, as a spring of this frequency
solver-damping = Contact damping
    .hint = Above 1 the push-out slows near the surface, never overshooting it
solver-push-out = Push-out m/s
    .hint = The fastest an overlap is pushed out

gravity-on = Gravity
gravity-strength = m/s²

detection-continuous = Continuous detection
    .hint = Sweep fast bodies along their path so they cannot tunnel through thin ones
detection-every-body = Sweep every body

material-restitution = Restitution
material-friction = Friction
material-override-restitution = Override restitution
material-override-friction = Override friction
material-mouse = Mouse on a body (M)
material-push = Push
    .hint = Click: push along the view; drag: aim the push
material-grab = Grab
    .hint = Drag: pull it along; release: throw it
material-push-strength = Push N·s
    .hint = A click's impulse, and an aimed push's per metre of arrow
spawn-sphere = Spawn sphere
    .hint = S: where the pointer is
spawn-box = Spawn box
    .hint = B: where the pointer is
spawn-size = Spawn size m
spawn-density = Spawn density kg/m³
spawn-masses = a sphere { $sphere } kg, a box { $box } kg
spawn-restitution = Spawn restitution
spawn-friction = Spawn friction
