//! Reading a scene file and checking every value before anything is spawned.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use bevy::math::{Quat, Vec3};

use super::error::SceneError;
use super::file_lines::{joint_line, line_of, translation_line};
use super::file_values::{RotationFile, Triple, finite_vector, unit_direction, unit_turn};
use super::format::{BodyFile, CameraFile, Compare, Instrument, LabelValue, NamedView, SceneFile, Topic};
use super::ron_text::read_ron;
use super::scene_joint::SceneJoint;
use super::scene_words::{SceneTexts, SceneWords, Translations, numbered_stem, translation_code_problem};
use super::shape_file::ShapeFile;
use crate::geometry::Shape;
use crate::language::{Language, Sentence};
use crate::physics::{ITERATION_RANGE, MassDistribution, PhysicsMaterial, RigidBody, SUBSTEP_RANGE};

/// A scene that passed validation: every number finite and in range, every name unique.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    pub name: String,
    /// The comment the file opens with: what the scene teaches.
    pub description: String,
    pub gravity: Vec3,
    pub bodies: Vec<SceneBody>,
    /// The twin world the app opens beside it.
    pub compare: Option<Compare>,
    /// Where the app's camera starts.
    pub camera: Option<SceneCamera>,
    /// What the labels show after each body's name.
    pub labels: Option<Vec<LabelValue>>,
    /// The gallery's group for it.
    pub topic: Option<Topic>,
    /// The gauge the app shows over it.
    pub instrument: Option<Instrument>,
    /// Its rods, strings and springs.
    pub joints: Vec<SceneJoint>,
    /// Its name, description and bodies' names in other languages.
    pub translations: Translations<SceneTexts>,
}

impl Scene {
    /// Its name, description and bodies' names in `language`, English where the file gives none.
    pub fn words(&self, language: Language) -> SceneWords<'_> {
        SceneWords::new(&self.name, &self.description, &self.translations, language)
    }
}

/// A scene's camera: a named view or a position (never both), and what it looks at; a missing target is the
/// centre of the scene's action.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SceneCamera {
    pub view: Option<NamedView>,
    pub position: Option<Vec3>,
    pub target: Option<Vec3>,
}

/// One body of a validated scene.
#[derive(Clone, Debug, PartialEq)]
pub struct SceneBody {
    pub name: String,
    pub shape: Shape,
    pub position: Vec3,
    /// How it is turned.
    pub rotation: Quat,
    pub velocity: Vec3,
    /// Its spin (rad/s).
    pub angular_velocity: Vec3,
    pub mass: f32,
    pub distribution: MassDistribution,
    pub fixed: bool,
    pub kinematic: bool,
    pub material: PhysicsMaterial,
    pub rolling_resistance: f32,
    pub spinning_friction: f32,
    pub sensor: bool,
    pub ccd: bool,
    /// The direction a one-way platform is solid from.
    pub one_way: Option<Vec3>,
    /// Its colour as sRGB bytes, where the file sets one.
    pub color: Option<[u8; 3]>,
    /// Drawn as faint glass.
    pub glass: bool,
}

impl SceneBody {
    /// The kind of rigid body it spawns as.
    pub fn kind(&self) -> RigidBody {
        body_kind(self.fixed, self.kinematic)
    }
}

/// The rigid body a file's `fixed` and `kinematic` flags stand for (scenes and recordings alike).
pub fn body_kind(fixed: bool, kinematic: bool) -> RigidBody {
    match (fixed, kinematic) {
        (true, _) => RigidBody::Static,
        (false, true) => RigidBody::Kinematic,
        (false, false) => RigidBody::Dynamic,
    }
}

/// Reads and validates the scene at `path`.
pub fn load_scene(path: &Path) -> Result<Scene, SceneError> {
    let text = crate::files::read_text(path)
        .map_err(|error| SceneError::Io { path: path.to_path_buf(), message: error.to_string() })?;
    parse_scene(&text, path)
}

/// Parses and validates scene text; `path` is only used to name the file in errors.
pub fn parse_scene(text: &str, path: &Path) -> Result<Scene, SceneError> {
    let file: SceneFile = read_ron(text).map_err(|error| SceneError::Syntax {
        path: path.to_path_buf(),
        line: error.line,
        column: error.column,
        message: error.message,
    })?;
    let checker = Checker { text, path };
    let gravity = checker.vector(file.gravity, None, "gravity")?;
    if file.name.trim().is_empty() {
        return Err(checker.invalid(None, "name", Sentence::new("problem-scene-name")));
    }
    let mut names = HashSet::new();
    let mut bodies = Vec::with_capacity(file.bodies.len());
    for body in &file.bodies {
        if body.name.trim().is_empty() {
            return Err(checker.invalid(Some(&body.name), "name", Sentence::new("problem-body-name")));
        }
        if !names.insert(body.name.as_str()) {
            return Err(checker.invalid(Some(&body.name), "name", Sentence::new("problem-name-twice")));
        }
        bodies.push(checker.body(body)?);
    }
    let compare = file.compare.map(|compare| checker.compare(compare)).transpose()?;
    let camera = file.camera.map(|camera| checker.camera(camera)).transpose()?;
    let description = leading_comment(text);
    let (labels, topic, instrument) = (file.labels, file.topic, file.instrument);
    let joints = checker.joints(&file.joints, &bodies)?;
    checker.translations(&file.translations, &bodies)?;
    let (name, translations) = (file.name, file.translations);
    Ok(Scene { name, description, gravity, bodies, compare, camera, labels, topic, instrument, joints, translations })
}

