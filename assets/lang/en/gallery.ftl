# The gallery: its title row, the topics' headings, removing one of your scenes.

gallery-choose = Choose a demonstration: click its picture.
gallery-back = Back to the scene (Esc)
gallery-open-file = Open a file…
    .hint = A scene or a recording from this computer
gallery-yours = Your scenes
gallery-lessons = Lessons: predict, watch, explain
gallery-remove-question = Remove "{ $name }" for good?
gallery-remove = Remove
gallery-keep = Keep

topic-one-dimension = 1D collisions
topic-two-dimensions = 2D collisions
topic-restitution = Bouncing and restitution
topic-friction = Friction
topic-stacking = Stacking
topic-tunnelling = Tunnelling and continuous detection
topic-events = Events and sensors
topic-many-bodies = Many bodies
topic-rolling = Rolling and spin
topic-oscillations = Pendulums and springs
topic-machines = Machines: levers, pulleys, motors
gallery-pick-failed = The file picker did not open: { $error }
notice-no-such-scene = The link asks for the scene "{ $name }", which the catalogue does not have: pick one here.
notice-no-such-lesson = The link asks for the lesson "{ $name }", which the catalogue does not have: pick one here.
notice-link-refused = This link cannot be opened: { $error }. Pick a scene here.
