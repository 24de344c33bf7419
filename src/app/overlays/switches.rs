//! Which overlays are on: one switch each, and the names the command line gives them.

use bevy::prelude::*;

/// Which overlays are on; one switch each.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overlays {
    pub contact_points: bool,
    pub normals: bool,
    pub penetration_labels: bool,
    pub aabbs: bool,
    pub velocities: bool,
    /// Each turning body's angular velocity: an arrow along its axis and a ring turning its way.
    pub spins: bool,
    pub sweeps: bool,
    pub impulses: bool,
    pub corrections: bool,
    pub tunnelling: bool,
    /// The floor grid with its scale and the axes.
    pub grid: bool,
    pub momenta: bool,
    pub centre_of_mass: bool,
    /// Velocity and momentum arrows on a log scale.
    pub log_arrows: bool,
    /// Fading paths of the moving bodies.
    pub traces: bool,
    /// Each body's name and the values its scene is about, written beside it.
    pub labels: bool,
}

impl Default for Overlays {
    fn default() -> Self {
        Overlays {
            contact_points: true,
            normals: true,
            penetration_labels: false,
            aabbs: false,
            velocities: false,
            spins: false,
            sweeps: true,
            impulses: false,
            corrections: false,
            tunnelling: false,
            grid: true,
            momenta: false,
            centre_of_mass: false,
            log_arrows: false,
            traces: false,
            labels: true,
        }
    }
}

impl Overlays {
    /// Every overlay off.
    pub const NONE: Overlays = Overlays {
        contact_points: false,
        normals: false,
        penetration_labels: false,
        aabbs: false,
        velocities: false,
        spins: false,
        sweeps: false,
        impulses: false,
        corrections: false,
        tunnelling: false,
        grid: false,
        momenta: false,
        centre_of_mass: false,
        log_arrows: false,
        traces: false,
        labels: false,
    };

    /// The sets the toolbar offers, each for one way of looking at a collision, by its name's message.
    pub const SETS: [(&'static str, Overlays); 4] = [
        ("overlay-set-plain", Overlays { labels: true, ..Overlays::NONE }),
        (
            "overlay-set-contacts",
            Overlays { contact_points: true, normals: true, sweeps: true, labels: true, ..Overlays::NONE },
        ),
        (
            "overlay-set-motion",
            Overlays {
                velocities: true,
                spins: true,
                traces: true,
                centre_of_mass: true,
                labels: true,
                ..Overlays::NONE
            },
        ),
        (
            "overlay-set-response",
            Overlays {
                contact_points: true,
                normals: true,
                impulses: true,
                corrections: true,
                penetration_labels: true,
                labels: true,
                ..Overlays::NONE
            },
        ),
    ];

    /// The set these switches are (its name's message), if they are one (the floor grid is a matter of taste, not of the set).
    pub fn set_name(&self) -> Option<&'static str> {
        Self::SETS.iter().find(|(_, set)| self.with_set(*set) == *self).map(|(name, _)| *name)
    }

    /// `set`'s switches, the floor grid kept as it is.
    pub fn with_set(&self, set: Overlays) -> Overlays {
        Overlays { grid: self.grid, ..set }
    }

    /// The names `--overlays` takes, and the switch each names.
    pub const NAMES: [&'static str; 16] = [
        "contacts",
        "normals",
        "penetration",
        "aabbs",
        "velocity",
        "spin",
        "swept",
        "impulses",
        "corrections",
        "tunnelling",
        "grid",
        "momentum",
        "com",
        "log",
        "traces",
        "labels",
    ];

    /// Overlays from a comma-separated list of [`Overlays::NAMES`]; an unknown name is an error.
    pub fn parse(list: &str) -> Result<Overlays, String> {
        let mut overlays = Overlays::NONE;
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            // for the command line's `--overlays`
            let unknown = || format!("unknown overlay `{name}`; known: {}", Self::NAMES.join(", ")); // not shown
            *overlays.switch(name).ok_or_else(unknown)? = true;
        }
        Ok(overlays)
    }

    fn switch(&mut self, name: &str) -> Option<&mut bool> {
        Some(match name {
            "contacts" => &mut self.contact_points,
            "normals" => &mut self.normals,
            "penetration" => &mut self.penetration_labels,
            "aabbs" => &mut self.aabbs,
            "velocity" => &mut self.velocities,
            "spin" => &mut self.spins,
            "swept" => &mut self.sweeps,
            "impulses" => &mut self.impulses,
            "corrections" => &mut self.corrections,
            "tunnelling" => &mut self.tunnelling,
            "grid" => &mut self.grid,
            "momentum" => &mut self.momenta,
            "com" => &mut self.centre_of_mass,
            "log" => &mut self.log_arrows,
            "traces" => &mut self.traces,
            "labels" => &mut self.labels,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlay_list_parses_known_names_and_refuses_others() {
        let overlays = Overlays::parse("contacts, aabbs").unwrap();
        assert!(overlays.contact_points && overlays.aabbs);
        assert!(!overlays.normals && !overlays.sweeps && !overlays.velocities);
        assert!(Overlays::parse("contacts,sparkles").unwrap_err().contains("sparkles"));
        assert_eq!(Overlays::parse("").unwrap(), Overlays::NONE);
        assert!(Overlays::parse("labels").unwrap().labels);
    }
}
