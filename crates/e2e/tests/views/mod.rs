//! Every view of the app, as a link and the clicks that open it, for the sweeps that visit them
//! all (accessibility, pseudo-locale) in each language and at each screen size.

use nim_lab_e2e::{Browser, Result, SCREEN_SIZES};

/// One view: a link, then what to do on the page until the view shows.
pub struct View {
    /// A name for failure messages.
    pub name: &'static str,
    /// The page's query, without `lang=`.
    pub link: &'static str,
    /// Opens the view on the loaded page and waits until it shows.
    pub show: fn(&Browser) -> Result<()>,
}

/// A board of each of the twelve games with hints (Wythoff's also as a queen), its editor beside
/// it.
pub const BOARDS: [View; 14] = [
    View {
        name: "Nim board",
        link: "?variant=nim&heaps=3,4,5&hints=1",
        show: board,
    },
    View {
        name: "misère Nim board",
        link: "?variant=misere&heaps=1,4,5&hints=1",
        show: board,
    },
    View {
        name: "Circle Nim board",
        link: "?variant=circle&ring=ooo.oo.o&hints=1",
        show: ring,
    },
    View {
        name: "Blocking Nim board",
        link: "?variant=blocking&heaps=3,5,6&blocks=1&hints=1",
        show: board,
    },
    View {
        name: "Nim with a Pass board",
        link: "?variant=pass&heaps=2,9,12&hints=1",
        show: board,
    },
    View {
        name: "sum of games board",
        link: "?variant=sum&parts=nim:5,kayles:8,0.333:6&hints=1",
        show: |b| b.wait_for("[data-testid=part-2]").map(drop),
    },
    View {
        name: "Wythoff's game board",
        link: "?variant=wythoff&heaps=4,6&hints=1",
        show: |b| b.wait_for("[data-testid=wythoff-pairs]").map(drop),
    },
    View {
        name: "Wythoff's game as a queen on a board",
        link: "?variant=wythoff&heaps=5,9&hints=1",
        show: |b| {
            b.click("[data-testid=queen-switch]")?;
            b.wait_for("[data-testid=queen-board]").map(drop)
        },
    },
    View {
        name: "Staircase Nim board",
        link: "?variant=staircase&steps=2,4,3,1,1&hints=1",
        show: |b| b.wait_for("[data-testid=staircase]").map(drop),
    },
    View {
        name: "Fibonacci Nim board",
        link: "?variant=fibonacci&heap=20&hints=1",
        show: |b| b.wait_for("[data-testid=zeckendorf-table]").map(drop),
    },
    View {
        name: "Moore's Nim board with two takes chosen",
        link: "?variant=moore&k=2&heaps=3,5,6,4&hints=1",
        show: |b| {
            b.wait_for("[data-testid=moore-table]")?;
            b.click("[data-testid=counter-0-1]")?;
            b.click("[data-testid=counter-2-4]")?;
            b.wait_for("[data-testid=counter-2-4][aria-pressed=true]")
                .map(drop)
        },
    },
    View {
        name: "coin-turning board with a coin chosen",
        link: "?variant=coins&rule=mock&coins=THHTTHTH&hints=1",
        show: |b| {
            b.wait_for("[data-testid=coins-explain]")?;
            b.click("[data-testid=coin-3]")?;
            b.wait_for("[data-testid=coin-3][aria-pressed=true]")
                .map(drop)
        },
    },
    View {
        name: "Turning Corners grid with a rectangle chosen",
        link: "?variant=corners&heads=1:1,2:3,3:2,3:3&hints=1",
        show: |b| {
            b.wait_for("[data-testid=nim-times]")?;
            b.click("[data-testid=cell-3-3]")?;
            b.click("[data-testid=cell-1-1]")?;
            b.wait_for("[data-testid=cell-1-1][aria-pressed=true]")
                .map(drop)
        },
    },
    View {
        name: "Green Hackenbush board with its steps",
        link: "?variant=hackenbush&edges=g-1,g-2,1-3,2-3,3-4,4-5,4-6,4-7,7-8,8-9,9-7&hints=1",
        show: |b| {
            b.wait_for("[data-testid=picture-explain]")?;
            b.wait_for("[data-testid=edge-10]").map(drop)
        },
    },
];

