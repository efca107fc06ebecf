//! Languages: a link's `lang=` opens the page in that language (`<html lang dir>` set, the
//! address keeping it), an unknown one opens in another and says so.

use nim_lab_e2e::{Browser, Result, Value};

#[test]
fn a_link_with_lang_opens_in_that_language_and_the_address_keeps_it() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=3,4,5&mode=two&lang=es")?;
    browser.wait_for("html[lang=es][dir=ltr]")?;
    browser.wait_for_text("[data-testid=share]", "Compartir")?;
    browser.click("[data-testid=counter-0-0]")?;
    browser.wait_for("[data-testid=heap-0][data-size='0']")?;
    let address = browser.current_url()?;
    assert!(address.contains("lang=es"), "{address}");
    // The page's description and its manifest follow the language too.
    let description = browser.attr("meta[name=description]", "content")?;
    assert_eq!(
        description.as_deref(),
        Some(catalogue_line("es", "page", "page-description").as_str())
    );
    let manifest = browser.attr("link[rel=manifest]", "href")?;
    assert_eq!(manifest.as_deref(), Some("locales/manifest.es.webmanifest"));
    let served = browser.execute(
        "const request = new XMLHttpRequest();
         request.open('GET', document.querySelector('link[rel=manifest]').href, false);
         request.send();
         return JSON.parse(request.responseText);",
        Vec::new(),
    )?;
    assert_eq!(served["lang"], "es");
    assert_eq!(
        served["description"].as_str(),
        Some(catalogue_line("es", "page", "page-description").as_str())
    );

    browser.open("?variant=nim&heaps=3,4,5&lang=ar")?;
    browser.wait_for("html[lang=ar][dir=rtl]")?;
    browser.wait_for_text("[data-testid=share]", "مشاركة")?;
    browser.screenshots("language-ar")?;
    browser.open("?variant=nim&heaps=13,15,17&hints=1&lang=ar")?;
    browser.wait_for("html[lang=ar][dir=rtl]")?;
    // The teaching panel comes with its chunk.
    browser.wait_for(".nim-sum-table thead th")?;
    // The binary table keeps place-value order, 16 on the left, as numbers are written.
    let sixteen = browser.execute(
        "const cells = [...document.querySelectorAll('.nim-sum-table thead th')];
         const x = (text) => cells.find((c) => c.textContent.replace(/[^0-9]/g, '') === text).getBoundingClientRect().x;
         return x('16') < x('1') && x('8') < x('2');",
        Vec::new(),
    )?;
    assert_eq!(sixteen, serde_json::Value::Bool(true));
    browser.screenshots("language-ar-hints")?;

    browser.open("?variant=nim&heaps=3,4,5&lang=zh")?;
    browser.wait_for("html[lang=zh-CN][dir=ltr]")?;
    browser.wait_for_text("[data-testid=share]", "分享")?;
    browser.open("?variant=pass&heaps=2,9,12&hints=1&lang=de")?;
    browser.wait_for_text("[data-testid=share]", "Teilen")?;
    browser.screenshots("language-de-hints")?;
    browser.open("?variant=blocking&heaps=3,5,6&hints=1&lang=zh-CN")?;
    browser.wait_for("html[lang=zh-CN]")?;
    browser.screenshots("language-zh-hints")?;
    browser.close()
}

#[test]
fn an_unknown_language_opens_in_english_and_says_so() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=3,4,5&lang=tlh")?;
    browser.wait_for("html[lang=en][dir=ltr]")?;
    let notice = browser.wait_for_text("[data-testid=notice]", "tlh")?;
    assert!(notice.contains("Language shown: English"), "{notice}");
    assert_eq!(browser.text("[data-testid=share]")?, "Share");
    browser.close()
}