/// The text of the comment lines a file opens with, joined into one line.
pub fn leading_comment(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .take_while(|line| line.starts_with("//"))
        .map(|line| line.trim_start_matches('/').trim())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Validates values and says where in the file a bad one is.
pub(super) struct Checker<'a> {
    text: &'a str,
    path: &'a Path,
}

impl Checker<'_> {
    fn body(&self, body: &BodyFile) -> Result<SceneBody, SceneError> {
        let name = Some(body.name.as_str());
        let shape = match &body.shape {
            &ShapeFile::Box { half_extents } => {
                let half_extents = self.vector(half_extents, name, "half_extents")?;
                if half_extents.min_element() <= 0.0 {
                    let problem = Sentence::new("problem-half-extents").with("got", half_extents.to_string());
                    return Err(self.invalid(name, "half_extents", problem));
                }
                Shape::Cuboid { half_extents }
            }
            other => {
                for (field, size) in other.sizes() {
                    self.positive(size, name, field)?;
                }
                other.shape().map_err(|wrong| self.invalid(name, wrong.field, wrong.problem))?
            }
        };
        if body.fixed && body.kinematic {
            return Err(self.invalid(name, "kinematic", Sentence::new("problem-fixed-and-kinematic")));
        }
        let mass = self.finite(body.mass, name, "mass")?;
        if !body.fixed && !body.kinematic && mass <= 0.0 {
            return Err(self.invalid(name, "mass", Sentence::new("problem-mass").with("got", mass.to_string())));
        }
        let restitution = self.finite(body.restitution, name, "restitution")?;
        if !(0.0..=1.0).contains(&restitution) {
            let problem = Sentence::new("problem-zero-to-one").with("got", restitution.to_string());
            return Err(self.invalid(name, "restitution", problem));
        }
        Ok(SceneBody {
            name: body.name.clone(),
            shape,
            position: self.vector(body.position, name, "position")?,
            rotation: self.rotation(body.rotation, name)?,
            velocity: self.vector(body.velocity, name, "velocity")?,
            angular_velocity: self.vector(body.angular_velocity, name, "angular_velocity")?,
            mass,
            distribution: body.inertia,
            fixed: body.fixed,
            kinematic: body.kinematic,
            material: PhysicsMaterial::new(restitution, self.not_negative(body.friction, name, "friction")?),
            rolling_resistance: self.not_negative(body.rolling_resistance, name, "rolling_resistance")?,
            spinning_friction: self.not_negative(body.spinning_friction, name, "spinning_friction")?,
            sensor: body.sensor,
            ccd: body.ccd,
            one_way: body.one_way.map(|up| self.direction(up, name, "one_way")).transpose()?,
            color: body.color.as_deref().map(|color| self.color(color, name)).transpose()?,
            glass: body.glass,
        })
    }

    /// `"#rrggbb"` as sRGB bytes.
    fn color(&self, text: &str, body: Option<&str>) -> Result<[u8; 3], SceneError> {
        let digits = text.strip_prefix('#').filter(|d| d.len() == 6 && d.chars().all(|c| c.is_ascii_hexdigit()));
        let byte = |digits: &str, i: usize| u8::from_str_radix(&digits[2 * i..2 * i + 2], 16).expect("hex digits");
        match digits {
            Some(digits) => Ok([0, 1, 2].map(|i| byte(digits, i))),
            None => Err(self.invalid(body, "color", Sentence::new("problem-color").with("got", format!("{text:?}")))),
        }
    }

    /// A camera with finite numbers, a view or a position but not both, and a position off its target.
    fn camera(&self, camera: CameraFile) -> Result<SceneCamera, SceneError> {
        let point = |value: Option<Triple>, what: &'static str| {
            value.map(|(x, y, z)| Vec3::new(x, y, z)).filter(|point| !point.is_finite()).map_or(Ok(()), |point| {
                let problem = Sentence::new("problem-camera-point").with("point", what).with("got", point.to_string());
                Err(self.invalid(None, "camera", problem))
            })
        };
        point(camera.position, "position")?;
        point(camera.target, "target")?;
        let (position, target) = (camera.position.map(Vec3::from), camera.target.map(Vec3::from));
        if camera.view.is_some() && position.is_some() {
            return Err(self.invalid(None, "camera", Sentence::new("problem-camera-view-and-position")));
        }
        if position.is_some() && position == target {
            return Err(self.invalid(None, "camera", Sentence::new("problem-camera-distance")));
        }
        Ok(SceneCamera { view: camera.view, position, target })
    }

    /// A file's turn as a unit quaternion ([`unit_turn`]).
    fn rotation(&self, rotation: RotationFile, body: Option<&str>) -> Result<Quat, SceneError> {
        unit_turn(rotation).map_err(|problem| self.invalid(body, "rotation", problem))
    }

    /// A finite vector of non-zero length, as a unit direction.
    fn direction(&self, value: Triple, body: Option<&str>, field: &str) -> Result<Vec3, SceneError> {
        unit_direction(value).map_err(|problem| self.invalid(body, field, problem))
    }

    fn finite(&self, value: f32, body: Option<&str>, field: &str) -> Result<f32, SceneError> {
        if value.is_finite() {
            Ok(value)
        } else {
            Err(self.invalid(body, field, Sentence::new("problem-finite").with("got", value.to_string())))
        }
    }

    fn not_negative(&self, value: f32, body: Option<&str>, field: &str) -> Result<f32, SceneError> {
        let value = self.finite(value, body, field)?;
        let problem = || Sentence::new("problem-not-negative").with("got", value.to_string());
        if value >= 0.0 { Ok(value) } else { Err(self.invalid(body, field, problem())) }
    }

    fn positive(&self, value: f32, body: Option<&str>, field: &str) -> Result<f32, SceneError> {
        let value = self.finite(value, body, field)?;
        let problem = || Sentence::new("problem-positive").with("got", value.to_string());
        if value > 0.0 { Ok(value) } else { Err(self.invalid(body, field, problem())) }
    }

    fn vector(&self, value: Triple, body: Option<&str>, field: &str) -> Result<Vec3, SceneError> {
        finite_vector(value).map_err(|problem| self.invalid(body, field, problem))
    }

    /// A twin's setting within the ranges the panel allows.
    fn compare(&self, compare: Compare) -> Result<Compare, SceneError> {
        let (ok, range) = match compare {
            Compare::ContinuousDetection => (true, "problem-compare-restitution"),
            Compare::Restitution(e) => (e.is_finite() && (0.0..=1.0).contains(&e), "problem-compare-restitution"),
            Compare::Substeps(n) => (SUBSTEP_RANGE.contains(&n), "problem-compare-substeps"),
            Compare::SolverIterations(n) => (ITERATION_RANGE.contains(&n), "problem-compare-iterations"),
        };
        if ok {
            Ok(compare)
        } else {
            let (low, high) = match compare {
                Compare::Substeps(_) => (*SUBSTEP_RANGE.start(), *SUBSTEP_RANGE.end()),
                Compare::SolverIterations(_) => (*ITERATION_RANGE.start(), *ITERATION_RANGE.end()),
                _ => (0, 1),
            };
            let problem = Sentence::new(range)
                .with("got", format!("{compare:?}"))
                .with("low", low.to_string())
                .with("high", high.to_string());
            Err(self.invalid(None, "compare", problem))
        }
    }

    /// The error of `field` of the joint at `index` among the file's joints.
    pub(super) fn invalid_joint(&self, index: usize, field: &str, message: Sentence) -> SceneError {
        SceneError::Invalid {
            path: PathBuf::from(self.path),
            line: joint_line(self.text, index, field),
            body: None,
            field: format!("joints[{index}].{field}"),
            message,
        }
    }

    /// Translations keyed by languages' codes, naming only bodies of the scene (whole names or stems).
    fn translations(&self, translations: &Translations<SceneTexts>, bodies: &[SceneBody]) -> Result<(), SceneError> {
        for (code, texts) in translations {
            if let Some(problem) = translation_code_problem(code) {
                return Err(self.invalid_translation(code, problem));
            }
            let known = |key: &str| {
                bodies
                    .iter()
                    .any(|body| body.name == key || numbered_stem(&body.name).is_some_and(|(stem, _)| stem == key))
            };
            if let Some(key) = texts.bodies.keys().find(|key| !known(key)) {
                let problem =
                    Sentence::new("problem-translation-body").with("code", code.clone()).with("body", key.clone());
                return Err(self.invalid_translation(code, problem));
            }
        }
        Ok(())
    }

    /// A translation that does not fit the scene, at the line of its language's code.
    fn invalid_translation(&self, code: &str, message: Sentence) -> SceneError {
        SceneError::Invalid {
            path: PathBuf::from(self.path),
            line: translation_line(self.text, code),
            body: None,
            field: format!("translations.{code}"),
            message,
        }
    }

    fn invalid(&self, body: Option<&str>, field: &str, message: Sentence) -> SceneError {
        SceneError::Invalid {
            path: PathBuf::from(self.path),
            line: line_of(self.text, body, field),
            body: body.map(str::to_owned),
            field: field.to_owned(),
            message,
        }
    }
}