/// The toolbar's dialogs and its More menu.
pub const DIALOGS: [View; 7] = [
    View {
        name: "More menu",
        link: "?variant=nim&heaps=3,4,5&hints=1",
        show: more_menu,
    },
    View {
        name: "How to play dialog",
        link: "?variant=nim&heaps=3,4,5&hints=1",
        show: |b| dialog(b, "how-to-play", "how-to-dialog"),
    },
    View {
        name: "Share dialog",
        link: "?variant=nim&heaps=3,4,5&hints=1",
        show: |b| dialog(b, "share", "share-dialog"),
    },
    View {
        name: "Embed dialog",
        link: "?variant=nim&heaps=3,4,5&hints=1",
        show: |b| dialog(b, "embed", "embed-dialog"),
    },
    View {
        name: "Sources dialog",
        link: "?variant=nim&heaps=3,4,5&hints=1",
        show: |b| dialog(b, "sources-button", "sources-dialog"),
    },
    View {
        name: "Worksheet dialog",
        link: "?variant=nim&heaps=3,4,5&hints=1",
        show: |b| dialog(b, "worksheet-button", "worksheet-dialog"),
    },
    View {
        name: "Quiz dialog",
        link: "?variant=nim&heaps=3,4,5&hints=1",
        show: |b| dialog(b, "quiz-button", "quiz-dialog"),
    },
];

/// Projector mode, a few steps into its walk.
pub const PRESENT: [View; 1] = [View {
    name: "projector mode",
    link: "?variant=nim&heaps=13,15,17&mode=two&hints=1&present=1",
    show: present,
}];

/// A quiz's question, and the feedback on an answer.
pub const QUIZ: [View; 2] = [
    View {
        name: "quiz question",
        link: "?quiz=3&variant=nim&level=1",
        show: |b| b.wait_for("[data-testid=quiz-question]").map(drop),
    },
    View {
        name: "quiz feedback",
        link: "?quiz=3&variant=nim&level=1",
        show: quiz_feedback,
    },
];

/// The game review after a game with a mistake, its explanation open.
pub const REVIEW: [View; 1] = [View {
    name: "game review",
    link: "?variant=nim&heaps=3,4,5&mode=two",
    show: review,
}];

/// The state diagram: part labelled, fully labelled, and "Label it yourself".
pub const DIAGRAM: [View; 3] = [
    View {
        name: "state diagram, stepped",
        link: "?variant=nim&heaps=4,3,2&mode=analysis&view=diagram",
        show: diagram_stepped,
    },
    View {
        name: "state diagram, labelled",
        link: "?variant=nim&heaps=4,3,2&mode=analysis&view=diagram&labels=1",
        show: |b| b.wait_for_count("[data-testid=diagram-node][data-outcome]", 28),
    },
    View {
        name: "state diagram, Label it yourself",
        link: "?variant=nim&heaps=4,3,2&mode=analysis&view=diagram",
        show: diagram_quiz,
    },
];

/// A worksheet with its answer key (on the same page, printed on its own).
pub const WORKSHEET: [View; 2] = [
    View {
        name: "worksheet and answer key",
        link: "?worksheet=7&variant=nim&count=10&level=2",
        show: |b| {
            b.wait_for_count("[data-testid=worksheet-question]", 10)?;
            b.wait_for("[data-testid=worksheet-key]").map(drop)
        },
    },
    View {
        name: "ring worksheet and answer key",
        link: "?worksheet=3&variant=circle&count=4&level=3",
        show: |b| b.wait_for_count("[data-testid=worksheet-question] svg.sheet-ring", 4),
    },
];

/// Explore, a slice computed and drawn.
pub const EXPLORE: [View; 1] = [View {
    name: "Explore",
    link: "?variant=nim&heaps=3,4,5&mode=analysis&view=explore&family=nim&fix=5&max=24",
    show: |b| {
        b.wait_for("[data-testid=explore][data-status=done]")
            .map(drop)
    },
}];

