//! CSV tables of a run, a row per body, event, contact and joint per step, for spreadsheets and plots in class:
//! `bodies.csv`, `events.csv`, `contacts.csv` and `joints.csv`, headers in the first row with SI units in their
//! names. A pair that met several times in one step has a row per impact, with its time as a fraction of the
//! step.

use std::io::Write;
use std::path::{Path, PathBuf};

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;

use crate::files::OutputFile;
use crate::physics::{
    AngularVelocity, CollisionEnded, CollisionStarted, Contacts, Joint, JointBroken, JointEnd, JointForce,
    LinearVelocity, Mass, PhysicsClock, RigidBody, TurningShape, inverse_mass,
};

const BODIES_HEADER: &str = "step,time_s,body,x_m,y_m,z_m,vx_m_per_s,vy_m_per_s,vz_m_per_s,kinetic_energy_J,\
px_kg_m_per_s,py_kg_m_per_s,pz_kg_m_per_s,wx_rad_per_s,wy_rad_per_s,wz_rad_per_s,qx,qy,qz,qw,rotational_energy_J";
const EVENTS_HEADER: &str = "step,time_s,kind,a,b,nx,ny,nz,penetration_m";
const CONTACTS_HEADER: &str = "step,a,b,nx,ny,nz,depth_m,normal_impulse_N_s,friction_impulse_N_s,kind,fraction_of_step";
const JOINTS_HEADER: &str = "step,time_s,joint,kind,a,b,length_m,tension_N,broken";

/// The four tables being written; [`CsvTables::write_step`] after every step.
pub struct CsvTables {
    dir: PathBuf,
    bodies: OutputFile,
    events: OutputFile,
    contacts: OutputFile,
    joints: OutputFile,
    started: MessageCursor<CollisionStarted>,
    ended: MessageCursor<CollisionEnded>,
}

impl CsvTables {
    /// Creates `dir` and the four files in it with their headers (in the page, four downloads named after
    /// `dir` and the table).
    pub fn create(dir: &Path) -> Result<Self, String> {
        let fail = |error: std::io::Error| format!("cannot write CSV in {}: {error}", dir.display());
        let run = dir.file_name().map_or_else(|| "run".into(), |name| name.to_string_lossy().into_owned());
        let open = |name: &str, header: &str| -> std::io::Result<OutputFile> {
            let mut file = OutputFile::create(&dir.join(name))?.named(format!("{run}-{name}"));
            writeln!(file, "{header}")?;
            Ok(file)
        };
        Ok(CsvTables {
            dir: dir.to_path_buf(),
            bodies: open("bodies.csv", BODIES_HEADER).map_err(fail)?,
            events: open("events.csv", EVENTS_HEADER).map_err(fail)?,
            contacts: open("contacts.csv", CONTACTS_HEADER).map_err(fail)?,
            joints: open("joints.csv", JOINTS_HEADER).map_err(fail)?,
            started: MessageCursor::default(),
            ended: MessageCursor::default(),
        })
    }

    /// Leaves out the events sent before now (a world that was running before the tables began).
    pub fn skip_sent_events(&mut self, world: &World) {
        self.started = world.resource::<Messages<CollisionStarted>>().get_cursor_current();
        self.ended = world.resource::<Messages<CollisionEnded>>().get_cursor_current();
    }

    /// Writes the rows of the step the world has just run (and the events sent since the last call).
    pub fn write_step(&mut self, world: &mut World) -> Result<(), String> {
        let written = self.write_rows(world).and_then(|()| self.write_joints(world));
        written.map_err(|error| format!("cannot write CSV in {}: {error}", self.dir.display()))
    }

    /// A row per joint: its kind, the bodies at its ends (or "point"), the length between them now, its tension.
    fn write_joints(&mut self, world: &mut World) -> std::io::Result<()> {
        let clock = world.resource::<PhysicsClock>();
        let step = clock.step;
        let time = format!("{:.6}", step as f64 * clock.dt as f64);
        let mut joints = world.query::<(Entity, &Joint, &JointForce, Option<&Name>, Has<JointBroken>)>();
        let world = &*world;
        let end = |end: &JointEnd| {
            let name = end.entity().map_or_else(
                || "point".to_owned(),
                |body| world.get::<Name>(body).map_or_else(|| format!("{body}"), |name| quoted(name.as_str())),
            );
            end.point_in(world).map(|at| (name, at))
        };
        for (entity, joint, force, name, broken) in joints.iter(world) {
            let (Some((a, at_a)), Some((b, at_b))) = (end(&joint.a), end(&joint.b)) else { continue };
            let name = name.map_or_else(|| format!("{entity}"), |name| quoted(name.as_str()));
            let (kind, length, tension) = (joint.kind.word(), at_a.distance(at_b), force.tension);
            writeln!(self.joints, "{step},{time},{name},{kind},{a},{b},{length},{tension},{broken}")?;
        }
        Ok(())
    }

