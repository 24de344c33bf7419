# The pair inspector: why two bodies did or did not collide, stage by stage; and the joints' section.

inspector-title = Pair inspector
inspector-close = Close
inspector-how-to-pick = Shift-click two bodies, click a row of the contacts table, or pick a pair below.
inspector-heading-collided = { $a } and { $b }: collided in step { $step }
inspector-heading-missed = { $a } and { $b }: did not collide in step { $step }
inspector-needs-continuous = { $body } needs continuous detection above { $speed } m/s (moving at { $moving })
inspector-scrub = t in the step
inspector-impact = impact
inspector-at-time = at t = { $t } of free flight: { $words }
inspector-candidates = This step's broadphase pairs ({ $count })
inspector-more = and { $count } more
scrub-spheres = centres { $distance } m apart, radii sum { $radii } m: { $verdict }
scrub-solids-apart = { $gap } m apart at their nearest points (GJK)
scrub-solids-overlapping = overlapping by { $depth } m along { $normal } (EPA)
scrub-boxes-overlapping = overlapping, least along { $axis } by { $depth } m
scrub-boxes-apart = apart: overlap per axis { $overlap } m
scrub-box-sphere = sphere centre { $region }, { $distance } m from the box, radius { $radius } m: { $verdict }
scrub-overlapping = overlapping
scrub-apart = apart

report-head-collided = step { $step } (dt { $dt } s): { $a } and { $b } collided
report-head-missed = step { $step } (dt { $dt } s): { $a } and { $b } did not collide
report-body-path = { $body }: from { $start } at { $velocity } m/s, free flight to { $flight }, ended at { $end } at { $end_velocity } m/s
report-tunnelling = tunnelling: { $body } needs continuous detection above { $speed } m/s to be sure of meeting { $other } (moving as now)
report-deciding = { $line } (deciding)
stage-name-broadphase = broadphase
stage-name-narrowphase = narrowphase
stage-name-continuous = continuous
stage-name-response = response
stage-name-joint = joint

broad-both-static = both static: never a pair
broad-layers-apart = their collision layers do not meet: never a pair
broad-candidate = the swept bounds overlap: a candidate pair
broad-apart = the swept bounds are { $gap } m apart along { $axis }: not a pair
broad-bounds-a = bounds A { $min } to { $max }
broad-bounds-b = bounds B { $min } to { $max }
broad-gap = gap per axis { $gap } m (negative: overlap)
broad-filed-a = A filed { $filing }
broad-filed-b = B filed { $filing }
filing-nowhere = nowhere (not a body this step, or its position is not finite)
filing-moving = in the grid of moving bodies (cells { $size } m), cell { $cell }: tested against its own and the 26 neighbouring cells
filing-static = in the grid of static bodies (cells { $size } m, kept between steps), cells { $first } to { $last }
filing-outsized = apart, too wide for its grid: tested against every body

