# The left panel: its title row, its sections' headers, and the choices of language and look.

controls-help = Help
controls-frame-view = Frame view
controls-hide-panels = Hide panels
    .hint = Only the scene and the timeline (F10)
controls-full-screen = Full screen
    .hint = F11
controls-save-picture = Save picture
    .hint = The window as a PNG, for a handout (F12)
controls-ray-probe = Ray probe
    .hint = What a ray from the pointer hits and passes through (P)
controls-ui-size = UI size
controls-projector = Projector
    .hint = Larger text, thicker lines, high contrast: for a projector
controls-language = Language
    .hint = The language of every word in the sandbox (also --lang xx, or ?lang=xx in the page)

section-simulation = Simulation
section-gravity = Gravity
section-detection = Detection
section-materials = Materials & interaction
section-overlays = Overlays
section-graphics = Graphics
section-lock = Teacher's lock
section-twin = Compare (twin world)
section-recording = Recording
section-scenes = Scenes
section-momentum = Momentum diagram
section-readouts = Readouts
section-bodies = Bodies
section-joints = Joints
section-selected = Selected body

momentum-newest = The newest collision: { $a } and { $b }, step { $step }
momentum-newest-selected = The newest collision of the selection: { $a } and { $b }, step { $step }
momentum-none = No collision yet (of the selected bodies).

graphics-label = Graphics
graphics-low = Low
    .hint = simple shading, no anti-aliasing or shadows, half resolution
graphics-high = High
    .hint = standard shading, 4× anti-aliasing, shadows, full resolution and smooth balls: slow on a software renderer
graphics-simple-shading = Simple shading (one light, balls as sprites)
graphics-anti-aliasing = Anti-aliasing (4× multisampling)
graphics-why-not = simple shading draws no shadows and its balls are always round
graphics-shadows = Shadows
graphics-full-resolution = Full resolution (otherwise as fine as the frame rate allows)
graphics-smooth-balls = Smooth balls (more triangles)
speed-line = { $fps } frames/s · { $ms } ms per frame · physics { $physics } ms per step
speed-measuring = frames/s: measuring · physics { $physics } ms per step
speed-behind = { $line } · frames too slow: the simulation runs at { $percent } % of real time

controls-high-contrast = High contrast
    .hint = White text on black panels, strong outlines and focus rings (also --high-contrast, or ?contrast=high in the page)
controls-text-size = Text size
    .hint = The panels' text, for the back row and for low vision
