//! Sharing the set-up on screen by link: "Share by link" writes the scene as it is now and the engine's
//! settings into a link (see [`crate::link`]), in the page also into its address and onto the clipboard, and
//! shows it with its QR code; a link opened shows that set-up.

use bevy::prelude::*;

use crate::app::session::active_scene::ActiveScene;
use crate::app::session::scene_file::named_scene;
use crate::app::session::scene_library::{scene_dir, show_scene};
use crate::app::state::controls::{AppControls, Request};
use crate::language::Texts;
use crate::link::{SharedSetUp, setup_fragment};
use crate::physics::PhysicsSettings;
use crate::scene::capture_scene;

/// The page's address the desktop's links point at: where `web/build.sh`'s page is served on this computer
/// (`python3 -m http.server -d web/dist`). In the page, a link points at the page itself.
pub const LOCAL_PAGE: &str = "http://localhost:8000/";

/// The file a linked set-up is shown as (Save suggests a name beside it).
const LINKED_FILE: &str = "linked_set_up.ron";

/// The last link made, or why none could be, and whether its QR code is on screen.
#[derive(Resource, Clone, Debug, Default)]
pub struct ShareBox {
    pub link: Option<Result<String, String>>,
    pub window_open: bool,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ShareBox>().add_systems(PreUpdate, share_requested_links);
}

/// Shows a set-up a link carried: its scene, and its settings but for the threads, which are this computer's.
pub fn open_setup(world: &mut World, setup: SharedSetUp) {
    let threads = world.resource::<PhysicsSettings>().threads;
    world.insert_resource(PhysicsSettings { threads, ..setup.settings });
    show_scene(world, ActiveScene { path: scene_dir().join(LINKED_FILE), scene: setup.scene });
}

/// Carries out "Share by link": the link made, put in the page's address and on the clipboard, its window opened.
fn share_requested_links(world: &mut World) {
    let asked = world.resource_mut::<AppControls>().take_requests(|request| matches!(request, Request::ShareLink));
    if asked.is_empty() {
        return;
    }
    let link = setup_link(world);
    if let Ok(link) = &link {
        publish(link);
    }
    *world.resource_mut::<ShareBox>() = ShareBox { link: Some(link), window_open: true };
}

/// The link to the set-up on screen, as it is now, under the file box's name.
pub fn setup_link(world: &mut World) -> Result<String, String> {
    let mut named = named_scene(world);
    // a link needs a name even where the box has none
    if named.name.is_empty() {
        named.name.clone_from(&world.resource::<ActiveScene>().scene.name);
    }
    let scene = capture_scene(world, &named);
    let t = Texts::of_world(world);
    let language = t.language();
    let fragment =
        setup_fragment(&scene, world.resource::<PhysicsSettings>(), language).map_err(|error| error.said(&t))?;
    Ok(format!("{}#{fragment}", page_address()))
}

/// The page's address without its query and fragment (the desktop's: [`LOCAL_PAGE`]).
fn page_address() -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(location) = web_sys::window().map(|window| window.location()) {
        let (origin, path) = (location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
        return format!("{origin}{path}");
    }
    LOCAL_PAGE.to_string()
}

/// In the page, puts the link in its address bar (without reloading it: a bookmark or the browser's own
/// share keeps the set-up) and on the clipboard. The desktop shows it in the link's window.
fn publish(link: &str) {
    #[cfg(target_arch = "wasm32")]
    crate::files::browser::show_address_and_copy(link);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = link;
}
