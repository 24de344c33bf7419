# The lesson card and the teacher's lock.

lesson-step-of = Step { $step } of { $count }
lesson-in-english = This lesson has no text in { $language } yet: it is shown in English.
lesson-close = Close
    .hint = Close the lesson; the scene stays
lesson-running-note = Running… it pauses at the moment that matters.
lesson-run = Run ▶
lesson-running = Running…
lesson-end = End of the lesson
lesson-next = Next ▶
lesson-back = ◀ Back
lesson-save-predictions = Save predictions (CSV)
lesson-predict = Predict
lesson-measured = Measured
lesson-no-answer = no answer
lesson-your-prediction = Your prediction: { $answer } { $mark }
lesson-timed-out = The run stopped at its time limit before its trigger happened.
lesson-replay = ⟲ Replay the moment

lock-explained = Hold gravity, detection, the solver and the material overrides as they are; pushing, grabbing, spawning and the timeline stay free.
lock-code = Code
lock-lock = Lock the lesson settings
lock-locked = Lesson settings locked
lock-unlock = Unlock
lock-wrong-code = wrong code

## The values a lesson reveals
measure-speed = speed of { $body }
measure-spin = spin of { $body }
measure-velocity = velocity { $axis } of { $body }
measure-momentum = momentum { $axis } of { $body }
measure-total-momentum = total momentum { $axis }
measure-kinetic-energy = kinetic energy of { $body }
measure-total-kinetic-energy = total kinetic energy
measure-spring-energy = energy in the springs
measure-total-energy = total energy (moving, height, springs)
measure-height = height of { $body }
measure-highest-point = highest point of { $body }
measure-distance = distance moved by { $body }
measure-tilt = tilt of { $body }
measure-angle = angle between { $a } and { $b }
measure-time = time
measure-collisions = collisions
measure-impacts = impacts
measure-penetration = overlap of { $a } and { $b }
measure-apart = distance between { $a } and { $b }