/// The Grundy sequence view: Kayles with its proven period, and a subtraction game.
pub const GRUNDY: [View; 2] = [
    View {
        name: "Grundy sequence",
        link: "?variant=nim&heaps=3,4,5&mode=analysis&view=grundy&rule=0.77&max=300",
        show: |b| {
            b.wait_for("[data-testid=grundy][data-status=done]")
                .map(drop)
        },
    },
    View {
        name: "Grundy sequence of a subtraction set",
        link: "?variant=nim&heaps=3,4,5&mode=analysis&view=grundy&set=1,3,4&max=2000",
        show: |b| {
            b.wait_for("[data-testid=grundy][data-status=done]")
                .map(drop)
        },
    },
];

fn board(browser: &Browser) -> Result<()> {
    browser.wait_for("[data-testid=heaps]")?;
    browser.wait_for("[data-testid=heap-input-0]").map(drop)
}

fn ring(browser: &Browser) -> Result<()> {
    browser.wait_for("[data-testid=ring]").map(drop)
}

/// Whether the toolbar tucks its actions behind More (narrow screens).
fn more_shown(browser: &Browser) -> Result<bool> {
    browser
        .wait_for("[data-testid=toolbar-more]")?
        .is_displayed()
}

fn more_menu(browser: &Browser) -> Result<()> {
    board(browser)?;
    if more_shown(browser)? {
        browser.click("[data-testid=toolbar-more]")?;
        browser.wait_until("More to show its actions", |b| {
            b.find("[data-testid=embed]")?.is_displayed()
        })?;
    }
    Ok(())
}

/// Clicks toolbar button `button` (through More when it is tucked there) and waits for `dialog`.
fn dialog(browser: &Browser, button: &str, dialog: &str) -> Result<()> {
    board(browser)?;
    let selector = format!(".masthead [data-testid={button}]");
    if !browser.wait_for(&selector)?.is_displayed()? && more_shown(browser)? {
        browser.click("[data-testid=toolbar-more]")?;
        browser.wait_until("More to open", |b| b.find(&selector)?.is_displayed())?;
    }
    browser.click(&selector)?;
    browser.wait_for(&format!("[data-testid={dialog}][open]"))?;
    // A dialog whose body is a chunk is swept once the body is drawn.
    browser.wait_until("the dialog's chunk to be drawn", |b| {
        Ok(
            b.find_all(&format!("[data-testid={dialog}] .chunk-status"))?
                .is_empty(),
        )
    })?;
    // The Worksheet, Quiz and Embed dialogs' forms come with their chunks: shown once there.
    if !browser
        .find_all(&format!("[data-testid={dialog}] .worksheet-choices-host"))?
        .is_empty()
    {
        browser.wait_for(&format!("[data-testid={dialog}] form"))?;
    }
    if !browser
        .find_all(&format!("[data-testid={dialog}] .embed-host"))?
        .is_empty()
    {
        browser.wait_for(&format!("[data-testid={dialog}] textarea"))?;
    }
    Ok(())
}

fn present(browser: &Browser) -> Result<()> {
    browser.wait_for("[data-testid=walk]")?;
    for _ in 0..3 {
        browser.click("[data-testid=reveal-next]")?;
    }
    browser.next_frame()
}

fn quiz_feedback(browser: &Browser) -> Result<()> {
    let question = browser.wait_for("[data-testid=quiz-question]")?;
    if question.attr("data-kind")?.as_deref() == Some("outcome") {
        browser.click("[data-answer=P]")?;
    } else {
        browser.click("[data-testid^=counter-]")?;
    }
    browser.wait_for("[data-testid=quiz-feedback]").map(drop)
}

/// Opens the board's settings where a phone folds them behind their button.
fn unfold_settings(browser: &Browser) -> Result<()> {
    let toggle = browser.find("[data-testid=game-settings]")?;
    if toggle.is_displayed()? && toggle.attr("aria-expanded")?.as_deref() == Some("false") {
        toggle.click()?;
        browser.wait_for("[data-testid=game-settings][aria-expanded=true]")?;
    }
    Ok(())
}

