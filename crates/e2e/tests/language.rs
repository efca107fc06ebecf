//! Languages: a link's `lang=` opens the page in that language (`<html lang dir>` set, the
//! address keeping it), an unknown one opens in another and says so.

use nim_lab_e2e::{Browser, Result};

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

    browser.open("?variant=nim&heaps=3,4,5&lang=ar")?;
    browser.wait_for("html[lang=ar][dir=rtl]")?;
    browser.wait_for_text("[data-testid=share]", "مشاركة")?;
    browser.screenshots("language-ar")?;
    browser.open("?variant=nim&heaps=13,15,17&hints=1&lang=ar")?;
    browser.wait_for("html[lang=ar][dir=rtl]")?;
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
