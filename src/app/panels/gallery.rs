//! The gallery, the home screen: every scene of the catalogue grouped by topic, each with its picture (made by the
//! app: `screenshot --picture`, or when a scene is saved) and a line of what it teaches; a click opens it. The
//! user's own scenes follow under "Your scenes", where each can be removed.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::session::lesson_library::LessonLibrary;
use crate::app::session::scene_library::{SceneEntry, SceneLibrary};
use crate::app::state::controls::{AppControls, Request};
use crate::files::read_bytes;
use crate::language::Texts;
use crate::scene::Topic;

/// A card's picture size, in points.
const PICTURE: egui::Vec2 = egui::vec2(240.0, 123.0);
/// The space inside a card's frame around its picture and text.
const CARD_MARGIN: f32 = 6.0;
/// The longest one-line description, in characters.
const LINE_LENGTH: usize = 80;

/// The pictures read so far, by scene file (none where a scene has no picture).
#[derive(Resource, Default)]
pub struct GalleryPictures {
    loaded: HashMap<PathBuf, Option<egui::TextureHandle>>,
}

impl GalleryPictures {
    /// Forgets every picture, so they are read again (a scene was saved with a new one).
    pub fn forget(&mut self) {
        self.loaded.clear();
    }

    /// The picture of the scene at `path` (`SCENE.png` beside it), read once; in the page, fetched from the
    /// page's host the first time it is shown (none until it arrives).
    fn of(&mut self, ctx: &egui::Context, path: &Path) -> Option<egui::TextureHandle> {
        if let Some(read) = self.loaded.get(path) {
            return read.clone();
        }
        let picture = path.with_extension("png");
        #[cfg(target_arch = "wasm32")]
        let bytes = match crate::files::served_address(&picture) {
            Some(address) => match crate::files::browser::fetched(&address) {
                crate::files::browser::Fetched::Pending => return None,
                crate::files::browser::Fetched::Arrived(bytes) => Some(bytes),
                crate::files::browser::Fetched::Missing => None,
            },
            None => read_bytes(&picture).ok(),
        };
        #[cfg(not(target_arch = "wasm32"))]
        let bytes = read_bytes(&picture).ok();
        let texture = bytes.and_then(|bytes| picture_texture(ctx, &picture, &bytes));
        self.loaded.insert(path.to_path_buf(), texture.clone());
        texture
    }
}

/// A PNG's `bytes` as an egui texture; none if they are not one.
fn picture_texture(ctx: &egui::Context, path: &Path, bytes: &[u8]) -> Option<egui::TextureHandle> {
    let image = image::load_from_memory(bytes).ok()?.to_rgba8();
    let size = [image.width() as usize, image.height() as usize];
    let pixels = egui::ColorImage::from_rgba_unmultiplied(size, image.as_raw());
    Some(ctx.load_texture(path.display().to_string(), pixels, egui::TextureOptions::LINEAR))
}

/// The scene's description cut to its first clause, to fit one line of a card.
pub fn one_line(description: &str) -> String {
    let first = description.split(". ").next().unwrap_or_default();
    let first = first.split(';').next().unwrap_or_default().trim().trim_end_matches('.');
    match first.char_indices().nth(LINE_LENGTH) {
        Some((cut, _)) => format!("{}…", first[..cut].trim_end()),
        None => first.to_owned(),
    }
}

/// The whole gallery: a title, the way back to the scene, and the groups of cards.
pub fn gallery_section(
    ui: &mut egui::Ui,
    (library, lessons): (&SceneLibrary, &LessonLibrary),
    pictures: &mut GalleryPictures,
    controls: &mut AppControls,
) {
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        ui.heading(egui::RichText::new("collision-sandbox").strong());
        ui.label(t.get("gallery-choose"));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button(t.get("gallery-back")).clicked() {
                controls.gallery_open = false;
            }
            #[cfg(target_arch = "wasm32")]
            if ui.button(t.get("gallery-open-file")).on_hover_text(t.hint("gallery-open-file")).clicked()
                && let Err(error) = crate::files::browser::pick_files()
            {
                controls.gallery_notice =
                    Some(crate::language::Sentence::new("gallery-pick-failed").with("error", error.to_string()));
            }
        });
    });
    if let Some(notice) = &controls.gallery_notice {
        ui.colored_label(egui::Color32::from_rgb(255, 170, 90), notice.said(&t));
    }
    ui.separator();
    egui::ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
        lessons_group(ui, lessons, pictures, controls);
        for topic in Topic::ALL {
            let entries = library.entries.iter().filter(|entry| !entry.yours && entry.topic == Some(topic));
            scene_group(ui, &t.get(topic.text_id()), &entries.collect::<Vec<_>>(), pictures, controls);
        }
        let yours: Vec<&SceneEntry> =
            library.entries.iter().filter(|entry| entry.yours || entry.topic.is_none()).collect();
        scene_group(ui, &t.get("gallery-yours"), &yours, pictures, controls);
    });
}

