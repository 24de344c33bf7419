//! The translations are complete and the words the user sees come from them: every language has every message
//! and attribute English has, with no value English does not give it; every message the code names exists,
//! and every message exists for something the code names; the panels' code writes no words of its own.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use collision_sandbox::language::{AREAS, Language, Texts};
use collision_sandbox::scene::{parse_scene, scene_text};
use fluent_bundle::FluentResource;

/// A message's attributes and the values it uses (`{ $name }`).
#[derive(Debug, Default, PartialEq)]
struct Message {
    attributes: BTreeSet<String>,
    values: BTreeSet<String>,
}

/// One language's messages by id, from all its files; a second message of one id is an error.
fn messages(language: Language) -> Result<BTreeMap<String, Message>, String> {
    let mut found = BTreeMap::new();
    for area in AREAS {
        let path = format!("assets/lang/{}/{area}.ftl", language.code());
        let text = std::fs::read_to_string(&path).map_err(|error| format!("{path}: {error}"))?;
        if let Err((_, errors)) = FluentResource::try_new(text.clone()) {
            return Err(format!("{path} does not parse: {errors:?}"));
        }
        let mut current: Option<String> = None;
        for (number, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if let Some((id, _)) = line.split_once(" =").filter(|_| !line.starts_with(' ')) {
                if found.insert(id.to_string(), Message::default()).is_some() {
                    return Err(format!("{path}:{}: `{id}` is already a message", number + 1));
                }
                current = Some(id.to_string());
            }
            let Some(message) = current.as_ref().and_then(|id| found.get_mut(id)) else {
                return Err(format!("{path}:{}: a line outside any message", number + 1));
            };
            if let Some((attribute, _)) = line.trim_start().strip_prefix('.').and_then(|rest| rest.split_once(" =")) {
                message.attributes.insert(attribute.to_string());
            }
            for piece in line.split("{ $").skip(1) {
                let name: String = piece.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                message.values.insert(name);
            }
        }
    }
    Ok(found)
}

#[test]
fn every_language_has_every_message_with_the_same_values() {
    let english = messages(Language::English).unwrap();
    assert!(english.len() > 50, "English has only {} messages", english.len());
    let mut problems = Vec::new();
    for language in &Language::ALL[1..] {
        let theirs = messages(*language).unwrap();
        for (id, message) in &english {
            match theirs.get(id) {
                None => problems.push(format!("{}: `{id}` is missing", language.code())),
                Some(translated) if translated != message => {
                    problems.push(format!("{}: `{id}` has {translated:?}, English {message:?}", language.code()))
                }
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{}: `{id}` is not an English message", language.code()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every Rust file under `folder`.
fn rust_files(folder: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

/// The string literals of a line of code (escaped quotes kept inside).
fn literals(line: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = line;
    while let Some(start) = rest.find('"') {
        let after = &rest[start + 1..];
        let mut end = None;
        let mut escaped = false;
        for (index, c) in after.char_indices() {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    end = Some(index);
                    break;
                }
                _ => escaped = false,
            }
        }
        let Some(end) = end else { break };
        found.push(&after[..end]);
        rest = &after[end + 1..];
    }
    found
}

/// The code of `path` that the app runs: its lines before any test module, comments and attributes left out.
fn code_lines(path: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#[cfg(test)]") {
            break;
        }
        // a line marked "not shown" writes for a script, a file or the command line, not for the window
        if trimmed.starts_with("//") || trimmed.starts_with("#[") || line.contains("// not shown") {
            continue;
        }
        let code = line.split(" // ").next().unwrap_or(line);
        lines.push((number + 1, code.to_string()));
    }
    lines
}

/// Whether a literal is shaped as a message id: lower-case words joined by hyphens.
fn is_message_id(literal: &str) -> bool {
    literal.contains('-')
        && literal
            .split('-')
            .all(|word| !word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()))
}

