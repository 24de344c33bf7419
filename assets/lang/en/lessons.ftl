# The lesson card and the teacher's lock.

lesson-step-of = Step { $step } of { $count }
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