/// A heading and its scenes' cards; a click opens one. The user's own scenes can be removed, once asked.
fn scene_group(
    ui: &mut egui::Ui,
    title: &str,
    entries: &[&SceneEntry],
    pictures: &mut GalleryPictures,
    controls: &mut AppControls,
) {
    if entries.is_empty() {
        return;
    }
    ui.add_space(6.0);
    ui.label(egui::RichText::new(title).heading());
    let t = Texts::of(ui.ctx());
    if let Some(entry) = entries.iter().find(|entry| Some(&entry.path) == controls.gallery_removing.as_ref()) {
        ui.horizontal(|ui| {
            let question = t.with("gallery-remove-question", &[("name", entry.words(t.language()).name().into())]);
            ui.colored_label(egui::Color32::from_rgb(255, 170, 90), question);
            if ui.button(t.get("gallery-remove")).clicked() {
                controls.requests.push(Request::RemoveScene(entry.path.clone()));
                controls.gallery_removing = None;
            }
            if ui.button(t.get("gallery-keep")).clicked() {
                controls.gallery_removing = None;
            }
        });
    }
    let cards: Vec<Card> = entries
        .iter()
        .map(|entry| Card {
            picture: &entry.path,
            name: entry.words(t.language()).name(),
            line: one_line(
                &entry
                    .error
                    .as_ref()
                    .map_or_else(|| entry.words(t.language()).description().to_owned(), |error| error.said(&t)),
            ),
            removable: entry.yours,
        })
        .collect();
    match card_rows(ui, &cards, pictures) {
        Some((clicked, CardAction::Open)) => {
            controls.requests.push(Request::LoadScene(entries[clicked].path.clone()));
            controls.gallery_open = false;
        }
        Some((clicked, CardAction::Remove)) => controls.gallery_removing = Some(entries[clicked].path.clone()),
        None => {}
    }
}

/// The lessons, first: each with its first scene's picture.
fn lessons_group(
    ui: &mut egui::Ui,
    lessons: &LessonLibrary,
    pictures: &mut GalleryPictures,
    controls: &mut AppControls,
) {
    if lessons.entries.is_empty() {
        return;
    }
    ui.add_space(6.0);
    let t = Texts::of(ui.ctx());
    ui.label(egui::RichText::new(t.get("gallery-lessons")).heading());
    let titles: Vec<String> = lessons.entries.iter().map(|entry| entry.title(t.language())).collect();
    let cards: Vec<Card> = lessons
        .entries
        .iter()
        .zip(&titles)
        .map(|(entry, title)| Card {
            picture: entry.first_scene().unwrap_or(&entry.path),
            name: title,
            line: one_line(&entry.description(&t)),
            removable: false,
        })
        .collect();
    if let Some((clicked, _)) = card_rows(ui, &cards, pictures) {
        controls.requests.push(Request::OpenLesson(lessons.entries[clicked].path.clone()));
        controls.gallery_open = false;
    }
}

/// A card: the picture of a scene file, a name and a line, and whether it offers to be removed.
struct Card<'a> {
    picture: &'a Path,
    name: &'a str,
    line: String,
    removable: bool,
}

/// What a card was clicked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CardAction {
    Open,
    Remove,
}

/// The cards in rows as many as fit across; the one clicked, if any, and what for.
fn card_rows(ui: &mut egui::Ui, cards: &[Card], pictures: &mut GalleryPictures) -> Option<(usize, CardAction)> {
    let spacing = ui.spacing().item_spacing.x;
    // the picture, the frame's margins and stroke, the space between cards
    let across = PICTURE.x + 2.0 * CARD_MARGIN + 2.0 + spacing;
    let columns = (((ui.available_width() + spacing) / across).floor() as usize).max(1);
    let mut clicked = None;
    for (row, chunk) in cards.chunks(columns).enumerate() {
        ui.horizontal(|ui| {
            for (column, shown) in chunk.iter().enumerate() {
                if let Some(action) = card(ui, shown, pictures) {
                    clicked = Some((row * columns + column, action));
                }
            }
        });
    }
    clicked
}

/// One card; what it was clicked for, if it was.
fn card(ui: &mut egui::Ui, shown: &Card, pictures: &mut GalleryPictures) -> Option<CardAction> {
    let picture = pictures.of(ui.ctx(), shown.picture);
    let frame = egui::Frame::group(ui.style()).inner_margin(CARD_MARGIN).corner_radius(6.0);
    let (mut named, mut remove) = (false, false);
    let card = ui.scope_builder(egui::UiBuilder::new().sense(egui::Sense::click()), |ui| {
        frame.show(ui, |ui| {
            ui.set_width(PICTURE.x);
            ui.vertical(|ui| {
                match &picture {
                    Some(texture) => {
                        ui.add(egui::Image::new(texture).fit_to_exact_size(PICTURE).corner_radius(4.0));
                    }
                    None => {
                        let (rect, _) = ui.allocate_exact_size(PICTURE, egui::Sense::hover());
                        ui.painter().rect_filled(rect, 4.0, ui.visuals().extreme_bg_color);
                    }
                }
                // the name is a button of its own too, for the keyboard and screen readers
                ui.horizontal(|ui| {
                    let name = egui::Button::new(egui::RichText::new(shown.name).strong()).frame(false);
                    named = ui.add(name).clicked();
                    if shown.removable {
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            remove = ui.small_button(Texts::of(ui.ctx()).get("gallery-remove")).clicked();
                        });
                    }
                });
                ui.add(egui::Label::new(egui::RichText::new(&shown.line).small()).truncate());
            });
        });
    });
    let response = card.response.on_hover_cursor(egui::CursorIcon::PointingHand);
    if response.hovered() {
        ui.painter().rect_stroke(response.rect, 6.0, ui.visuals().selection.stroke, egui::StrokeKind::Outside);
    }
    match (remove, response.clicked() || named) {
        (true, _) => Some(CardAction::Remove),
        (false, true) => Some(CardAction::Open),
        (false, false) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_description_is_cut_to_its_first_clause_and_one_line() {
        assert_eq!(
            one_line("Restitution: e = 0.25 and 1 dropped; each bounce peaks at e²."),
            "Restitution: e = 0.25 and 1 dropped"
        );
        assert_eq!(one_line("A 100 kg box at 8 m/s. It drives on."), "A 100 kg box at 8 m/s");
        let long = "word ".repeat(40);
        let line = one_line(&long);
        assert!(line.chars().count() <= LINE_LENGTH + 1 && line.ends_with('…'), "{line}");
    }
}