    fn write_rows(&mut self, world: &mut World) -> std::io::Result<()> {
        let clock = world.resource::<PhysicsClock>();
        let (step, dt) = (clock.step, clock.dt as f64);
        let time = format!("{:.6}", step as f64 * dt);
        let mut names = world.query::<(Entity, &Name)>();
        let mut bodies =
            world.query::<(Entity, &RigidBody, &Mass, &Transform, &LinearVelocity, &AngularVelocity, TurningShape)>();
        let world = &*world;
        let mut name_of = |entity: Entity| {
            names.get(world, entity).map_or_else(|_| format!("{entity}"), |(_, name)| quoted(name.as_str()))
        };
        for (entity, body, mass, transform, velocity, spin, turning) in bodies.iter(world) {
            let moves = inverse_mass(*body, *mass) > 0.0;
            let kg = if moves { mass.0 } else { 0.0 };
            let [x, y, z] = transform.translation.to_array();
            let [vx, vy, vz] = velocity.0.to_array();
            let turning_energy = turning.turning_energy(*body, *mass, transform.rotation, spin.0);
            let energy = 0.5 * kg * velocity.0.length_squared() + turning_energy;
            let [px, py, pz] = (velocity.0 * kg).to_array();
            let [wx, wy, wz] = spin.0.to_array();
            let [qx, qy, qz, qw] = transform.rotation.to_array();
            let name = name_of(entity);
            let motion = format!("{x},{y},{z},{vx},{vy},{vz},{energy},{px},{py},{pz}");
            writeln!(self.bodies, "{step},{time},{name},{motion},{wx},{wy},{wz},{qx},{qy},{qz},{qw},{turning_energy}")?;
        }
        for event in self.started.read(world.resource::<Messages<CollisionStarted>>()) {
            let [nx, ny, nz] = event.contact.normal.to_array();
            let (a, b, depth) = (name_of(event.a), name_of(event.b), event.contact.penetration);
            let at = format!("{:.6}", event.step as f64 * dt);
            writeln!(self.events, "{},{at},started,{a},{b},{nx},{ny},{nz},{depth}", event.step)?;
        }
        for event in self.ended.read(world.resource::<Messages<CollisionEnded>>()) {
            let (a, b) = (name_of(event.a), name_of(event.b));
            let at = format!("{:.6}", event.step as f64 * dt);
            writeln!(self.events, "{},{at},ended,{a},{b},,,,", event.step)?;
        }
        for pair in world.resource::<Contacts>().with_every_impact() {
            let [nx, ny, nz] = pair.contact.normal.to_array();
            let kind = match (pair.resolve, pair.toi) {
                (false, _) => "unresolved",
                (true, Some(_)) => "continuous",
                (true, None) if pair.contact.penetration <= 0.0 => "speculative",
                (true, None) => "discrete",
            };
            let (a, b) = (name_of(pair.a), name_of(pair.b));
            let (depth, normal, friction) =
                (pair.contact.penetration, pair.normal_impulse, pair.tangent_impulse.length());
            let fraction = pair.toi.map_or(String::new(), |toi| toi.fraction.to_string());
            writeln!(self.contacts, "{step},{a},{b},{nx},{ny},{nz},{depth},{normal},{friction},{kind},{fraction}")?;
        }
        Ok(())
    }

    /// Flushes the files; returns the folder they are in.
    pub fn finish(self) -> Result<PathBuf, String> {
        let flushed =
            self.bodies.finish().and(self.events.finish()).and(self.contacts.finish()).and(self.joints.finish());
        flushed.map_err(|error| format!("cannot write CSV in {}: {error}", self.dir.display()))?;
        Ok(self.dir)
    }
}

/// A name as a CSV field: quoted when it holds a comma or a quote.
pub fn quoted(name: &str) -> String {
    if name.contains([',', '"', '\n']) { format!("\"{}\"", name.replace('"', "\"\"")) } else { name.to_owned() }
}
