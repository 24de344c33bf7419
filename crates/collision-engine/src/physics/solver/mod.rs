//! Solve stage: sequential impulses in substeps, from contacts found once per step.
//!
//! The bodies in contact go back along their flight to where it began and are moved again over `substeps`
//! substeps. (Free flight, or the continuous stage for a body it resolved a hit of, left each body at the
//! end of the step with its final velocity; the flight that ends there with that velocity starts at
//! end − dt × (v_start + v_end) / 2 with v_start = v_end − g·dt, which is where the step began for a body in
//! free flight, and reproduces a continuous hit for a body that had one.)
//! Each substep adds gravity, starts every contact from the impulses of the substep before (warm starting),
//! runs Gauss–Seidel iterations until no contact changes by more than the tolerance, and moves the bodies by the
//! average of their velocities before and after (the trapezoidal rule, which makes a box sliding to rest
//! under friction stop exactly at v²/(2μg)). A contact's separation follows from how far its bodies have
//! moved since the step began, so no substep needs the narrowphase again. After the substeps, contacts that
//! pushed send their bodies apart at e times the speed they approached with (restitution), once.
//!
//! The contacts and joints are solved batch by batch (batches.rs): islands of bodies they join, gathered in the
//! order of their first contact, a batch's iterations to the tolerance its own; the batches go to the threads
//! (`PhysicsSettings::threads`) and are stored one after another, so a step ends the same on any number of them.
//!
//! Islands of few contacts with a large mass ratio (a heavy box on a light one), where the iterations converge
//! far too slowly, get their normal impulses solved exactly after the iterations (block.rs); so do other small
//! islands the iterations leave unconverged (a row of equal boxes needs an iteration per box), and islands whose
//! contacts form a chain however long (a column of boxes or balls: chain.rs). Once an iteration leaves only
//! such islands unconverged, they are solved at once and the iterations end there: a landing column of boxes
//! costs one iteration and a solve, not an iteration per box.
//!
//! A sphere turns: its contacts act at its surface (turning.rs), so friction spins it up until it rolls, and
//! rolling resistance and spinning friction slow its turning; the normal impulse passes through its centre and
//! turns nothing.
//!
//! With [`PhysicsSettings::soft_contacts`], a pair in which a box tumbles is a contact constraint of the soft
//! step instead (contact_constraint.rs, soft_step.rs): up to four points, each with its normal and friction parts, and the pair's rolling and spinning parts. In each
//! substep, after the iterations above, every such constraint is solved once with a soft bias that pushes an
//! overlap out like a stiff, heavily damped spring (softness.rs, [`PhysicsSettings::contact_hertz`]); after
//! the bodies have moved, once more without it (the relax pass), so that the push-out leaves no speed behind.
//! The constraints are coloured so that no two of a colour share a body an impulse moves (colours.rs), and each
//! colour's are solved four at a time in the lanes of one register (lanes.rs, contact_lanes.rs).
//!
//! [`PhysicsSettings::contact_hertz`]: crate::physics::PhysicsSettings::contact_hertz
//! [`PhysicsSettings::soft_contacts`]: crate::physics::PhysicsSettings::soft_contacts
//!
//! Each contact's normal impulse is clamped at ≥ 0 (contacts push, never pull) and its friction to the
//! Coulomb disc |jt| ≤ μ·jn. A contact still apart may close its gap but not pass it (a speculative contact),
//! which holds stacks placed exactly touching. A pair closing faster than the restitution threshold that
//! stays apart where the bodies' flights end is not held back: nothing stops it this step.

pub(crate) mod batches;
pub(crate) mod block;
pub(crate) mod chain;
pub(crate) mod colours;
pub(crate) mod contact;
pub(crate) mod contact_constraint;
pub(crate) mod contact_lanes;
pub(crate) mod contact_prepare;
pub(crate) mod friction_stick;
pub(crate) mod held_rows;
pub(crate) mod input_lanes;
pub(crate) mod iterations;
pub(crate) mod joint_row;
pub(crate) mod joint_system;
pub(crate) mod lane_bodies;
pub(crate) mod lanes;
pub(crate) mod lever;
pub(crate) mod machine;
pub(crate) mod manifold;
pub(crate) mod manifold_friction;
pub(crate) mod middle_friction;
pub(crate) mod normal_rows;
pub(crate) mod prepare;
pub(crate) mod rows;
pub(crate) mod scratch;
pub(crate) mod soft_step;
pub(crate) mod softness;
pub(crate) mod solve;
pub(crate) mod spins;
pub(crate) mod stage_clock;
pub(crate) mod store;
pub(crate) mod turning;
