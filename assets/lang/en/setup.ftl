# The set-up bar: the palette, the joint tools, the instruments, editing and saving.

setup-add = Add
setup-sphere = Sphere
    .hint = A ball of the panel's size and density
setup-box = Box
    .hint = A cube of the panel's size and density
setup-cylinder = Cylinder
    .hint = A can standing on its end, of the panel's size and density
setup-capsule = Capsule
    .hint = A pill standing on its end, of the panel's size and density
setup-cone = Cone
    .hint = A cone on its base, of the panel's size and density
setup-wedge = Wedge
    .hint = A wedge on its base, its slope facing right, of the panel's size and density
setup-die = Die
    .hint = A die of twenty faces, of the panel's size and density
setup-hammer = Hammer
    .hint = A hammer lying on its side: a heavy head on a light handle
setup-wall = Wall
    .hint = A fixed wall, 2 m high
setup-ramp = Ramp
    .hint = A fixed ramp at 20°, its low end on the floor
setup-string = String
    .hint = Click a body, then another body or a point
setup-rod = Rod
    .hint = Click a body, then another body or a point
setup-spring = Spring
    .hint = Click a body, then another body or a point
setup-hinge = Hinge
    .hint = Click a body where the axle goes, then another body or empty space; the axle points along the view
setup-weld = Weld
    .hint = Click a body, then another body or empty space: held as they stand
setup-move = Move & aim
    .hint = Drag a body; drag its arrow's ring
setup-measure = Measure
setup-tape = Tape
    .hint = A measuring tape: drag its ends
setup-protractor = Protractor
    .hint = Drag its vertex and its arms' ends
setup-gate = Gate
    .hint = A photogate: times each body through it; two give the speed between
setup-snap = Snap
    .hint = To the grid's tenths, speeds to 0.1 m/s, angles to 5°
setup-same-density = Same density
    .hint = Resizing keeps the density: a ball twice as wide is 8 times as heavy. Off: it keeps its mass
setup-new-scene = New scene
    .hint = An empty room with a floor
setup-save = Save
    .hint = To the file the controls' Scene file box names (Ctrl+S)
setup-delete = Delete
    .hint = The selected body and its joints (Delete)
setup-duplicate = Duplicate
    .hint = A copy beside the selected body (Ctrl+D)
setup-undo = Undo
setup-undo-count = { $count ->
    [one] 1 edit (Ctrl+Z)
   *[other] { $count } edits (Ctrl+Z)
}
setup-redo = Redo
setup-redo-count = { $count ->
    [one] 1 edit (Ctrl+Y)
   *[other] { $count } edits (Ctrl+Y)
}

field-mass = mass
field-radius = radius
field-width = width
field-length = length
field-height = height
field-depth = depth
field-refused = { $field }: "{ $text }" refused: { $why }
field-not-a-number = not a number
field-not-finite = not a finite number
field-range = from { $low } to { $high } { $unit }

edit-position = x { $x }  y { $y }  z { $z } m
edit-aim = { $speed } m/s at { $angle }°
edit-radius = radius { $radius } m
edit-radius-length = radius { $radius } m, length { $length } m
edit-turned = turned { $angle }°
push-aim = { $impulse } N·s
    Δv { $change } m/s
probe-nothing = ray probe: nothing under the pointer
probe-hits = hits { $name } at { $distance } m
probe-point = point { $point }, normal { $normal }
probe-through = passes through, in order:
probe-nth = { $n }. { $name } at { $distance } m
joint-tension = { $newtons } N
joint-push = push { $newtons } N
joint-holds = { $newtons } N, { $newton_metres } N·m
gates-not-written = cannot write the gates' tables in { $folder }: { $error }
gates-label = gate { $number }
lesson-saved = saved to { $file }
lesson-not-saved = could not save { $file }: { $error }
attach-second-end = now click a second body, or empty space for a fixed point
attach-let-go = let go: click a body to start again
attach-string = a string of { $length } m attached
attach-rod = a rod of { $length } m attached
attach-spring = a spring of { $length } m attached
attach-machine = { $kind ->
    [pin] a pin
    [hinge] a hinge
    [slider] a slider
    [weld] a weld
   *[pulley] a pulley
} attached
attach-too-short = the ends are closer than { $length } m: nothing attached

piece-sphere = sphere
piece-box = box
piece-cylinder = cylinder
piece-capsule = capsule
piece-cone = cone
piece-wedge = wedge
piece-die = die
piece-hammer = hammer
piece-wall = wall
piece-ramp = ramp
