//! A flash where a pair begins touching, fading out, so the eye catches each new contact.

use bevy::prelude::*;

use crate::physics::CollisionStarted;

/// How long a begin flash stays on screen, in seconds.
pub const FLASH_SECONDS: f32 = 0.6;
/// At most this many flashes at once (the newest): in a ball pit hundreds of pairs begin each second, and a
/// screen full of flashes shows nothing.
const MAX_FLASHES: usize = 48;

/// Where pairs began touching recently, with the seconds of flash left.
#[derive(Resource, Clone, Debug, Default)]
pub struct Flashes(pub Vec<(Vec3, f32)>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Flashes>().add_systems(Update, (flash_where_pairs_begin, fade_flashes));
}

/// A flash at each begin's contact point, the newest kept.
fn flash_where_pairs_begin(
    mut started: MessageReader<CollisionStarted>,
    transforms: Query<&Transform>,
    mut flashes: ResMut<Flashes>,
) {
    for event in started.read() {
        if let Ok(transform) = transforms.get(event.a) {
            flashes.0.push((transform.translation + event.contact.local_a, FLASH_SECONDS));
        }
    }
    let excess = flashes.0.len().saturating_sub(MAX_FLASHES);
    flashes.0.drain(..excess);
}

fn fade_flashes(time: Res<Time>, mut flashes: ResMut<Flashes>) {
    let dt = time.delta_secs();
    flashes.0.retain_mut(|(_, left)| {
        *left -= dt;
        *left > 0.0
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Contact;

    #[test]
    fn a_hundred_begins_at_once_flash_only_the_newest_few() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<CollisionStarted>()
            .init_resource::<Flashes>()
            .add_systems(Update, flash_where_pairs_begin);
        let body = app.world_mut().spawn(Transform::default()).id();
        let floor = app.world_mut().spawn(Transform::default()).id();
        for i in 0..100 {
            let contact =
                Contact { normal: Vec3::Y, penetration: 0.0, local_a: Vec3::X * i as f32, local_b: Vec3::ZERO };
            app.world_mut().write_message(CollisionStarted { a: body, b: floor, contact, step: 1 });
        }
        app.update();
        let flashes = &app.world().resource::<Flashes>().0;
        assert_eq!(flashes.len(), MAX_FLASHES);
        // the newest: the last begin's point is kept, the first one's is gone
        assert!(flashes.iter().any(|(point, _)| point.x == 99.0) && !flashes.iter().any(|(point, _)| point.x == 0.0));
    }
}
