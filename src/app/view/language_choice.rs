//! The language chosen: its words as a resource for the systems that write text, and in the panel's context for
//! the panels, replaced in the frame after the choice changes.

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use crate::app::state::controls::AppControls;
use crate::language::Texts;

pub(crate) fn plugin(app: &mut App) {
    let language = app.world().get_resource::<AppControls>().map(|controls| controls.language).unwrap_or_default();
    app.insert_resource(Texts::of_language(language)).add_systems(PreUpdate, follow_language);
}

/// Whenever the language changes (and once the panel's context exists), its words replace the old ones.
fn follow_language(
    controls: Res<AppControls>,
    mut texts: ResMut<Texts>,
    mut contexts: EguiContexts,
    mut shared: Local<bool>,
) {
    let changed = texts.language() != controls.language;
    if changed {
        *texts = Texts::of_language(controls.language);
    }
    if (changed || !*shared)
        && let Ok(ctx) = contexts.ctx_mut()
    {
        texts.share(ctx);
        *shared = true;
    }
}
