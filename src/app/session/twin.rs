//! Twin worlds: the scene run a second time in lockstep with one setting different (continuous detection,
//! restitution, substeps or solver iterations), with the same pushes and edits of velocity and material and
//! the same setting changes (spawns and moves are ours alone), drawn over the first as
//! cyan ghosts, so a class sees "discrete against continuous" or "e = 1 against e = 0.5" from the same start.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::overlays::shapes::draw_shape;
use crate::app::session::active_scene::ActiveScene;
use crate::app::state::controls::limits;
use crate::headless::headless_app;
use crate::language::Texts;
use crate::language::fields::slider;
use crate::physics::{Collider, LinearVelocity, PhysicsClock, PhysicsMaterial, PhysicsSettings};
use crate::recording::{History, Input, RecordingPlugin};
use crate::scene::{Compare, SceneIndex, spawn_scene};

/// The one setting the twin runs with otherwise.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum TwinSetting {
    #[default]
    None,
    /// Continuous detection switched the other way.
    ContinuousDetection,
    Restitution(f32),
    Substeps(u32),
    SolverIterations(u32),
}

impl From<Compare> for TwinSetting {
    fn from(compare: Compare) -> Self {
        match compare {
            Compare::ContinuousDetection => TwinSetting::ContinuousDetection,
            Compare::Restitution(e) => TwinSetting::Restitution(e),
            Compare::Substeps(n) => TwinSetting::Substeps(n),
            Compare::SolverIterations(n) => TwinSetting::SolverIterations(n),
        }
    }
}

impl TwinSetting {
    /// The twin's settings: `settings` with this difference.
    pub fn apply(self, settings: &PhysicsSettings) -> PhysicsSettings {
        let mut twin = settings.clone();
        match self {
            TwinSetting::None => {}
            TwinSetting::ContinuousDetection => twin.ccd_enabled = !settings.ccd_enabled,
            TwinSetting::Restitution(e) => twin.restitution_override = Some(e.clamp(0.0, 1.0)),
            TwinSetting::Substeps(n) => twin.substeps = n.clamp(*limits::SUBSTEPS.start(), *limits::SUBSTEPS.end()),
            TwinSetting::SolverIterations(n) => {
                twin.solver_iterations = n.clamp(*limits::ITERATIONS.start(), *limits::ITERATIONS.end());
            }
        }
        twin
    }

    /// How the twin differs, in words, for the panel.
    pub fn describe(self, settings: &PhysicsSettings, t: &Texts) -> String {
        match self {
            TwinSetting::None => t.get("twin-none"),
            TwinSetting::ContinuousDetection if settings.ccd_enabled => t.get("twin-continuous-off"),
            TwinSetting::ContinuousDetection => t.get("twin-continuous-on"),
            TwinSetting::Restitution(e) => t.with("twin-restitution", &[("e", t.number(f64::from(e), 2).into())]),
            TwinSetting::Substeps(n) => t.with("twin-substeps", &[("count", n.into())]),
            TwinSetting::SolverIterations(n) => t.with("twin-iterations", &[("count", n.into())]),
        }
    }
}

/// The twin: its own headless world, and which of its bodies is which of ours.
#[derive(Resource, Default)]
pub struct Twin {
    pub setting: TwinSetting,
    world: Option<TwinWorld>,
}

impl Twin {
    /// Where the twin of our body `ours` is now, and the step the twin is at.
    pub fn position_of(&self, ours: Entity) -> Option<(Vec3, u64)> {
        let twin = self.world.as_ref()?;
        let &(_, theirs) = twin.bodies.iter().find(|(body, _)| *body == ours)?;
        Some((twin.world.get::<Transform>(theirs)?.translation, twin.step()))
    }
}

struct TwinWorld {
    /// A headless world with the engine and its own recording, stepped by hand.
    world: World,
    /// (our body, the twin's body), in scene order.
    bodies: Vec<(Entity, Entity)>,
    /// The setting it was built with.
    built_for: TwinSetting,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Twin>().add_systems(PostUpdate, (keep_twin_in_step, draw_twin).chain());
}

/// Ghosts of the twin: cyan, half seen.
const TWIN_COLOR: Color = Color::srgba(0.3, 0.9, 1.0, 0.55);