#[test]
fn every_message_the_code_names_exists_and_every_message_is_named() {
    let english = messages(Language::English).unwrap();
    let prefixes: BTreeSet<&str> = english.keys().map(|id| id.split('-').next().unwrap()).collect();
    let mut files = Vec::new();
    rust_files(Path::new("src"), &mut files);
    let mut named = BTreeSet::new();
    let mut problems = Vec::new();
    for path in &files {
        for (number, line) in code_lines(path) {
            for literal in literals(&line).into_iter().filter(|literal| is_message_id(literal)) {
                if !prefixes.contains(literal.split('-').next().unwrap()) {
                    continue;
                }
                if !english.contains_key(literal) {
                    problems.push(format!("{}:{number}: no message `{literal}`", path.display()));
                }
                named.insert(literal.to_string());
            }
        }
    }
    for id in english.keys().filter(|id| !named.contains(*id)) {
        problems.push(format!("`{id}` is a message no code names"));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Calls that write text for the machine or the developer, not the user: a log line, a panic's message, an id.
const NOT_SHOWN: &[&str] = &[
    "info!(",
    "warn!(",
    "error!(",
    "debug!(",
    "trace!(",
    "println!(",
    "eprintln!(",
    "panic!(",
    "unreachable!(",
    "expect(",
    "assert",
    "Id::new(",
    "id_salt(",
    "Panel::",
    "Grid::new(",
    "scene_painter(",
    ".with(\"",
    "concat!(",
    "include_str!(",
    "include_bytes!(",
];

/// Whether a literal reads as words for a person: two letters or more and a capital or a space between them.
fn is_prose(literal: &str) -> bool {
    // placeholders of a format string are not words
    let mut words = String::new();
    let mut depth = 0;
    for c in literal.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => words.push(c),
            _ => {}
        }
    }
    let literal = words.as_str();
    let letters = literal.chars().filter(|c| c.is_alphabetic()).count();
    let capital_word = literal.split(|c: char| !c.is_alphanumeric()).any(|word| {
        let mut chars = word.chars();
        chars.next().is_some_and(char::is_uppercase) && chars.any(char::is_lowercase)
    });
    letters >= 2 && (capital_word || literal.trim().contains(' '))
}

