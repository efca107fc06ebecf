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

    browser.open("?variant=nim&heaps=3,4,5&lang=zh")?;
    browser.wait_for("html[lang=zh-CN][dir=ltr]")?;
    browser.wait_for_text("[data-testid=share]", "分享")?;
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
