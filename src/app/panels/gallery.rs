//! The gallery, the home screen: every scene of the catalogue grouped by topic, each with its picture (made by the
//! app: `screenshot --picture`, or when a scene is saved) and a line of what it teaches; a click opens it. The
//! teacher's own scenes follow, under their own heading.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::session::lesson_library::LessonLibrary;
use crate::app::session::scene_library::{SceneEntry, SceneLibrary};
use crate::app::state::controls::{AppControls, Request};
use crate::files::read_bytes;
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

    /// The picture of the scene at `path` (`SCENE.png` beside it), read once.
    fn of(&mut self, ctx: &egui::Context, path: &Path) -> Option<egui::TextureHandle> {
        self.loaded.entry(path.to_path_buf()).or_insert_with(|| read_picture(ctx, &path.with_extension("png"))).clone()
    }
}

/// A PNG as an egui texture; none if it is missing or unreadable.
fn read_picture(ctx: &egui::Context, path: &Path) -> Option<egui::TextureHandle> {
    let image = image::load_from_memory(&read_bytes(path).ok()?).ok()?.to_rgba8();
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
    ui.horizontal(|ui| {
        ui.heading(egui::RichText::new("collision-sandbox").strong());
        ui.label("Choose a demonstration: click its picture.");
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button("Back to the scene (Esc)").clicked() {
                controls.gallery_open = false;
            }
            #[cfg(target_arch = "wasm32")]
            if ui.button("Open a file…").on_hover_text("A scene or a recording from this computer").clicked()
                && let Err(error) = crate::files::browser::pick_files()
            {
                controls.gallery_notice = error.to_string();
            }
        });
    });
    if !controls.gallery_notice.is_empty() {
        ui.colored_label(egui::Color32::from_rgb(255, 170, 90), &controls.gallery_notice);
    }
    ui.separator();
    egui::ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
        lessons_group(ui, lessons, pictures, controls);
        let groups = Topic::ALL.map(|topic| (topic.title(), Some(topic)));
        for (title, topic) in groups.into_iter().chain([("Your scenes", None)]) {
            let entries: Vec<&SceneEntry> = library.entries.iter().filter(|entry| entry.topic == topic).collect();
            if entries.is_empty() {
                continue;
            }
            ui.add_space(6.0);
            ui.label(egui::RichText::new(title).heading());
            let cards: Vec<Card> = entries
                .iter()
                .map(|entry| {
                    let line = entry.error.as_deref().map_or_else(|| one_line(&entry.description), one_line);
                    (entry.path.as_path(), entry.name.as_str(), line)
                })
                .collect();
            if let Some(clicked) = card_rows(ui, &cards, pictures) {
                controls.requests.push(Request::LoadScene(entries[clicked].path.clone()));
                controls.gallery_open = false;
            }
        }
    });
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
    ui.label(egui::RichText::new("Lessons: predict, watch, explain").heading());
    let cards: Vec<Card> = lessons
        .entries
        .iter()
        .map(|entry| {
            let line = entry.error.as_deref().map_or_else(|| one_line(&entry.description), one_line);
            (entry.first_scene.as_deref().unwrap_or(&entry.path), entry.title.as_str(), line)
        })
        .collect();
    if let Some(clicked) = card_rows(ui, &cards, pictures) {
        controls.requests.push(Request::OpenLesson(lessons.entries[clicked].path.clone()));
        controls.gallery_open = false;
    }
}

/// A card's picture (the scene file it is of), name and line.
type Card<'a> = (&'a Path, &'a str, String);

/// The cards in rows as many as fit across; the one clicked, if any.
fn card_rows(ui: &mut egui::Ui, cards: &[Card], pictures: &mut GalleryPictures) -> Option<usize> {
    let spacing = ui.spacing().item_spacing.x;
    // the picture, the frame's margins and stroke, the space between cards
    let across = PICTURE.x + 2.0 * CARD_MARGIN + 2.0 + spacing;
    let columns = (((ui.available_width() + spacing) / across).floor() as usize).max(1);
    let mut clicked = None;
    for (row, chunk) in cards.chunks(columns).enumerate() {
        ui.horizontal(|ui| {
            for (column, (picture, name, line)) in chunk.iter().enumerate() {
                if card(ui, (picture, name, line), pictures) {
                    clicked = Some(row * columns + column);
                }
            }
        });
    }
    clicked
}

/// One card: the picture of the scene at `picture`, a name and a line; whether it was clicked.
fn card(ui: &mut egui::Ui, (picture, name, line): (&Path, &str, &str), pictures: &mut GalleryPictures) -> bool {
    let picture = pictures.of(ui.ctx(), picture);
    let frame = egui::Frame::group(ui.style()).inner_margin(CARD_MARGIN).corner_radius(6.0);
    let mut named = false;
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
                let name = egui::Button::new(egui::RichText::new(name).strong()).frame(false);
                named = ui.add(name).clicked();
                ui.add(egui::Label::new(egui::RichText::new(line).small()).truncate());
            });
        });
    });
    let response = card.response.on_hover_cursor(egui::CursorIcon::PointingHand);
    if response.hovered() {
        ui.painter().rect_stroke(response.rect, 6.0, ui.visuals().selection.stroke, egui::StrokeKind::Outside);
    }
    response.clicked() || named
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
