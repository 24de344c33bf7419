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
}

impl Default for Overlays {
    fn default() -> Self {
        Overlays {
            contact_points: true,
            normals: true,
            penetration_labels: false,
            aabbs: false,
            velocities: false,
            sweeps: true,
            impulses: false,
            corrections: false,
            tunnelling: false,
            grid: true,
            momenta: false,
            centre_of_mass: false,
            log_arrows: false,
            traces: false,
        }
    }
}

impl Overlays {
    /// The names `--overlays` takes, and the switch each names.
    pub const NAMES: [&'static str; 9] =
        ["contacts", "normals", "penetration", "aabbs", "velocity", "swept", "impulses", "corrections", "tunnelling"];

    /// Overlays from a comma-separated list of [`Overlays::NAMES`]; an unknown name is an error.
    pub fn parse(list: &str) -> Result<Overlays, String> {
        let mut overlays = Overlays { contact_points: false, normals: false, sweeps: false, grid: false, ..default() };
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            *overlays
                .switch(name)
                .ok_or_else(|| format!("unknown overlay `{name}`; known: {}", Self::NAMES.join(", ")))? = true;
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
            "swept" => &mut self.sweeps,
            "impulses" => &mut self.impulses,
            "corrections" => &mut self.corrections,
            "tunnelling" => &mut self.tunnelling,
            "grid" => &mut self.grid,
            "momentum" => &mut self.momenta,
            "com" => &mut self.centre_of_mass,
            "log" => &mut self.log_arrows,
            "traces" => &mut self.traces,
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
        assert_eq!(
            Overlays::parse("").unwrap(),
            Overlays { contact_points: false, normals: false, sweeps: false, grid: false, ..default() }
        );
    }
}
