//! collision-engine: the physics engine of collision-sandbox, on its own for a Bevy game to use.
//!
//! [`geometry`] holds pure functions on glam types (shapes, contact tests, ray casts and sweeps) and
//! [`physics`] the engine as Bevy ECS systems (broadphase, narrowphase, continuous detection, events,
//! sequential impulses and positional correction). Spheres turn: friction acts at their surface, so a sliding
//! ball rolls by itself. It depends on Bevy's app, ECS, math, transform and time
//! crates only: no renderer, window or UI.
//!
//! # Set-up
//! Add the plugin next to Bevy's own (`DefaultPlugins` in a game, `MinimalPlugins` without a window) and spawn
//! bodies:
//! ```
//! use bevy_app::App;
//! use bevy_transform::components::Transform;
//! use collision_engine::physics::{Collider, PhysicsPlugin, RigidBody};
//!
//! let mut app = App::new();
//! app.add_plugins(PhysicsPlugin::default());
//! app.world_mut().spawn((Collider::cuboid(5.0, 0.5, 5.0), Transform::from_xyz(0.0, -0.5, 0.0)));
//! app.world_mut().spawn((RigidBody::Dynamic, Collider::sphere(0.5), Transform::from_xyz(0.0, 3.0, 0.0)));
//! ```
//! A collider alone is a static body (the floor); a dynamic body given no mass weighs its collider's volume at
//! 1 kg/m³. The pipeline runs in `FixedUpdate` at the app's fixed rate. See [`physics`] for the stages, the
//! events, the layers and [`physics::SpatialQuery`] for ray and shape casts.
//!
//! # Glossary
//! One word for one thing, in the code, the docs, the app's panels and its reports.
//!
//! | word | means | not |
//! |---|---|---|
//! | body | an entity with a [`physics::RigidBody`]: dynamic, static or kinematic | object |
//! | shape | a [`geometry::Shape`]: a sphere, a cuboid, a cylinder, a capsule or a cone | |
//! | cuboid | the box shape ([`geometry::Shape::Cuboid`], [`physics::Collider::cuboid`]); the scene files and the panels say "box", the classroom word | box, aabb |
//! | bounds | an axis-aligned bounding box, [`geometry::Aabb`], used by the broadphase and the queries | |
//! | turned box | a cuboid whose body's rotation is not the identity; as a value an oriented box, [`geometry::Obb`] (`obb` in a pair function's name) | rotated box, tilted box |
//! | placed shape | a shape with its centre and rotation, [`geometry::Placed`]: what the pair tests take | posed |
//! | separating axis | an axis along which two boxes' projections can be apart: 3 for two boxes not turned, 15 for turned ones ([`geometry::AxisFeature`]); the deciding axis is the one of least overlap, or of the latest entry in a sweep | |
//! | A, B | the two bodies of a pair, in that order; a normal points from A to B; a pair function is named `operation_shapeA_shapeB` and both orders of a pair live in one file (`contact_sphere_cuboid.rs`) | |
//! | contact | where two shapes touch or overlap: normal, penetration, a point on each ([`geometry::Contact`]) | collision (an episode) |
//! | penetration | how deep a contact overlaps (m); negative: the gap of a speculative contact | depth |
//! | slop | the overlap left alone so resting contacts stay touching | |
//! | step | one fixed step of the pipeline; a substep is one of the solver's slices of it | frame, tick |
//! | iteration | one Gauss–Seidel sweep over a substep's contacts ([`physics::PhysicsSettings::solver_iterations`]) | pass, round |
//! | continuous detection | sweeping fast bodies to their time of impact; `ccd` in the engine's identifiers and the settings (`ccd_enabled`, [`physics::CcdDisabled`], `PhysicsSystems::Ccd`, `--ccd`); what a reader sees (panel labels, stage labels, the inspector's report) says "continuous" | |
//! | hit | a time of impact the continuous stage resolved ([`physics::TimeOfImpact`]) | |
//! | impact | a hit that bounced the bodies, closing at least as fast as [`physics::PhysicsSettings::impact_speed_along`]: each is its own [`physics::CollisionImpact`], at its time within the step | bounce, event |
//! | candidate pair | a pair the broadphase found whose bounds overlap ([`physics::CandidatePairs`]) | |
//! | touching pair | a pair in contact now; a begin ([`physics::CollisionStarted`]) and an end ([`physics::CollisionEnded`]) bound one touching episode | |
//! | reach | how far the solver may move a body off its flight this step (the reach stage) | push |
//! | shift | how far the positional correction moved a body ([`physics::CorrectionShifts`]) | push |
//! | push | only what a user does to a body (a click or drag in the sandbox); in code, an impulse ([`physics::ExternalImpulse`]) | |
//! | island | bodies joined by contacts (and, for the solver, joints), which sleep and wake together; a static body joins none | |
//! | batch | consecutive islands the solver takes as one, until they hold 256 contacts and joints; the batches go to the threads ([`physics::PhysicsSettings::threads`]) | |
//! | turn | a body's change of orientation (its `Transform` rotation) at its [`physics::AngularVelocity`]; spheres and cuboids turn unless a [`physics::RotationLock`] holds them | rotate, spin (a spin is a ball's turning about its own axis, in the classroom's words) |
//! | tumble | the turning of a body other than a ball: tipping over an edge, toppling, rolling, spinning free; a body that tumbles is held at up to four points | |
//! | manifold | the points where two shapes touch across the axis that decides them, up to four, each on both surfaces with its penetration ([`geometry::ContactManifold`]) | contact points |
//! | inertia | how hard a body is to turn: I = k·m·r² for a sphere ([`physics::MassDistribution`]: solid or hollow), m/12·(b² + c²) about a cuboid's edge of length a | |
//! | arm | the offset from a body's centre to a contact point (a sphere's radius along the normal) | moment arm |
//! | lever | of a direction d at arm r: r × d, how an impulse along d turns the body about its centre | torque arm |
//! | conservative advancement | how continuous detection finds when a box that turns meets something: moved on by the gap over the fastest any point can close, again until they touch ([`physics::TurningFlight`], [`physics::cast_turning`]) | |
//! | joint | a rod, string or spring between two bodies or a body and a fixed point of the world, or a machine joint, an entity of its own ([`physics::Joint`]); its ends are anchors, points in a body's own axes | constraint (the solver's word for its row) |
//! | machine joint | a pin, hinge, slider, weld or pulley ([`physics::JointKind::is_machine`]): rows warm started from the last step ([`physics::JointImpulses`]) | mechanism, articulation |
//! | joint block | the rows that hold a machine joint together (its point or a slider's two across, and the turning it holds), solved at once as one hard block | block solver |
//! | position pass | as a step ends, the machine joints' errors closed by moving and turning their bodies, momentum kept | post-stabilisation, nonlinear Gauss–Seidel |
//! | rest | a hinge's, slider's or weld's turn of B against A where it holds it (a hinge's angle 0), in A's own axes ([`physics::rest_between`]) | reference angle, local frame |
//! | limits | the range a hinge's angle or a slider's travel keeps within ([`physics::JointLimits`]) | stops |
//! | motor | a row driving a hinge's turning or a slider's sliding towards a speed within its most torque or force ([`physics::JointMotor`]) | drive, actuator |
//! | tension | the force a joint pulls its ends together with, averaged over the step ([`physics::JointForce`]); negative when it pushes | |
//! | hold | after a substep's motion, the impulse that stops a rod's or a taut string's ends parting along the line between them as it is then ([`physics::JointSolve`] counts it apart from the motion's) | velocity projection |
//! | stick | where static friction keeps two bodies of a turning contact from creeping over each other: a point of each, pulled back together while friction holds ([`physics::FrictionStick`]) | hold, anchor |
//! | held | kept to a line or a plane along world axes by a [`physics::TranslationLock`]: the app's 1D and 2D views | constrained, projected |
//! | support point | a convex solid's point farthest along a direction ([`geometry::Convex::support`]): all the GJK distance ([`geometry::gjk_distance`]) asks of a shape | extreme point |
//! | core | a convex solid less the radius that rounds it: a ball's centre, a capsule's segment ([`geometry::Convex::core`]) | margin |
//! | feature | the face, line or point of a convex solid facing a direction ([`geometry::Feature`]): two features facing each other across a contact normal give its manifold by clipping | |
//! | round | of a contact point: lying on a surface round about a centre (behind it along the normal on a ball, a capsule, a cylinder's side; in the cap's plane on a can's rim), its offset from it [`geometry::ManifoldPoint::round_a`]: the point stays that offset from the centre as the body turns | curved |
//! | face axis | a direction square to a convex solid's flat faces: a box's three axes, a cylinder's or a cone's axis ([`geometry::Convex::face_axes`]) | face normal (one face's, signed) |
//! | hull | the convex hull of a list of points, about its centre of mass ([`geometry::ConvexHull`]); a wedge and the regular polyhedra are hulls | convex mesh, polytope |
//! | compound | several shapes (its parts) placed and turned in one body's frame ([`geometry::Compound`]) | multi-shape body |
//! | principal axes | the axes about which a body's inertia tensor is diagonal; their turn from the body's own axes is a hull's or a compound's ([`physics::PrincipalInertia`]) | inertia frame |
//! | mass properties | a solid's volume, centre of mass and inertia tensor at unit density ([`geometry::MassProperties`]) | |
//! | set-up | a scene as arranged by hand at its start (step 0): what Reset puts back and Save writes | layout |
//! | edit | a change made to the world while the clock stands still, undone and redone as one | |
//! | action | what the app's camera opens on: the moving bodies, their paths for the next moments, what they strike and what those are pushed on to | focus |
//! | passage | a body's centre crossing a light gate's window, timed between two recorded steps | |
//! | soft contact | a contact of the soft step ([`physics::PhysicsSettings::soft_contacts`]): pushes an overlap out as a stiff, heavily damped spring would | soft constraint |
//! | kept manifold | a soft contact's manifold carried over to the next step by the narrowphase while its bodies stay near the pose they were found at, the face its points lie on ([`geometry::ManifoldFace`], [`physics::KeptFace`]); the pair's manifold, kept or found, travels in [`physics::Contacts::manifolds`] | cached manifold, recycled contact |
//! | kept frame | the normal and arms a soft contact's rows were built along when its points were found, kept while its points stay within 5 mm and its bodies within 0.02 rad of where they were ([`physics::KeptFrame`]) | anchor freezing, frozen lever arms |
//! | contact rules | what decides how a pair's contact is taken besides its bodies: vetoes, covered faces, settings ([`physics::ContactRules`]) | hit rules |
//! | solver stage | one of the solver's own steps, in order: prepare, warm start, solve, relax (once a substep each), restitution, store ([`physics::SolverStage`], timed in [`physics::PhysicsStats::solver_ms`]) | phase |
//! | held row | a soft contact constraint as one row along its normal at its points' middle, for the exact solve of an island of very different masses after each pass | |
//! | relax pass | the soft step's second pass in a substep, after the bodies moved: the same rows without the push-out | |
//! | colour | a set of contact constraints no two of which share a body an impulse moves | graph colour |
//! | lane group | four constraints of one colour side by side in 128-bit registers, solved together | SIMD batch, wide constraint |
//! | slip | how fast two contact points move along each other, turning included; a ball rolls where it is zero | slide (of the centres) |
//! | rolling resistance, spinning friction | a surface's resistance to a ball rolling over it and to one spinning about the normal ([`physics::RollingResistance`], [`physics::SpinningFriction`]) | rolling friction |

#![warn(missing_docs)]

pub mod geometry;
pub mod headless;
pub mod physics;
pub mod prelude;

mod bevy_prelude;
#[cfg(test)]
mod test_random;
