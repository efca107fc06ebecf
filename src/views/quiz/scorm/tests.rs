use nim_solver::{Level, Variant};

use super::*;

fn package() -> Package {
    Package {
        quiz: QuizSpec {
            variant: Variant::Circle,
            level: Level::Two,
            seed: 12,
        },
        pass_mark: 60,
        site: "https://nim.example/lab/?x=\"<b>\"".to_owned(),
        lang: Lang::En,
    }
}

#[test]
fn a_pass_mark_is_a_whole_percentage() {
    assert_eq!(parse_pass_mark("70"), Some(70));
    assert_eq!(parse_pass_mark(" 0 "), Some(0));
    assert_eq!(parse_pass_mark("100"), Some(100));
    for bad in ["101", "-1", "7.5", "", "seventy", "256"] {
        assert_eq!(parse_pass_mark(bad), None, "{bad:?}");
    }
}

#[test]
fn the_manifest_names_one_sco_its_launch_page_and_the_pass_mark() {
    let manifest = package().manifest();
    assert!(manifest.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<manifest "));
    assert!(manifest.contains("identifier=\"nim-lab-quiz-12-circle-2\""));
    assert!(manifest.contains("<schemaversion>1.2</schemaversion>"));
    assert!(manifest.contains("<adlcp:masteryscore>60</adlcp:masteryscore>"));
    assert!(manifest.contains("adlcp:scormtype=\"sco\" href=\"index.html\""));
    assert!(manifest.contains("<file href=\"index.html\"/>"));
    assert_eq!(
        manifest
            .matches("<title>Quiz 12 · Circle Nim · level 2</title>")
            .count(),
        2,
        "{manifest}"
    );
}

#[test]
fn the_launch_page_frames_the_quiz_in_its_language_with_every_place_filled() {
    let page = package().launch_page();
    assert!(page.contains("<html lang=\"en\" dir=\"ltr\">"));
    assert!(page.contains(
        "data-site=\"https://nim.example/lab/?x=&quot;&lt;b&gt;&quot;\" \
         data-query=\"quiz=12&amp;variant=circle&amp;level=2&amp;lang=en\" \
         data-pass=\"60\" data-total=\"10\""
    ));
    assert!(page.contains("<title>Quiz 12 · Circle Nim · level 2</title>"));
    assert!(page.contains("<p data-word=\"none\">No LMS was found"));
    // One sentence per score: 6 of 10 is the first that passes a mark of 60%.
    assert!(page.contains(
        "<li>Your score, 5 of 10 (50%), was sent to your LMS: not passed (the pass mark is 60%).</li>\
         <li>Your score, 6 of 10 (60%), was sent to your LMS: passed.</li>"
    ));
    assert_eq!(page.matches("<li>").count(), 11);
    for place in [
        "{lang}",
        "{dir}",
        "{title}",
        "{site}",
        "{query}",
        "{pass}",
        "{total}",
        "{looking}",
        "{noscript}",
        "{frame_title}",
        "{connected}",
        "{none}",
        "{sent}",
        "{refused}",
        "{sent_by_score}",
    ] {
        assert!(!page.contains(place), "{place} is left in the page");
    }
    // The script's own braces are kept.
    assert!(page.contains("(function () {"));
}

#[test]
fn filling_reads_each_place_once_and_leaves_other_braces() {
    let filled = fill("{a}{b}{ {c} {a", |name| match name {
        "a" => Some("{b}".to_owned()),
        "b" => Some("B".to_owned()),
        _ => None,
    });
    assert_eq!(filled, "{b}B{ {c} {a");
}

#[test]
fn the_zip_holds_the_manifest_and_the_launch_page_as_written() {
    let package = package();
    let bytes = package.zip().expect("a zip in memory");
    let archive = rawzip::ZipArchive::from_slice(&bytes).expect("a readable zip");
    let mut found = Vec::new();
    for entry in archive.entries() {
        let entry = entry.expect("an entry");
        let name = String::from_utf8_lossy(entry.file_path().as_ref()).into_owned();
        assert_eq!(entry.compression_method(), rawzip::CompressionMethod::STORE);
        let data = archive.get_entry(entry.wayfinder()).expect("its data");
        // Our checksum is the one rawzip computes, so a verifying reader accepts every entry.
        assert_eq!(entry.crc32(), rawzip::crc32(data.data()), "{name}");
        found.push((name, String::from_utf8_lossy(data.data()).into_owned()));
    }
    let written: Vec<(String, String)> = package
        .files()
        .into_iter()
        .map(|(name, text)| (name.to_owned(), text))
        .collect();
    assert_eq!(found, written);
    assert_eq!(package.file_name(), "nim-lab-quiz-12-circle-level-2.zip");
}