/// The text of message `id` in language `tag`'s catalogue (a one-line message).
fn catalogue_line(tag: &str, file: &str, id: &str) -> String {
    let path = format!(
        "{}/../../static/locales/{tag}/{file}.ftl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let prefix = format!("{id} = ");
    text.lines()
        .find_map(|line| line.strip_prefix(&prefix))
        .unwrap_or_else(|| panic!("{id} is not a one-line message in {path}"))
        .to_owned()
}

#[test]
fn the_explore_view_speaks_the_pages_language() -> Result<()> {
    let browser = Browser::launch()?;
    for tag in ["de", "ar"] {
        browser.open(&format!(
            "?variant=pass&heaps=10,4,5&mode=analysis&view=explore&lang={tag}"
        ))?;
        browser.wait_for("[data-testid=explore][data-status=done]")?;
        let title = browser.text("#explore-title")?;
        assert_eq!(title, catalogue_line(tag, "explore-panel", "explore-title"));
        let legend = browser.text(".explore-legend li")?;
        assert_eq!(
            legend,
            catalogue_line(tag, "explore-panel", "explore-legend-p")
        );
        // A cell's heaps read left to right on a right-to-left page too.
        let cell = browser.execute(
            "return document.querySelector('[data-testid=explore-cell]').textContent;",
            Vec::new(),
        )?;
        let cell = cell.as_str().unwrap_or_default();
        let fixed = browser
            .attr("[data-testid=explore-grid]", "data-fixed")?
            .unwrap_or_default()
            .replace(',', ", ");
        let isolated = cell.contains(&format!("\u{2066}{fixed}, 0, 0\u{2069}"));
        assert_eq!(isolated, tag == "ar", "{cell:?}");
        browser.execute(
            "document.querySelector('[data-testid=explore]').scrollIntoView();",
            Vec::new(),
        )?;
        browser.screenshots(&format!("language-{tag}-explore"))?;
    }
    browser.close()
}

#[test]
fn the_hints_are_the_same_in_every_language() -> Result<()> {
    let browser = Browser::launch()?;
    for position in [
        "variant=nim&heaps=13,15,17",
        "variant=misere&heaps=1,1,4",
        "variant=blocking&heaps=3,5,6",
        "variant=pass&heaps=1,3,4",
        "variant=circle&ring=oooooo.ooo",
    ] {
        let mut english = None;
        for tag in ["en", "es", "fr", "de", "zh-CN", "ar"] {
            browser.open(&format!("?{position}&hints=1&mode=analysis&lang={tag}"))?;
            browser.wait_for(&format!("html[lang={tag}]"))?;
            // Every counter and marker with its marks (winning, forbidden, to forbid), in order,
            // once the hints are drawn (another game's wait for its analysis to be fetched).
            let mut marked = Value::Null;
            browser.wait_until(&format!("the hints of {position}"), |b| {
                marked = b.execute(
                    "return [...document.querySelectorAll('.counter, .marker, .take, [data-testid=pass]')]
                        .map((e) => (e.getAttribute('data-testid') || '') + ' ' + e.getAttribute('class'));",
                    Vec::new(),
                )?;
                Ok(marked.to_string().contains("win"))
            })?;
            match &english {
                None => english = Some(marked),
                Some(english) => assert_eq!(&marked, english, "{position} in {tag}"),
            }
        }
    }
    browser.close()
}

/// Chooses `tag` in the header's language menu, as a person would.
fn choose_language(browser: &Browser, tag: &str) -> Result<()> {
    browser.execute(
        "const menu = document.querySelector('[data-testid=language]');
         menu.value = arguments[0];
         menu.dispatchEvent(new Event('change', { bubbles: true }));",
        vec![serde_json::Value::from(tag)],
    )?;
    browser.wait_for(&format!("html[lang={tag}]"))?;
    Ok(())
}

#[test]
fn the_menu_offers_every_language_and_the_choice_is_remembered() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=3,4,5")?;
    let offered = browser.execute(
        "return [...document.querySelectorAll('[data-testid=language] option')].map((o) => o.value);",
        Vec::new(),
    )?;
    assert_eq!(
        offered,
        serde_json::json!(["en", "es", "fr", "de", "zh-CN", "ar"])
    );
    // On a laptop the menu sits in the toolbar's row.
    assert!(browser.find("[data-testid=language]")?.is_displayed()?);
    choose_language(&browser, "de")?;
    browser.wait_for_text("[data-testid=share]", "Teilen")?;
    assert!(browser.current_url()?.contains("lang=de"));
    browser.click("[data-testid=counter-0-0]")?;
    browser.wait_for("[data-testid=heap-0][data-size='0']")?;

    // A page opened without lang= comes back in the language chosen.
    browser.open("?variant=nim&heaps=3,4,5")?;
    browser.wait_for("html[lang=de][dir=ltr]")?;
    browser.wait_for_text("[data-testid=share]", "Teilen")?;

    // On a phone the menu is in "More"; Arabic mirrors the page at once.
    browser.set_viewport(390, 844)?;
    assert!(!browser.find("[data-testid=language]")?.is_displayed()?);
    browser.click("[data-testid=toolbar-more]")?;
    // The menu fades in (from opacity 0, which WebDriver counts as hidden).
    browser.wait_until("the language menu in the open \"More\"", |b| {
        b.find("[data-testid=language]")?.is_displayed()
    })?;
    browser.screenshot_at("language-menu-phone", 390, 844)?;
    choose_language(&browser, "ar")?;
    browser.wait_for("html[lang=ar][dir=rtl]")?;
    choose_language(&browser, "en")?;
    browser.wait_for_text("[data-testid=share]", "Share")?;
    browser.set_viewport(1366, 768)?;
    browser.screenshot_at("language-menu-laptop", 1366, 768)?;
    browser.close()
}

