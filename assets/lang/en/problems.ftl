# What is wrong with a scene, lesson or recording file, or a link: the file and line, the field, and why.

file-unread = { $file }: cannot read: { $error }
file-syntax = { $place }: { $error }
file-body-field = { $place }: body "{ $body }", field `{ $field }`: { $problem }
file-field = { $place }: field `{ $field }`: { $problem }
file-step-field = { $place }: step { $step }, field `{ $field }`: { $problem }

problem-scene-name = the scene needs a name
problem-body-name = every body needs a non-empty name
problem-name-twice = two bodies have this name; names must be unique
problem-half-extents = every half extent must be > 0, got { $got }
problem-fixed-and-kinematic = a body is fixed or kinematic, not both
problem-mass = a moving body needs a mass > 0, got { $got } (or set fixed: true)
problem-zero-to-one = must be between 0 and 1, got { $got }
problem-color = must be "#rrggbb" (six hex digits), got { $got }
problem-camera-point = { $point }: every component must be finite, got { $got }
problem-camera-view-and-position = give a view or a position, not both
problem-camera-distance = the position is the target: the camera needs a distance
problem-rotation-finite = every component must be a finite number, got { $got }
problem-rotation-zero = a zero quaternion is no turn: give one of length 1, got { $got }
problem-direction = must point somewhere, got { $got }
problem-finite = must be a finite number, got { $got }
problem-not-negative = must be ≥ 0, got { $got }
problem-positive = must be > 0, got { $got }
problem-components = every component must be a finite number, got { $got }
problem-compare-restitution = { $got } is outside restitution 0 to 1 ({ $low } to { $high })
problem-compare-substeps = { $got } is outside the substeps allowed ({ $low } to { $high })
problem-compare-iterations = { $got } is outside the solver iterations allowed ({ $low } to { $high })
problem-translation-body = "{ $code }": no body is called "{ $body }" (or "{ $body } N") in the scene
problem-translation-english = "en" is the file's own text; translations are for other languages
problem-translation-code = "{ $code }" is not a language's two-letter code, such as "es"
problem-joint-one-body = both ends are on one body: a joint holds two bodies, or a body and a point
problem-finite-not-negative = must be a finite number ≥ 0, got { $got }
problem-joint-length = a rod or a string needs a length > 0 (its ends start together)
problem-breaking-force = must be a force > 0 (N), got { $got }
problem-stiffness = a spring needs a stiffness > 0 (N/m)
problem-no-body-named = no body is named "{ $name }"
problem-setting-outside = { $setting } { $value } is outside { $low } to { $high }

problem-recording-dt = { $got } s is outside 0.00001 to 0.1 s
problem-recording-substeps = { $got } is outside 1 to 64
problem-recording-body = the change after step { $step } has a body with a value that is not finite, a size or mass not above 0, or e outside 0 to 1
problem-recording-joint = the change after step { $step } has a joint with a value that is not finite, a length or breaking force not above 0, a stiffness or damping below 0, or both ends on one body
problem-recording-hashes = { $hashes } hashes for { $steps } steps: one before the first step and one per step

problem-lesson-title = the lesson needs a title
problem-lesson-steps = the lesson needs at least one step
problem-scene-reference = "{ $scene }" must be a catalogue scene's name or a path inside the lesson's folder (no .., no /)
problem-scene-outside = "{ $scene }" leads outside { $folder }
problem-no-scene = no scene "{ $scene }" in the lesson's folder or the catalogue
problem-first-scene = the first step must open a scene
problem-within = must be a time > 0 s, got { $got }
problem-scene-refused = the scene does not load: { $error }
problem-no-body = no body "{ $name }" in the step's scene (its bodies: { $bodies })
problem-change-mass = body "{ $name }": mass must be > 0 kg, got { $got }
problem-change-velocity = body "{ $name }": velocity must be finite, got { $got }
problem-change-restitution = body "{ $name }": restitution must be between 0 and 1, got { $got }
problem-change-friction = body "{ $name }": friction must be ≥ 0, got { $got }
problem-change-substeps = substeps must be { $low } to { $high }, got { $got }
problem-choice-options = a choice needs at least two options, got { $options } (answer { $answer })
problem-choice-answer = answer { $answer } is not one of the { $options } options (counted from 0)
problem-tolerance = tolerance must be > 0, got { $got }
problem-number-unrevealed = a number is compared with a revealed value: add reveal
problem-run-steps = run for at least one step
problem-run-seconds = seconds must be > 0, got { $got }
problem-run-plane = the plane needs a finite point and a normal of some length, got { $got }
problem-run-speed = the speed must be > 0 m/s, got { $got }
problem-run-angle = the angle must be between 0 and 180 degrees, got { $got }
problem-translation-of = "{ $code }": { $problem }
problem-translation-ideas = { $ideas } ideas for the lesson's { $english }
problem-translation-steps = { $steps } steps for the lesson's { $english }
problem-translation-question = step { $step } asks no question in English
problem-translation-unit = step { $step } asks for no number in English, so has no unit
problem-translation-options = step { $step }: { $options } options for the English { $english }

link-settings-not-listed = its settings are not a list of names and values
link-unknown-setting = it names a setting there is none of: { $name }
link-settings-unread = its settings: { $error }
link-reader-said = { $words }
link-too-long = the set-up is too large for a link ({ $chars } characters, at most { $most }): save it as a file instead
link-damaged = the link is damaged (cut short or changed): ask for it again
link-too-big = the link holds more than { $megabytes } MB of scene
link-unreadable = the link is not a set-up: { $problem }
link-scene = the link's scene cannot be opened: { $error }
link-settings = the link's settings cannot be used: { $problem }
link-too-many-bodies = the link's scene has { $bodies } bodies, more than the { $most } a link may carry
problem-not-of-kind = { $kind ->
    [rod] a rod
    [string] a string
    [spring] a spring
    [pin] a pin
    [hinge] a hinge
    [slider] a slider
    [weld] a weld
   *[pulley] a pulley
} has no field `{ $field }`
problem-pulley-wheels = a pulley needs its two wheels: `wheels: ((x, y, z), (x, y, z))`
problem-motor-max = a motor's most torque or force must be ≥ 0, got { $got }
problem-weld-spring = a weld's spring needs hertz > 0 and a damping ratio ≥ 0, got { $got }
problem-ratio = a pulley's ratio must be > 0, got { $got }
problem-limits-order = the low limit { $low } is above the high one { $high }
problem-breaking-torque = must be a torque > 0 (N·m), got { $got }
problem-hull-too-few = a hull needs at least 4 points, got { $got }
problem-hull-not-finite = point { $point } is not a finite number
problem-hull-flat = the points lie in one plane or on one line and enclose no volume
problem-polyhedron-faces = a regular polyhedron has 4, 6, 8, 12 or 20 faces, got { $got }
problem-compound-empty = a compound needs at least one part
problem-compound-nested = part { $part } is a compound itself: parts are single shapes
