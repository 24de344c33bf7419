//! A web page's link as its command line: `index.html?scene=13_bullet_wall` opens that catalogue scene (or one
//! of the user's own, `?scene=my_13_bullet_wall`), `?lesson=01_equal_masses` that lesson; a name the catalogue does not have opens the gallery with a message.
//! `&frames=300` measures: the page's frame report (frames per second, physics per step) in its console.
//! `#setup=…` carries a whole set-up (see [`crate::link`]), opened in place of any scene.

use crate::app::GraphicsQuality;
use crate::app::{lesson_dir, scene_dir, user_scene_dir};
use crate::cli::window_args::{LookArgs, WindowArgs};
use crate::files::file_exists;
use crate::language::{Language, Sentence};
use crate::link::read_setup;

/// The frames a measuring link (`&frames=N`) may ask for.
const FRAME_REPORT: std::ops::RangeInclusive<u32> = 10..=100_000;

/// What the page opens for the query string `search` (`?scene=NAME`, `?lesson=NAME`, or nothing; `projector`,
/// `graphics=low|high`, `lang=xx` and `contrast=high` as on the command line; `frames=N` runs N frames, one step each, and writes the
/// frame report to the console, as `--quit-after N --frame-report` does).
pub fn link_args(search: &str) -> WindowArgs {
    let mut look = LookArgs::default();
    let mut frames = None;
    for pair in search.trim_start_matches('?').split('&') {
        match pair.split_once('=').unwrap_or((pair, "")) {
            ("projector", _) => look.projector = true,
            ("graphics", "low") => look.graphics = Some(GraphicsQuality::Low),
            ("graphics", "high") => look.graphics = Some(GraphicsQuality::High),
            ("lang", code) => look.lang = Language::from_tag(code),
            ("contrast", "high") => look.high_contrast = true,
            ("frames", count) => frames = count.parse().ok().filter(|count| FRAME_REPORT.contains(count)),
            _ => {}
        }
    }
    WindowArgs { look, quit_after: frames, frame_report: frames.is_some(), ..opened(search) }
}

/// The scene or lesson the query string names.
fn opened(search: &str) -> WindowArgs {
    let pairs = search.trim_start_matches('?').split('&').filter_map(|pair| pair.split_once('='));
    for (key, name) in pairs {
        let folders = match key {
            "scene" => vec![scene_dir(), user_scene_dir()],
            "lesson" => vec![lesson_dir()],
            _ => continue,
        };
        let plain = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
        // a name that could leave its folder is not looked for
        let found = plain
            .then(|| folders.iter().map(|folder| folder.join(format!("{name}.ron"))).find(|path| file_exists(path)));
        if let Some(path) = found.flatten() {
            return WindowArgs { scene: Some(path), ..WindowArgs::default() };
        }
        let asked = if key == "scene" { "notice-no-such-scene" } else { "notice-no-such-lesson" };
        let notice = Sentence::new(asked).with("name", name.to_owned());
        return WindowArgs { notice: Some(notice), ..WindowArgs::default() };
    }
    WindowArgs::default()
}

/// `args` with the set-up the link's `fragment` carries, opened in place of any scene; a link that cannot be
/// opened shows the gallery with why.
pub fn with_setup(args: WindowArgs, fragment: &str) -> WindowArgs {
    match read_setup(fragment) {
        None => args,
        Some(Ok(setup)) => WindowArgs { setup: Some(setup), scene: None, ..args },
        Some(Err(error)) => {
            let notice = Sentence::new("notice-link-refused").with_sentence("error", error.sentence());
            WindowArgs { notice: Some(notice), scene: None, ..args }
        }
    }
}

/// `args` with the set-up a page's address carries, where one is given for the scene (the desktop opens a
/// link so: `collision-sandbox "http://…/#setup=…"`).
pub fn with_linked_scene(args: WindowArgs) -> WindowArgs {
    let fragment = args.scene.as_ref().and_then(|scene| Some(scene.to_str()?.split_once('#')?.1.to_owned()));
    match fragment {
        Some(fragment) => with_setup(args, &fragment),
        None => args,
    }
}

/// The page's own link, read from the browser.
#[cfg(target_arch = "wasm32")]
pub fn page_args() -> WindowArgs {
    let location = web_sys::window().map(|window| window.location());
    let search = location.as_ref().and_then(|location| location.search().ok()).unwrap_or_default();
    let fragment = location.and_then(|location| location.hash().ok()).unwrap_or_default();
    with_setup(link_args(&search), &fragment)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_names_a_scene_or_a_lesson_and_a_bad_name_gets_the_gallery_with_a_message() {
        let scene = link_args("?scene=13_bullet_wall");
        assert!(scene.scene.is_some_and(|path| path.ends_with("assets/scenes/13_bullet_wall.ron")));
        let lesson = link_args("?lesson=01_equal_masses&x=1");
        assert!(lesson.scene.is_some_and(|path| path.ends_with("assets/lessons/01_equal_masses.ron")));
        for bad in ["?scene=13_bullet_wal", "?lesson=../README", "?scene="] {
            let args = link_args(bad);
            assert!(args.scene.is_none(), "{bad}");
            assert!(args.notice.is_some_and(|notice| notice.to_string().contains("does not have")), "{bad}");
        }
        let plain = link_args("");
        assert!(plain.scene.is_none() && plain.notice.is_none() && !plain.frame_report);
        let measured = link_args("?scene=13_bullet_wall&frames=300&projector");
        assert_eq!((measured.quit_after, measured.frame_report, measured.look.projector), (Some(300), true, true));
        let german = link_args("?scene=13_bullet_wall&lang=de-AT&contrast=high");
        assert_eq!((german.look.lang, german.look.high_contrast), (Some(Language::German), true));
        assert_eq!(link_args("?lang=it").look.lang, None, "a language the sandbox does not speak: the browser's");
        for bad in ["?frames=5", "?frames=x", "?frames=-3"] {
            assert_eq!((link_args(bad).quit_after, link_args(bad).frame_report), (None, false), "{bad}");
        }
    }

    #[test]
    fn a_link_with_a_set_up_opens_it_in_place_of_a_scene_and_a_damaged_one_the_gallery_with_why() {
        let scene = crate::scene::load_scene(&scene_dir().join("40_spring_and_mass.ron")).expect("a scene");
        let settings = crate::physics::PhysicsSettings { substeps: 9, ..Default::default() };
        let fragment =
            crate::link::setup_fragment(&scene, &settings, crate::language::Language::English).expect("a link");
        let opened = with_setup(link_args("?scene=13_bullet_wall"), &format!("#{fragment}"));
        assert!(opened.scene.is_none() && opened.notice.is_none());
        let setup = opened.setup.expect("the set-up");
        assert_eq!((setup.scene.joints.len(), setup.settings.substeps), (scene.joints.len(), 9));
        let damaged = with_setup(link_args(""), &format!("#{}", &fragment[..fragment.len() - 9]));
        assert!(damaged.setup.is_none() && damaged.scene.is_none());
        assert!(damaged.notice.is_some_and(|notice| notice.to_string().contains("damaged")));
        let plain = with_setup(link_args("?scene=13_bullet_wall"), "");
        assert!(plain.scene.is_some() && plain.setup.is_none());
    }
}
