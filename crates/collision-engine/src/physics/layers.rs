//! Collision groups: which bodies may meet at all, decided before any pair is tested.

use crate::bevy_prelude::*;

/// Which groups a body belongs to and which groups it meets, as bit masks (32 groups): A and B meet only
/// when A's memberships share a bit with B's filters and B's memberships with A's. The broadphase drops the
/// other pairs, so they are never tested, resolved or reported. A body without it is in every group and
/// meets every group ([`CollisionLayers::ALL`]).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CollisionLayers {
    /// The groups this body is in.
    pub memberships: u32,
    /// The groups this body meets.
    pub filters: u32,
}

impl CollisionLayers {
    /// In every group, meeting every group.
    pub const ALL: CollisionLayers = CollisionLayers { memberships: u32::MAX, filters: u32::MAX };
    /// In no group, meeting nothing.
    pub const NONE: CollisionLayers = CollisionLayers { memberships: 0, filters: 0 };

    /// A body in the groups `memberships` that meets the groups `filters`.
    pub const fn new(memberships: u32, filters: u32) -> Self {
        CollisionLayers { memberships, filters }
    }

    /// Whether a body with these layers and one with `other` meet.
    pub const fn interacts(self, other: CollisionLayers) -> bool {
        self.memberships & other.filters != 0 && other.memberships & self.filters != 0
    }
}

impl Default for CollisionLayers {
    fn default() -> Self {
        CollisionLayers::ALL
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layers_meet_only_when_each_is_in_a_group_the_other_meets() {
        let (player, enemy, pickup) =
            (CollisionLayers::new(1, 2 | 4), CollisionLayers::new(2, 1), CollisionLayers::new(4, 0));
        assert!(player.interacts(enemy) && enemy.interacts(player));
        assert!(!player.interacts(pickup), "the pickup meets no group");
        assert!(!enemy.interacts(CollisionLayers::new(2, 2)), "the enemy does not meet its own group");
        assert!(CollisionLayers::ALL.interacts(player) && !CollisionLayers::NONE.interacts(CollisionLayers::ALL));
    }
}
