//! The quiz as a SCORM 1.2 package for a school's LMS: `imsmanifest.xml` and a launch page that
//! frames this site's quiz and reports its score through the LMS's `window.API`, zipped in the
//! page. The writer is a chunk of its own, fetched when a teacher asks for a package.

use std::io::Write;

use crate::i18n::{shown, Lang};
use crate::views::quiz::run::QuizSpec;
use crate::views::worksheet::spec::DEFAULT_COUNT;
use crate::words::escape_html;
use crate::words::quiz::heading;
use crate::words::worksheet_panel::{scorm_sent, ScormWords};

/// The pass mark the dialog starts with, in percent.
pub const DEFAULT_PASS_MARK: u8 = 70;

/// The launch page, its `{name}` places filled by [`Package::launch_page`].
const LAUNCH_PAGE: &str = include_str!("launch.html");

/// The zip's checksum, computed bit by bit: a few kilobytes of text take no time, where rawzip's
/// own tables would add 16 kB to the chunk.
const CRC: crc::Crc<u32, crc::NoTable> = crc::Crc::<u32, crc::NoTable>::new(&crc::CRC_32_ISO_HDLC);

/// The launch page's file in the package.
pub const LAUNCH_FILE: &str = "index.html";

/// The manifest's file, at the package's root as SCORM 1.2 requires.
pub const MANIFEST_FILE: &str = "imsmanifest.xml";

/// A typed pass mark, a whole percentage from 0 to 100.
pub fn parse_pass_mark(text: &str) -> Option<u8> {
    text.trim().parse::<u8>().ok().filter(|mark| *mark <= 100)
}

/// What a package holds: the quiz, the pass mark and the site that serves the quiz.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Package {
    /// The quiz the launch page frames.
    pub quiz: QuizSpec,
    /// The score, in percent, at or above which the lesson is passed.
    pub pass_mark: u8,
    /// This site's page address (`https://…/`), which the launch page frames.
    pub site: String,
    /// The language of the launch page and of the quiz it frames.
    pub lang: Lang,
}

impl Package {
    /// A package of `quiz` in the language shown.
    pub fn new(quiz: QuizSpec, pass_mark: u8, site: String) -> Package {
        Package {
            quiz,
            pass_mark,
            site,
            lang: shown(),
        }
    }

    /// The file a browser saves it as, e.g. `nim-lab-quiz-12-circle-level-2.zip`.
    pub fn file_name(&self) -> String {
        format!(
            "nim-lab-quiz-{}-{}-level-{}.zip",
            self.quiz.seed,
            self.quiz.variant.key(),
            self.quiz.level.number()
        )
    }

    /// The link parameters of the quiz the launch page frames (it adds `embed=1` and its origin).
    pub fn query(&self) -> String {
        format!("{}&lang={}", self.quiz.query(), self.lang.tag())
    }

    /// The manifest: one organization of one SCO, the launch page, with the pass mark as its
    /// mastery score (the LMS then agrees with the page on passed and failed).
    pub fn manifest(&self) -> String {
        let title = escape_html(&heading(&self.quiz));
        let id = format!(
            "nim-lab-quiz-{}-{}-{}",
            self.quiz.seed,
            self.quiz.variant.key(),
            self.quiz.level.number()
        );
        let pass = self.pass_mark;
        format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="{id}" version="1.0"
    xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="nim-lab">
    <organization identifier="nim-lab">
      <title>{title}</title>
      <item identifier="quiz" identifierref="quiz-page" isvisible="true">
        <title>{title}</title>
        <adlcp:masteryscore>{pass}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="quiz-page" type="webcontent" adlcp:scormtype="sco" href="{LAUNCH_FILE}">
      <file href="{LAUNCH_FILE}"/>
    </resource>
  </resources>
</manifest>
"#
        )
    }

    /// The launch page, its words in the package's language.
    pub fn launch_page(&self) -> String {
        let words = ScormWords::new(&self.quiz);
        let mut sent_by_score = String::new();
        for score in 0..=DEFAULT_COUNT {
            let sentence = scorm_sent(score, DEFAULT_COUNT, self.pass_mark);
            sent_by_score.push_str("<li>");
            sent_by_score.push_str(&escape_html(&sentence));
            sent_by_score.push_str("</li>");
        }
        fill(LAUNCH_PAGE, |name| {
            Some(match name {
                "lang" => self.lang.tag().to_owned(),
                "dir" => self.lang.dir().to_owned(),
                "site" => escape_html(&self.site),
                "query" => escape_html(&self.query()),
                "pass" => self.pass_mark.to_string(),
                "total" => DEFAULT_COUNT.to_string(),
                "sent_by_score" => sent_by_score.clone(),
                _ => escape_html(words.get(name)?),
            })
        })
    }

    /// The package's files, by their names in the zip.
    pub fn files(&self) -> [(&'static str, String); 2] {
        [
            (MANIFEST_FILE, self.manifest()),
            (LAUNCH_FILE, self.launch_page()),
        ]
    }

    /// The zip of [`Package::files`] (stored, not compressed: a few kilobytes of text).
    pub fn zip(&self) -> Result<Vec<u8>, rawzip::Error> {
        let mut archive = rawzip::ZipArchiveWriter::new(Vec::new());
        for (name, text) in self.files() {
            let (mut entry, config) = archive
                .new_file(name)
                .compression_method(rawzip::CompressionMethod::STORE)
                .crc32(rawzip::Crc32Option::Custom(CRC.checksum(text.as_bytes())))
                .start()?;
            let mut writer = config.wrap(&mut entry);
            writer.write_all(text.as_bytes())?;
            let (_, output) = writer.finish()?;
            entry.finish(output)?;
        }
        archive.finish()
    }
}

/// `template` with each `{name}` that `value` knows replaced by its value, in one pass (a value
/// is never read as a place); other braces (the script's) are kept.
fn fill(template: &str, value: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(template.len() * 2);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let name_end = after
            .find(|c: char| !(c.is_ascii_lowercase() || c == '_'))
            .unwrap_or(after.len());
        let filled = (name_end > 0 && after[name_end..].starts_with('}'))
            .then(|| value(&after[..name_end]))
            .flatten();
        if let Some(filled) = filled {
            out.push_str(&filled);
            rest = &after[name_end + 1..];
        } else {
            out.push('{');
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

fn zipped(package: Package) -> Option<Vec<u8>> {
    package.zip().ok()
}

crate::views::chunk::split_fn!(
    /// The zip of a package, or `None` if it could not be written; fetched as the chunk `scorm`.
    scorm: pub fn package_zip(Package) -> Option<Vec<u8>> = zipped
);

#[cfg(test)]
mod tests;