/// The panel's Compare section: which setting the twin changes, and by how much.
pub fn twin_section(ui: &mut egui::Ui, setting: &mut TwinSetting, settings: &PhysicsSettings) {
    let t = Texts::of(ui.ctx());
    let choices = [
        (TwinSetting::None, "twin-choice-none"),
        (TwinSetting::ContinuousDetection, "detection-continuous"),
        (TwinSetting::Restitution(0.5), "material-restitution"),
        (TwinSetting::Substeps(1), "solver-substeps"),
        (TwinSetting::SolverIterations(1), "solver-iterations"),
    ];
    let same_kind = |a: TwinSetting, b: TwinSetting| std::mem::discriminant(&a) == std::mem::discriminant(&b);
    ui.horizontal_wrapped(|ui| {
        for (choice, label) in choices {
            if ui.add(egui::Button::selectable(same_kind(*setting, choice), t.get(label))).clicked()
                && !same_kind(*setting, choice)
            {
                *setting = choice;
            }
        }
    });
    match setting {
        TwinSetting::Restitution(e) => {
            ui.add(slider(egui::Slider::new(e, 0.0..=1.0).text(t.get("twin-e")), &t));
        }
        TwinSetting::Substeps(n) => {
            ui.add(egui::Slider::new(n, limits::SUBSTEPS).text(t.get("twin-substeps-slider")));
        }
        TwinSetting::SolverIterations(n) => {
            ui.add(egui::Slider::new(n, limits::ITERATIONS).text(t.get("twin-iterations-slider")));
        }
        _ => {}
    }
    if *setting != TwinSetting::None {
        let how = setting.describe(settings, &t);
        ui.label(egui::RichText::new(t.with("twin-ghosts", &[("how", how.into())])).small());
    }
}

/// Builds the twin when asked for (or when the scene changed), and brings it to the step our world is at:
/// forward with the changes our recording logged, or back through its own recording.
pub fn keep_twin_in_step(world: &mut World) {
    world.resource_scope(|world, mut twin: Mut<Twin>| {
        let setting = twin.setting;
        let step = world.resource::<PhysicsClock>().step;
        if setting == TwinSetting::None {
            twin.world = None;
            return;
        }
        // a new setting, or a scene loaded or reset (our bodies are new ones): start the twin again
        let stale = twin.world.as_ref().is_none_or(|twin| {
            twin.built_for != setting || twin.bodies.iter().any(|&(ours, _)| world.get::<SceneIndex>(ours).is_none())
        });
        if stale {
            twin.world = Some(build_twin(world, setting));
        }
        let Some(twin_world) = twin.world.as_mut() else { return };
        twin_world.follow(world, step);
    });
}

fn build_twin(world: &World, setting: TwinSetting) -> TwinWorld {
    let active = world.resource::<ActiveScene>();
    let mut app = headless_app(setting.apply(world.resource::<PhysicsSettings>()));
    app.add_plugins(RecordingPlugin);
    let twins = spawn_scene(app.world_mut(), &active.scene);
    app.world_mut().resource_scope(|world, mut history: Mut<History>| history.start(world));
    let twin_world = std::mem::take(app.world_mut());
    let mut ours: Vec<(usize, Entity)> = Vec::new();
    if let Some(mut query) = world.try_query::<(Entity, &SceneIndex)>() {
        ours.extend(query.iter(world).map(|(entity, index)| (index.0, entity)));
    }
    ours.sort_unstable();
    let bodies = ours.into_iter().filter_map(|(index, entity)| twins.get(index).map(|&twin| (entity, twin))).collect();
    TwinWorld { world: twin_world, bodies, built_for: setting }
}

impl TwinWorld {
    fn step(&self) -> u64 {
        self.world.resource::<PhysicsClock>().step
    }

    /// Brings the twin to `step`: back through its recording, or forward with our logged changes.
    fn follow(&mut self, ours: &World, step: u64) {
        if self.step() > step {
            self.world.resource_scope(|world, mut history: Mut<History>| history.seek(world, step));
            return;
        }
        let inputs = ours.resource::<History>().inputs();
        while self.step() < step {
            let at = self.step();
            for logged in inputs.iter().filter(|logged| logged.after_step == at) {
                self.apply(&logged.input);
            }
            // the twin's recording logs our changes as its own, so going back and forth replays them
            self.world.resource_scope(|world, mut history: Mut<History>| {
                history.capture_inputs(world);
                history.advance(world);
            });
        }
    }

    /// Our change, made to the twin's own body (or settings, keeping its difference).
    fn apply(&mut self, input: &Input) {
        let world = &mut self.world;
        match input {
            Input::Body(body) => {
                let Some(&(_, twin)) = self.bodies.iter().find(|(ours, _)| *ours == body.entity) else { return };
                if let Some(mut velocity) = world.get_mut::<LinearVelocity>(twin) {
                    velocity.0 = body.velocity;
                }
                if let Some(mut material) = world.get_mut::<PhysicsMaterial>(twin) {
                    *material = body.material;
                }
            }
            Input::Settings(settings) => {
                world.insert_resource(self.built_for.apply(settings));
            }
            // the twin follows pushes and settings; what is made or taken out stays ours alone
            Input::Despawn(_) | Input::Joint(_) => {}
        }
    }
}

/// The twin's bodies as cyan ghosts where they are in its world.
fn draw_twin(mut gizmos: Gizmos, twin: Res<Twin>, colliders: Query<&Collider>) {
    let Some(twin_world) = twin.world.as_ref() else { return };
    let world = &twin_world.world;
    for &(ours, theirs) in &twin_world.bodies {
        let (Ok(collider), Some(transform)) = (colliders.get(ours), world.get::<Transform>(theirs)) else { continue };
        draw_shape(&mut gizmos, &collider.placed(transform), TWIN_COLOR);
    }
}