/// Every mathematical run on the page (a pair `(4, 7)`, a chain `3 + 4 = 7`, `5 ⊕ 6`, a position
/// `4-3-2`) whose numbers, on one line, are not drawn left to right: `[run, element, text]`.
const REVERSED_MATHEMATICS: &str = r"
    const runs = /\(\s*\d+\s*,\s*\d+\s*\)|\*?\d+(?:\s*[-+=⊕×≠]\s*\*?\d+)+/g;
    const found = [];
    let checked = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.getClientRects().length === 0) continue;
        for (const run of node.data.matchAll(runs)) {
            const boxes = [...run[0].matchAll(/\d+/g)].map((number) => {
                const range = document.createRange();
                range.setStart(node, run.index + number.index);
                range.setEnd(node, run.index + number.index + 1);
                return range.getClientRects()[0];
            });
            if (boxes.some((box) => !box)) continue;
            checked += 1;
            // A run broken over two lines is compared line by line.
            const reversed = boxes.some((box, i) => i > 0
                && Math.abs(box.top - boxes[i - 1].top) < 2 && box.left <= boxes[i - 1].left);
            if (reversed) found.push([run[0], element.getAttribute('data-testid') || element.tagName, node.data]);
        }
    }
    return { checked, found };
";

/// How many mathematical runs the page draws now, and the reversed ones among them.
fn reversed_mathematics(browser: &Browser, page: &str) -> Result<(u64, Vec<String>)> {
    let seen = browser.execute(REVERSED_MATHEMATICS, Vec::new())?;
    let found = seen["found"]
        .as_array()
        .map(|runs| runs.iter().map(|run| format!("{page}: {run}")).collect())
        .unwrap_or_default();
    Ok((seen["checked"].as_u64().unwrap_or(0), found))
}

#[test]
fn in_arabic_every_pair_position_and_equation_reads_left_to_right() -> Result<()> {
    let browser = Browser::launch()?;
    // Each page, the element whose chunk brings its mathematics, and whether to walk it.
    let pages = [
        (
            "?variant=nim&heaps=3,4,5&hints=1",
            "[data-testid=winning-moves] li",
            false,
        ),
        (
            "?variant=blocking&heaps=3,4,5&hints=1",
            "[data-testid=winning-moves]",
            false,
        ),
        (
            "?variant=circle&ring=oo.ooo.oooo&hints=1",
            "[data-testid=winning-moves]",
            false,
        ),
        (
            "?variant=sum&parts=nim:5,kayles:8,lasker:7&hints=1",
            "[data-testid=lasker-pattern]",
            false,
        ),
        (
            "?variant=wythoff&heaps=4,7&hints=1",
            "[data-testid=wythoff-verdict]",
            false,
        ),
        (
            "?variant=wythoff&heaps=6,9&hints=1",
            "[data-testid=wythoff-reaches]",
            false,
        ),
        (
            "?variant=moore&k=2&heaps=3,5,6,7&hints=1",
            "[data-testid=moore-table]",
            false,
        ),
        (
            "?variant=sum&parts=nim:5,kayles:8,lasker:7&present=1",
            "[data-testid=walk]",
            true,
        ),
        (
            "?variant=wythoff&heaps=6,9&present=1",
            "[data-testid=walk]",
            true,
        ),
        (
            "?variant=moore&k=2&heaps=3,5,6,7&present=1",
            "[data-testid=walk]",
            true,
        ),
        (
            "?variant=sum&worksheet=3",
            "[data-testid=worksheet-answer]",
            false,
        ),
        (
            "?variant=wythoff&worksheet=3",
            "[data-testid=worksheet-answer]",
            false,
        ),
    ];
    let mut reversed = Vec::new();
    for (page, ready, walk) in pages {
        browser.open(&format!("{page}&lang=ar"))?;
        browser.wait_for("html[dir=rtl]")?;
        browser.wait_for(ready)?;
        let (mut checked, found) = reversed_mathematics(&browser, page)?;
        reversed.extend(found);
        while walk && browser.find("[data-testid=reveal-next]")?.is_enabled()? {
            let step = browser.attr("[data-testid=walk]", "data-step")?;
            browser.click("[data-testid=reveal-next]")?;
            browser.wait_until("the walk's next step", |browser| {
                Ok(browser.attr("[data-testid=walk]", "data-step")? != step)
            })?;
            let (more, found) = reversed_mathematics(&browser, page)?;
            checked += more;
            reversed.extend(found);
        }
        assert!(checked > 0, "{page} drew no mathematics to check");
    }
    reversed.dedup();
    assert!(
        reversed.is_empty(),
        "drawn right to left:\n{}",
        reversed.join("\n")
    );
    browser.close()
}
