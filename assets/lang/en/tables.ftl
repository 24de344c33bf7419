# The timeline, the readouts, the contacts table and the collision card.

timeline-first = ⏮
    .hint = Back to the first step
timeline-backwards = ◀◀
    .hint = Play backwards (slow motion applies)
timeline-step-back = ◀
    .hint = , : one step back (hold to repeat)
timeline-play = ▶ Play
    .hint = Space
timeline-pause = ⏸ Pause
    .hint = Space
timeline-step-forward = ▶|
    .hint = . : one step forward (hold to repeat)
timeline-status = step { $step } / { $last } · { $seconds } s
timeline-slider = step
    .hint = Drag to any recorded step
timeline-ghosts = ghosts
    .hint = The future your change replaced, drawn over the new one
timeline-differs = differs from step { $step }
    .hint = Playing on from a rewound step gave another state than the first time through
timeline-rewound = rewound
    .hint = Playing on repeats the recording; a change starts a new future

readout-bodies = Bodies
readout-asleep = Asleep
readout-pairs = Pairs tested
readout-contacts = Contacts
readout-continuous-hits = Continuous hits
readout-impacts = Impacts in time order
readout-cut-short = Stopped short (out of hits)
readout-non-finite = Non-finite bodies (kept out)
readout-stage = { $stage } ms
readout-kinetic-energy = Kinetic energy
readout-joules = { $value } J
readout-momentum = Momentum
stage-sleep = sleep
stage-predict = predict
stage-broadphase = broad phase
stage-narrowphase = narrow phase
stage-continuous = continuous
stage-reach = reach
stage-events = events
stage-filter = filter
stage-solver = solver
stage-correction = correction

contacts-none = No contacts this step.
contacts-pair = Pair
contacts-normal = Normal (A to B)
contacts-depth = Depth m
contacts-impulse = Impulse N·s
contacts-kind = Kind
contacts-local = Local A / local B
contacts-more = { $count } more contacts not listed
contacts-local-hint = local A { $a }, local B { $b }
contacts-vetoed = sensor / vetoed
contacts-continuous = continuous, t = { $time }
contacts-speculative = speculative (a gap)
contacts-discrete = discrete

card-span = From the start to the end of the step of the collision (gravity and other contacts included).
card-static = static
card-total = total
card-mass = mass kg
card-velocity-before = velocity before m/s
card-velocity-after = velocity after m/s
card-momentum-before = momentum before kg·m/s
card-momentum-after = momentum after kg·m/s
card-momentum-change = change in momentum
card-energy = kinetic energy before, after J
card-energy-lost = energy lost { $joules } J
card-energy-lost-share = energy lost { $joules } J ({ $percent } %)
card-e-measured = e measured: separation speed / approach speed along the normal = { $e }
card-no-e = they were not approaching along the normal when the step began: no e to measure
card-impact = t = { $time } ({ $impulse } N·s)
card-impacts = met { $count } times in the step, each at its own time: { $impacts }

events-heading = Events ({ $count })
events-clear = Clear
events-begin = begin
events-end = end
events-card = card
    .hint = momentum and energy before and after

instrument-tape = Tape { $metres } m
instrument-protractor = Protractor { $degrees }°
instrument-put-away = Put away
instrument-gates-away = Put the gates away
instrument-stopwatch = Stopwatch { $seconds } s
instrument-stop = Stop
instrument-start = Start
instrument-reset = Reset
gates-empty = Gates: nothing has passed yet
gates-gate = gate
gates-body = body
gates-time = time s
gates-speed = speed m/s
gates-between = { $body }: gate { $from } to { $to } in { $seconds } s: { $speed } m/s
gauge-collisions = Collisions: { $count }
gauge-kt = kT = { $joules } J
gauge-pressure = Pressure { $pascals } Pa
gauge-ideal = ideal gas N kT / V = { $pascals } Pa
gauge-window = walls' impulse over the last { $seconds } s
diagram-before = before
diagram-after = after
diagram-total = ■ total (wide, faint), drawn in the { $first }–{ $second } plane
scenes-cannot-load = { $name } (cannot load)
scene-in-english = This scene has no text in { $language } yet: it is shown in English.