fn review(browser: &Browser) -> Result<()> {
    browser.wait_for("[data-testid=heaps]")?;
    // Player 1 throws the win away (3,4,5 to 0,4,5), Player 2 balances: a review with a mistake.
    for (counter, heap, after) in [("counter-0-0", 0, "0"), ("counter-2-4", 2, "4")] {
        browser.click(&format!("[data-testid={counter}]"))?;
        browser.wait_for(&format!("[data-testid=heap-{heap}][data-size='{after}']"))?;
    }
    unfold_settings(browser)?;
    browser.click("[data-testid=review-toggle]")?;
    browser.wait_for_count("[data-testid=review-row]", 3)?;
    browser.click("[data-testid=review-why]")?;
    browser.wait_for("[data-testid=review-recipe]").map(drop)
}

fn diagram_stepped(browser: &Browser) -> Result<()> {
    browser.wait_for_count("[data-testid=diagram-node]", 28)?;
    for step in 1..=5 {
        browser.click("[data-testid=diagram-step]")?;
        browser.wait_for_count("[data-testid=diagram-node][data-outcome]", step)?;
    }
    Ok(())
}

fn diagram_quiz(browser: &Browser) -> Result<()> {
    browser.wait_for_count("[data-testid=diagram-node]", 28)?;
    browser.click("[data-testid=diagram-quiz]")?;
    let start = "[data-testid=diagram-node][data-position='4,3,2']";
    browser.execute(
        "document.querySelector(arguments[0]).focus();",
        vec![start.into()],
    )?;
    // Nim asks for values: a digit starts one in the box, Enter there checks it (4 is wrong).
    browser.find(start)?.send_keys("4")?;
    browser
        .find("[data-testid=diagram-guess-value]")?
        .send_keys(&nim_lab_e2e::Key::Enter.to_string())?;
    // Every language: the verdict highlights the arrows to the options.
    browser.wait_until("the options' arrows to light up", |b| {
        Ok(!b.find_all(".edges.lit line")?.is_empty())
    })
}

/// Opens `view` in language `lang` (`None`: the default, English) at `width` x `height`.
pub fn visit(
    browser: &Browser,
    view: &View,
    lang: Option<&str>,
    (width, height): (u32, u32),
) -> Result<()> {
    browser.set_viewport(width, height)?;
    let link = match lang {
        Some(tag) => format!("{}&lang={tag}", view.link),
        None => view.link.to_owned(),
    };
    browser.open(&link)?;
    browser.wait_for(&format!("html[lang='{}']", lang.unwrap_or("en")))?;
    (view.show)(browser)?;
    browser.next_frame()
}

/// Runs `check` on every view of the groups `views` in every language of `langs` at both screen
/// sizes, with a screenshot `<sweep>-<lang>-<view>-<size>.png` of each, and returns what it
/// found, each with the view, size and language it was found in.
pub fn sweep(
    sweep: &str,
    views: &[&[View]],
    langs: &[Option<&str>],
    check: impl Fn(&Browser) -> Result<Vec<String>>,
) -> Result<Vec<String>> {
    let browser = Browser::launch()?;
    let mut found = Vec::new();
    for view in views.iter().flat_map(|group| group.iter()) {
        for &lang in langs {
            for size in SCREEN_SIZES {
                visit(&browser, view, lang, size)?;
                let slug: String = view
                    .name
                    .chars()
                    .map(|c| {
                        if c.is_alphanumeric() {
                            c.to_ascii_lowercase()
                        } else {
                            '-'
                        }
                    })
                    .collect();
                let name = format!("{sweep}-{}-{slug}", lang.unwrap_or("en"));
                browser.screenshot_at(&name, size.0, size.1)?;
                for problem in check(&browser)? {
                    found.push(format!(
                        "{} at {}x{} in {}: {problem}",
                        view.name,
                        size.0,
                        size.1,
                        lang.unwrap_or("en")
                    ));
                }
            }
        }
    }
    browser.close()?;
    Ok(found)
}