#[test]
fn the_window_and_the_inspector_write_no_words_of_their_own() {
    let mut files = Vec::new();
    rust_files(Path::new("src/app"), &mut files);
    rust_files(Path::new("src/inspector"), &mut files);
    let mut problems = Vec::new();
    for path in &files {
        for (number, line) in code_lines(path) {
            if NOT_SHOWN.iter().any(|call| line.contains(call)) {
                continue;
            }
            for literal in literals(&line).into_iter().filter(|literal| is_prose(literal)) {
                problems.push(format!("{}:{number}: \"{literal}\"", path.display()));
            }
        }
    }
    assert!(problems.is_empty(), "{} words written in code:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn each_language_formats_its_messages_and_numbers() {
    let german = Texts::of_language(Language::German);
    assert_eq!(german.get("toolbar-gravity"), "Schwerkraft");
    assert_eq!(german.with("toolbar-view", &[("view", "3D".into())]), "Ansicht: 3D ⏷");
    assert_eq!(german.number(9.81, 2), "9,81");
    let english = Texts::english();
    assert_eq!(english.hint("toolbar-gallery"), "Every scene to choose from (Esc)");
    assert_eq!(english.number(9.81, 2), "9.81");
}

#[test]
fn every_catalogue_scene_and_lesson_has_its_words_in_every_language() {
    let mut missing = Vec::new();
    let others = Language::ALL.into_iter().filter(|language| *language != Language::English);
    for path in collision_sandbox::files::ron_files(Path::new("assets/scenes")) {
        let scene = collision_sandbox::scene::load_scene(&path).unwrap();
        for language in others.clone() {
            let bodies = scene.bodies.iter().map(|body| body.name.as_str());
            let lacks = scene.words(language).missing(bodies);
            if !lacks.is_empty() {
                missing.push(format!("{} {}: {}", path.display(), language.code(), lacks.join(", ")));
            }
        }
    }
    for path in collision_sandbox::files::ron_files(Path::new("assets/lessons")) {
        let lesson = collision_sandbox::lesson::load_lesson(&path, Path::new("assets/scenes")).unwrap();
        let report = collision_sandbox::cli::translations_text(&lesson);
        for language in others.clone() {
            let lacks = lesson.words(language).missing();
            if !lacks.is_empty() {
                missing.push(format!("{} {}: {}", path.display(), language.code(), lacks.join(", ")));
            }
            assert!(report.contains(&format!("  {}: complete\n", language.code())), "{report}");
        }
    }
    assert!(missing.is_empty(), "texts missing:\n{}", missing.join("\n"));
}

/// The small scene with `translations` after its bodies.
fn with_translations(translations: &str) -> String {
    let floor = "(name: \"floor\", shape: Box(half_extents: (5.0, 0.5, 5.0)), position: (0.0, 0.0, 0.0), fixed: true),";
    let ball = "(name: \"ball 1\", shape: Sphere(radius: 0.5), position: (0.0, 2.0, 0.0)),";
    format!(
        "// test\n(\n    name: \"t\",\n    bodies: [\n        {floor}\n        {ball}\n    ],\n    translations: {{\n{translations}\n    }},\n)\n"
    )
}

/// The error a scene file gets, as it is written.
fn error_of(text: &str) -> String {
    parse_scene(text, Path::new("bad.ron")).expect_err("the file should be refused").to_string()
}

/// Checks the message names the file, the line, and each of `words`.
fn assert_names(message: &str, line: usize, words: &[&str]) {
    assert!(message.starts_with(&format!("bad.ron:{line}")), "wrong file or line in: {message}");
    for word in words {
        assert!(message.contains(word), "`{word}` missing from: {message}");
    }
}

#[test]
fn a_scene_s_translations_load_save_back_and_name_its_bodies() {
    let text = with_translations(
        "        \"es\": (name: \"p\", description: \"Una bola.\", bodies: {\"floor\": \"suelo\", \"ball\": \"bola\"}),",
    );
    let scene = parse_scene(&text, Path::new("t.ron")).unwrap();
    let spanish = scene.words(Language::Spanish);
    assert_eq!((spanish.name(), spanish.description()), ("p", "Una bola."));
    assert_eq!((spanish.body("floor"), spanish.body("ball 1")), ("suelo".into(), "bola 1".into()));
    assert_eq!(scene.words(Language::French).name(), "t", "a language without a translation reads the file's");
    let again = parse_scene(&scene_text(&scene), Path::new("t.ron")).unwrap();
    assert_eq!(again, scene, "the translations are saved back as they were");
}

#[test]
fn a_translation_of_an_unknown_body_or_language_names_its_line() {
    let unknown = with_translations("        \"es\": (name: \"p\"),\n        \"de\": (bodies: {\"bal\": \"Kugel\"}),");
    assert_names(&error_of(&unknown), 10, &["translations.de", "no body is called \"bal\""]);
    let code = with_translations("        \"deutsch\": (name: \"p\"),");
    assert_names(&error_of(&code), 9, &["translations.deutsch", "two-letter code"]);
    let english = with_translations("        \"en\": (name: \"p\"),");
    assert_names(&error_of(&english), 9, &["the file's own text"]);
    let field = with_translations("        \"es\": (nombre: \"p\"),");
    assert!(error_of(&field).contains("nombre"), "an unknown field is refused by name");
}

#[test]
fn a_file_s_error_and_a_link_s_are_said_in_the_app_s_language() {
    let text = with_translations("").replace("Sphere(radius: 0.5)", "Sphere(radius: -0.5)");
    let error = parse_scene(&text, Path::new("bad.ron")).expect_err("a negative radius is refused");
    assert_names(&error.to_string(), 6, &["body \"ball 1\", field `radius`: must be > 0, got -0.5"]);
    let spanish = error.said(&Texts::of_language(Language::Spanish));
    assert_names(&spanish, 6, &["cuerpo \"ball 1\", campo `radius`: debe ser > 0, se obtuvo -0.5"]);
    let german = error.said(&Texts::of_language(Language::German));
    assert_names(&german, 6, &["Körper „ball 1“, Feld `radius`: muss > 0 sein, erhalten -0.5"]);
    let damaged = collision_sandbox::link::read_setup("#setup=AAAA").expect("a set-up link").unwrap_err();
    assert_eq!(damaged.to_string(), "the link is damaged (cut short or changed): ask for it again");
    let french = damaged.said(&Texts::of_language(Language::French));
    assert_eq!(french, "le lien est abîmé (coupé ou modifié) : redemandez-le");
}