test-spheres = centre distance { $distance } m against the sum of radii { $radii } m
test-solids-apart = GJK: nearest points { $a } and { $b }, { $gap } m apart
test-solids-overlapping = EPA: overlapping by { $depth } m along the normal { $normal }
test-boxes = overlap per axis { $overlap } m
test-boxes-least = overlap per axis { $overlap } m, least along { $axis } (the normal's axis)
test-box-sphere = closest point of the box ({ $box }) to the sphere's centre { $closest }: { $distance } m from it against the radius { $radius } m; the centre is { $region }
region-inside = inside the box
region-face = over a face
region-edge = over an edge
region-corner = over a corner
feature-face-a = A's { $axis } face
feature-face-b = B's { $axis } face
feature-edges = A's { $a } edge × B's { $b } edge
turned-overlapping = overlapping on all 15 axes, least along { $feature } by { $depth } m (the normal's axis)
turned-apart = apart along { $feature } by { $gap } m
turned-gap = { $feature }: gap { $gap } m
turned-parallel = { $feature }: edges parallel, no axis

narrow-tested-at = tested where free flight took them: A at { $a }, B at { $b }; speculative reach { $reach } m
narrow-normal = normal { $normal } (A to B), penetration { $penetration } m
narrow-points = points: on A { $a }, on B { $b }
narrow-local-points = local points: A { $a }, B { $b }
narrow-seam = the face hit is covered by a neighbouring box (a seam): the normal was taken along another axis
narrow-overlapping = overlapping: a contact
narrow-speculative = a gap of { $gap } m within the reach: a speculative contact
narrow-apart = apart: no contact
manifold-edges = crossed edges: they touch at one point
manifold-face = across { $face }, the reference face: the other box's face turned most against it, clipped to the reference face's sides, keeps its corners within the reach (at most four)
manifold-apart = apart: the points across the widest gap, each a speculative contact
manifold-head = manifold of { $count } points, { $across }
manifold-point = point { $number }: on A { $a }, on B { $b }, overlap { $overlap } m; levers |r × n| { $lever_a } m (A), { $lever_b } m (B): effective mass { $mass } kg
manifold-turning = a push at a point off the line through a centre turns that body: the solver pushes all the points evenly first (what stops their middle), then each alone, so a box lands flat without tipping and one on its corner is turned as it is pushed up

sweep-body = { $body }: travelled { $travel } m, swept beyond { $threshold } m if a contact closes fast, beyond { $tunnel } m always: { $swept }
swept-not = not swept
swept-may-tunnel = swept, as it could tunnel
swept-closes-fast = swept, as a contact of it closed fast
swept-sent-on = swept, as a hit sent it off on a new path
swept-every-body = swept, as every moving body is
span-always = { $axis }: overlapping the whole step
span-never = { $axis }: apart the whole step
span-between = { $axis }: t_enter { $enter } t_leave { $leave }
sphere-still = no relative motion: in reach the whole step
sphere-roots = roots t = { $enter } and { $leave }
sphere-no-roots = no real roots
sphere-closest = the centres come closest at { $distance } m
continuous-turning = a box turns as it flies: the pair is moved on by their gap over the fastest any point can close (relative speed + angular speed × reach), again and again until they touch (conservative advancement)
continuous-poses = poses at impact: A { $a }, B { $b }; normal { $normal }, point { $point }
continuous-impact = t = { $t } ({ $impulse } N·s)
continuous-impacts = impacts this step, in time order: { $impacts }
continuous-met-times = met { $count } times this step, each resolved at its own time; the last at t = { $t }
continuous-hit = hit at t = { $t } of the step, resolved there
continuous-meet = the flights meet at t = { $t }, { $why }
not-taken-disabled = but continuous detection is off
not-taken-not-swept = but neither body was swept (too slow, or closing on nothing fast): left to the discrete test
not-taken-overlapping = but they overlapped when the step began: left to the solver
not-taken-slow = too slowly to pass through: left to the solver
not-taken-elsewhere = but an earlier hit changed a path, or it is at a seam between boxes
continuous-miss = no time of impact: { $why }
continuous-none = no time of impact
miss-overlapping = they overlapped when the step began
miss-parting = touching at the start and moving apart
miss-apart-along = apart along { $axis } for the whole step
miss-different-times = the paths cross, but at different times
miss-pass-wide = the centres pass wider than the sum of the radii
miss-after = they would meet only after the step
miss-before = they would have met before the step began
miss-corner = the bounds meet, but the sphere passes the rounded corner
miss-turned-clear = the box turns as it flies and passes clear of the other

response-materials = restitution { $restitution } and friction { $friction } (combined); below { $threshold } m/s approach no bounce
response-approach = approach speed { $speed } m/s: restitution used { $used }
response-record = { $when }: normal { $normal }, normal impulse { $impulse } N·s, friction impulse { $friction } N·s, correction shift { $shift } m
response-not-resolved = { $line } (not resolved)
response-discrete = discrete contact
response-hit-at = hit at t = { $t }
response-rolling = at the end of the step the contact points slip at { $slip } m/s: rolling: the contact points move together
response-slipping = at the end of the step the contact points slip at { $slip } m/s: slipping
response-sensor = a sensor: reported, not resolved
response-vetoed = vetoed by game code: reported, not resolved
response-nothing = no contact: nothing to resolve
response-resolved = resolved: a normal impulse of { $impulse } N·s in all
response-no-impulse = no impulse needed: the bodies did not press together

joint-what = { $kind ->
    [rod] a rod
    [spring] a spring
    [pulley] a pulley
   *[string] a string
} of { $length } m from { $a } to { $b }
joint-broke = { $what }: broke on step { $step }, and pulls no more
joint-slack = { $what }: slack, pulls nothing
joint-pushes = { $what }: pushes with { $force } N
joint-pulls = { $what }: pulls with { $force } N
joint-spring-stretch = its ends { $distance } m apart, { $beyond } m beyond its rest length: k·x = { $force } N (k { $k } N/m, damping { $c } N·s/m)
joint-stretch = its ends { $distance } m apart: { $beyond } µm beyond its length
joint-breaks-above = breaks above { $force } N
joint-solved-alone = solved exactly, on its own: no other joint shares a body that moves
joint-solved-with = { $others ->
    [one] solved exactly together with the other joint tied to it through a body they share
   *[other] solved exactly together with the { $others } other joints tied to it through shared bodies
}
joint-acted = acted in { $acting } of { $substeps } substeps, at most { $newton ->
    [one] { $newton } Newton step
   *[other] { $newton } Newton steps
} in one; { $settled }, its ends missed by { $missed } µm at most
joint-settled = settled within the tolerance
joint-not-settled = not settled in every substep
joint-tension-impulse = tension impulse { $total } N·s: { $motion } in the substeps' motion, { $hold } holding its ends from parting after it
joint-fixed-point = a fixed point

joints-none = No joints: the string, rod, spring, hinge and weld tools (J) attach them.
joints-row = { $kind ->
    [rod] Rod
    [spring] Spring
    [pin] Pin
    [hinge] Hinge
    [slider] Slider
    [weld] Weld
    [pulley] Pulley
   *[string] String
} from { $a } to { $b }: { $state }
joints-broken = broken
joints-force = { $force } N
joints-how-solved = How the solver met it
joints-remove = Remove
joints-rest = rest
joint-machine-what = { $kind ->
    [pin] a pin
    [hinge] a hinge
    [slider] a slider
   *[weld] a weld
} from { $a } to { $b }
joint-holds-with = { $what }: holds with { $force } N and { $torque } N·m
joint-motor-gives = its motor gives { $effort } { $kind ->
    [slider] N
   *[hinge] N·m
}
joint-machine-solved = solved in { $substeps } substeps as rows of the soft step; its anchors { $missed } µm apart at most
joints-limits = Limits
joints-low = low
joints-high = high
joints-motor = Motor
joints-speed = speed
joints-most = at most
joints-bends = Bends
joints-hertz = Hz
joints-ratio = ratio
joints-length = length
