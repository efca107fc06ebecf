//! Tests of the teaching panel: mount it on real positions, read the DOM, compare with solver and seeds.

use nim_lab::components::explain::{Explain, ExplainProps, HowToPlay, HowToPlayProps, PlayerName};
use nim_solver::{
    Analysis, BlockingRule, CircleExplanation, Explanation, Game, MisereRegime, Move,
    NimSumBreakdown, Phase, SolveError,
};
use nim_solver::{Blocking, Circle, Misere, Nim, Pass};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;
use yew::AppHandle;

/// A mounted panel; dropping it unmounts the panel and removes its element from the page.
struct Mounted<C: yew::BaseComponent> {
    root: Element,
    app: Option<AppHandle<C>>,
}

impl<C: yew::BaseComponent> Drop for Mounted<C> {
    fn drop(&mut self) {
        if let Some(app) = self.app.take() {
            app.destroy();
        }
        self.root.remove();
    }
}

/// A fresh element appended to the page.
fn fresh_root() -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").expect("create a div");
    gloo::utils::body()
        .append_child(&root)
        .expect("append the div");
    root
}

/// Mounts `Explain` for `game` with the solver's analysis and waits for it to render.
async fn mount_explain(game: &Game) -> Mounted<Explain> {
    crate::support::all_analyses();
    mount_with(game, game.analyze()).await
}

/// Mounts `Explain` with a given analysis result.
async fn mount_with(game: &Game, analysis: Result<Analysis, SolveError>) -> Mounted<Explain> {
    let root = fresh_root();
    let props = ExplainProps {
        game: game.clone(),
        analysis,
        next_player: PlayerName::Player1,
        previous_player: PlayerName::Player2,
        parts: nim_lab::model::EmbedPanel::Full,
    };
    let app = yew::Renderer::<Explain>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    Mounted {
        root,
        app: Some(app),
    }
}

/// Every element under `root` (in document order) matching `selector`.
fn all(root: &Element, selector: &str) -> Vec<Element> {
    let mut found = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(element) = stack.pop() {
        if element != *root && element.matches(selector).expect("valid selector") {
            found.push(element.clone());
        }
        let mut children = Vec::new();
        let mut child = element.first_element_child();
        while let Some(next) = child {
            child = next.next_element_sibling();
            children.push(next);
        }
        stack.extend(children.into_iter().rev());
    }
    found
}

/// The one element matching `selector`.
fn one(root: &Element, selector: &str) -> Element {
    let mut found = all(root, selector);
    assert_eq!(found.len(), 1, "exactly one {selector}");
    found.remove(0)
}

fn count_of(root: &Element, selector: &str) -> usize {
    all(root, selector).len()
}

fn text(element: &Element) -> String {
    element.text_content().unwrap_or_default()
}

fn texts(root: &Element, selector: &str) -> Vec<String> {
    all(root, selector).iter().map(text).collect()
}

fn has_class(element: &Element, class: &str) -> bool {
    element.class_name().split_whitespace().any(|c| c == class)
}

fn nim(heaps: &[u32]) -> Game {
    Game::Nim(Nim {
        heaps: heaps.to_vec(),
    })
}

fn breakdown_of(analysis: &Analysis) -> &NimSumBreakdown {
    match &analysis.explanation {
        Explanation::NimSum(breakdown) => breakdown,
        Explanation::Misere(misere) => &misere.breakdown,
        Explanation::Pass(pass) => &pass.breakdown,
        other => panic!("no nim-sum breakdown in {other:?}"),
    }
}

/// "1 winning move" / "n winning moves", as the verdict must count them.
fn winning_count(n: usize) -> String {
    if n == 1 {
        "1 winning move".to_owned()
    } else {
        format!("{n} winning moves")
    }
}

#[wasm_bindgen_test]
async fn breakdown_table_matches_seed_000_n_13_15_17() {
    let game = nim(&[13, 15, 17]);
    let panel = mount_explain(&game).await;
    let table = one(&panel.root, "table.nim-sum-table");

    // Seed 000: 13 = 1101, 15 = 1111, 17 = 10001 under columns 16 8 4 2 1; parity row 10011.
    let headers = texts(&table, "thead th.bit-col");
    let columns: Vec<&str> = headers
        .iter()
        .map(|h| h.split(|c: char| !c.is_ascii_digit()).next().unwrap_or(""))
        .collect();
    assert_eq!(columns, ["16", "8", "4", "2", "1"]);
    let unbalanced: Vec<bool> = all(&table, "thead th.bit-col")
        .iter()
        .map(|th| has_class(th, "unbalanced") && text(th).contains('★'))
        .collect();
    assert_eq!(unbalanced, [true, false, false, true, true]);
    assert!(
        text(&one(&table, "thead th.highest")).starts_with("16"),
        "the highest unbalanced column is 16"
    );

    let rows = all(&table, "tbody tr");
    assert_eq!(rows.len(), 3);
    let expected = [
        ("Heap 1", "13", "01101"),
        ("Heap 2", "15", "01111"),
        ("Heap 3", "17", "10001"),
    ];
    for (row, (name, size, bits)) in rows.iter().zip(expected) {
        assert_eq!(text(&one(row, "th")), name);
        assert_eq!(text(&one(row, "td.size")), size);
        assert_eq!(texts(row, "td.bit").concat(), bits, "{name}");
    }
    let parity = one(&table, "tfoot tr.parity");
    assert_eq!(text(&one(&parity, "td.size")), "19");
    assert_eq!(texts(&parity, "td.bit").concat(), "10011");

    // The heap of 17 is boxed in its three unbalanced columns and becomes 2: the only winning move.
    let changing = one(&table, "tbody tr.change");
    assert_eq!(text(&one(&changing, "th")), "Heap 3");
    let flips: Vec<bool> = all(&changing, "td.bit")
        .iter()
        .map(|td| has_class(td, "flip"))
        .collect();
    assert_eq!(flips, [true, false, false, true, true]);
    assert_eq!(text(&one(&changing, ".new-size")), "2");
    assert!(text(&one(&panel.root, ".change-move")).contains("heap 3 (17 → 2)"));
}

#[wasm_bindgen_test]
async fn verdict_counts_the_solvers_winning_moves() {
    crate::support::all_analyses();
    // Seed positions: 13-15-17 (one move), 5-8-16, 4-3-2, 3-4-5, and the P-position 1-2-3-5-8-13.
    for heaps in [
        &[13, 15, 17][..],
        &[5, 8, 16],
        &[4, 3, 2],
        &[3, 4, 5],
        &[1, 2, 3, 5, 8, 13],
        &[6, 6, 6, 1],
    ] {
        let game = nim(heaps);
        let analysis = game.analyze().expect("small Nim is solvable");
        let panel = mount_explain(&game).await;
        let verdict = text(&one(&panel.root, ".verdict-sentence"));
        if analysis.winning_moves.is_empty() {
            assert!(
                verdict.contains("Player 2 wins") && verdict.contains("no winning move"),
                "{heaps:?}: {verdict}"
            );
        } else {
            let counted = winning_count(analysis.winning_moves.len());
            assert!(
                verdict.starts_with("Player 1 (to move) wins") && verdict.contains(&counted),
                "{heaps:?}: {verdict} should say {counted}"
            );
        }
    }
    // Seed 000 says N(13,15,17) has exactly one winning move; the panel must say so.
    let panel = mount_explain(&nim(&[13, 15, 17])).await;
    assert!(text(&one(&panel.root, ".verdict-sentence")).contains("— 1 winning move."));
    // Seed 001: 1,2,3,5,8,13 is P, so the second player wins.
    let panel = mount_explain(&nim(&[1, 2, 3, 5, 8, 13])).await;
    assert!(text(&one(&panel.root, ".verdict-sentence")).starts_with("Player 2 wins"));
}

#[wasm_bindgen_test]
async fn components_view_strikes_exactly_the_cancelled_components() {
    crate::support::all_analyses();
    for heaps in [&[13, 15, 17][..], &[3, 4, 5], &[1, 4, 5], &[25, 31]] {
        let game = nim(heaps);
        let analysis = game.analyze().expect("small Nim is solvable");
        let breakdown = breakdown_of(&analysis);
        let panel = mount_explain(&game).await;
        let lines = all(&panel.root, ".component-list li");
        assert_eq!(lines.len(), heaps.len());
        for (h, line) in lines.iter().enumerate() {
            let struck: Vec<String> = texts(line, "s.cancelled")
                .iter()
                .map(|t| t.replace(" (cancels)", ""))
                .collect();
            let kept = texts(line, ".survivor");
            let expected_struck: Vec<String> = breakdown.components[h]
                .iter()
                .filter(|c| c.cancelled)
                .map(|c| c.value.to_string())
                .collect();
            let expected_kept: Vec<String> = breakdown.components[h]
                .iter()
                .filter(|c| !c.cancelled)
                .map(|c| c.value.to_string())
                .collect();
            assert_eq!(struck, expected_struck, "{heaps:?} heap {h}");
            assert_eq!(kept, expected_kept, "{heaps:?} heap {h}");
            assert_eq!(
                text(line).matches(" (cancels)").count(),
                expected_struck.len(),
                "cancelled components are announced in words"
            );
        }
    }
    // Seed 003: in 3-4-5 only the 2 is left over; the 4s and the 1s cancel.
    let panel = mount_explain(&nim(&[3, 4, 5])).await;
    assert_eq!(texts(&panel.root, ".survivor"), ["2"]);
    assert_eq!(all(&panel.root, "s.cancelled").len(), 4);
    // Seed 003: 1-4-5 cancels completely.
    let panel = mount_explain(&nim(&[1, 4, 5])).await;
    assert!(all(&panel.root, ".survivor").is_empty());
    assert!(text(&one(&panel.root, ".survivors")).contains("nim-sum is 0"));
    // Seed 001 Example 1d: 25 ⊕ 31 leaves 4 + 2 = 6.
    let panel = mount_explain(&nim(&[25, 31])).await;
    let mut left: Vec<String> = texts(&panel.root, ".survivor");
    left.sort();
    assert_eq!(left, ["2", "4"]);
}

#[wasm_bindgen_test]
async fn misere_shows_the_regime_that_applies() {
    crate::support::all_analyses();
    // Big rows hold more than one counter (seed 001 Definition 3).
    let cases = [
        (
            &[4, 3, 2][..],
            MisereRegime::LikeNim,
            "Two or more big rows",
            3,
            0,
        ),
        (
            &[1, 1, 5, 5],
            MisereRegime::LikeNim,
            "Two or more big rows",
            2,
            2,
        ),
        (
            &[1, 1, 1, 14],
            MisereRegime::OneBigRow,
            "Exactly one big row",
            1,
            3,
        ),
        (
            &[1, 1, 0, 1],
            MisereRegime::OnlySingles,
            "No big rows",
            0,
            3,
        ),
    ];
    for (heaps, regime, name, big, single) in cases {
        let game = Game::Misere(Misere {
            heaps: heaps.to_vec(),
        });
        let analysis = game.analyze().expect("small misère is solvable");
        let Explanation::Misere(misere) = &analysis.explanation else {
            panic!("misère explanation expected for {heaps:?}");
        };
        assert_eq!(misere.regime, regime, "{heaps:?}");
        let panel = mount_explain(&game).await;
        assert_eq!(text(&one(&panel.root, ".regime-name")), name, "{heaps:?}");
        let counts = text(&one(&panel.root, ".row-counts"));
        let big_words = if big == 1 {
            "1 big row ".to_owned()
        } else {
            format!("{big} big rows")
        };
        let single_words = if single == 1 {
            "1 single row ".to_owned()
        } else {
            format!("{single} single rows")
        };
        assert!(
            counts.contains(&big_words) && counts.contains(&single_words),
            "{counts}"
        );
        // The heap to change is boxed only where the nim-sum decides.
        assert_eq!(
            all(&panel.root, "tr.change").len(),
            usize::from(regime == MisereRegime::LikeNim && misere.breakdown.nim_sum != 0),
            "{heaps:?}"
        );
        let verdict = text(&one(&panel.root, ".verdict-sentence"));
        assert!(
            verdict.contains(&winning_count(analysis.winning_moves.len()))
                || analysis.winning_moves.is_empty(),
            "{verdict}"
        );
    }
}

#[wasm_bindgen_test]
async fn too_large_position_shows_the_notice() {
    crate::support::all_analyses();
    let game = Game::Blocking(Blocking {
        heaps: vec![60; 9],
        blocks: 2,
        forbidden: vec![],
    });
    let analysis = game.analyze();
    let Err(SolveError::TooLarge { states, limit }) = analysis else {
        panic!("nine heaps of 60 with two blocks should exceed the budget: {analysis:?}");
    };
    let panel = mount_with(&game, analysis.clone()).await;
    let notice = text(&one(&panel.root, ".verdict.too-large")).replace(',', "");
    assert!(notice.contains("too large to solve exactly"), "{notice}");
    assert!(notice.contains(&format!("{states} steps")), "{notice}");
    assert!(notice.contains(&format!("limit is {limit}")), "{notice}");
    assert!(
        all(&panel.root, "table").is_empty(),
        "no explanation without an analysis"
    );
}

#[wasm_bindgen_test]
async fn blocking_names_the_rule_and_the_moves_to_forbid() {
    crate::support::all_analyses();
    // Seed 000: (1, 2, 4) has 1 + 2 + 1 = 4, so it is P: the blocker wins by forbidding the
    // single move to P. (6, 10, 10) satisfies neither condition: the mover wins.
    for (heaps, p_position) in [
        (&[1, 2, 4][..], true),
        (&[6, 10, 10], false),
        (&[5, 5, 5], true),
    ] {
        let game = Game::Blocking(Blocking {
            heaps: heaps.to_vec(),
            blocks: 1,
            forbidden: vec![],
        });
        assert!(matches!(game.phase(), Phase::Block { .. }));
        let analysis = game.analyze().expect("three small heaps are solvable");
        let Explanation::Blocking(blocking) = &analysis.explanation else {
            panic!("blocking explanation expected");
        };
        assert!(matches!(
            blocking.rule,
            BlockingRule::ThreeHeapTheorem { .. }
        ));
        let panel = mount_explain(&game).await;
        let holds = all(&panel.root, ".conditions li.holds").len();
        assert_eq!(holds > 0, p_position, "{heaps:?}");
        let verdict = text(&one(&panel.root, ".verdict-sentence"));
        if p_position {
            assert!(verdict.contains("Player 2 (blocking) wins"), "{verdict}");
            for mv in &blocking.must_forbid {
                let Move::Take { heap, to } = mv else {
                    panic!("must_forbid holds takes")
                };
                let words = format!("heap {} ({} → {to})", heap + 1, heaps[*heap]);
                assert!(
                    text(&one(&panel.root, ".must-forbid")).contains(&words),
                    "{heaps:?}: {words}"
                );
            }
        } else {
            assert!(verdict.contains("Player 1 (moving next) wins"), "{verdict}");
        }
        assert!(text(&one(&panel.root, ".moves-to-p"))
            .contains(&format!("({})", blocking.moves_to_p.len())));
    }
}

#[wasm_bindgen_test]
async fn pass_names_the_theorem_and_whether_passing_wins() {
    crate::support::all_analyses();
    // Seed 004 Theorem 1: [1, 2] is P (m = 1 odd, n = m + 1).
    let game = Game::Pass(Pass {
        heaps: vec![1, 2],
        pass_available: true,
    });
    let panel = mount_explain(&game).await;
    assert!(text(&one(&panel.root, ".pass .rule")).starts_with("Theorem 1"));
    assert!(text(&one(&panel.root, ".verdict-sentence")).starts_with("Player 2 wins"));
    // 1 ⊕ 2 ⊕ 3 = 0 with the pass unused: passing hands the opponent a Nim P-position.
    let game = Game::Pass(Pass {
        heaps: vec![1, 2, 3],
        pass_available: true,
    });
    let analysis = game.analyze().expect("small Nim* is solvable");
    assert!(analysis.winning_moves.contains(&Move::Pass));
    let panel = mount_explain(&game).await;
    assert_eq!(
        text(&one(&panel.root, ".pass-verdict")),
        "Passing now wins."
    );
    assert!(text(&one(&panel.root, ".verdict-sentence"))
        .contains(&winning_count(analysis.winning_moves.len())));
    // Once the pass is used, it is ordinary Nim with the full breakdown.
    let game = Game::Pass(Pass {
        heaps: vec![13, 15, 17],
        pass_available: false,
    });
    let panel = mount_explain(&game).await;
    assert!(text(&one(&panel.root, ".pass-verdict")).contains("pass has been used"));
    assert_eq!(text(&one(&panel.root, "tr.change .new-size")), "2");
}

#[wasm_bindgen_test]
async fn pass_cites_the_papers_lists_with_the_family_written_out() {
    // Nim with a Pass lists [2, 4k+1, 4k+4] for k = 2, 3, ...: [2, 9, 12] is its k = 2 member.
    let game = Game::Pass(Pass {
        heaps: vec![2, 9, 12],
        pass_available: true,
    });
    let panel = mount_explain(&game).await;
    let rule = text(&one(&panel.root, ".pass .rule.listed"));
    assert!(
        rule.starts_with("The paper Nim with a Pass lists"),
        "{rule}"
    );
    assert_eq!(
        text(&one(&panel.root, ".pass .rule .family")),
        "[2, 4k+1, 4k+4] with k = 2"
    );
    assert!(rule.contains("exact search over"), "{rule}");
    assert!(!rule.contains("No theorem"), "{rule}");
    assert_eq!(
        text(&one(&panel.root, ".pass .rule cite")),
        "Nim with a Pass"
    );
    // A single listed position is written without k.
    let game = Game::Pass(Pass {
        heaps: vec![5, 3, 2],
        pass_available: true,
    });
    let panel = mount_explain(&game).await;
    assert_eq!(text(&one(&panel.root, ".pass .rule .family")), "[2, 3, 5]");
    // [2, 3, 4] is in no list and under no theorem: exact search alone, the paper cited by title.
    let game = Game::Pass(Pass {
        heaps: vec![2, 3, 4],
        pass_available: true,
    });
    let panel = mount_explain(&game).await;
    let rule = text(&one(&panel.root, ".pass .rule"));
    assert!(
        rule.starts_with("No theorem of Nim with a Pass covers these heaps"),
        "{rule}"
    );
    assert!(!rule.to_lowercase().contains("seed"), "{rule}");
}

#[wasm_bindgen_test]
async fn panels_cite_their_documents_by_title_never_by_file() {
    let cases = [
        (nim(&[3, 4, 5]), "The thing with Nim"),
        (
            Game::Misere(Misere {
                heaps: vec![1, 1, 5],
            }),
            "Nim Games",
        ),
        (
            Game::Blocking(Blocking {
                heaps: vec![1, 2, 4],
                blocks: 1,
                forbidden: vec![],
            }),
            "Three Pile Nim with Blocking",
        ),
        (
            Game::Blocking(Blocking {
                heaps: vec![1, 2, 4, 4],
                blocks: 1,
                forbidden: vec![],
            }),
            "Three Pile Nim with Blocking",
        ),
        (
            Game::Pass(Pass {
                heaps: vec![1, 2],
                pass_available: true,
            }),
            "Nim with a Pass",
        ),
    ];
    for (game, title) in cases {
        let panel = mount_explain(&game).await;
        let whole = text(&panel.root);
        assert!(
            !whole.to_lowercase().contains("seed"),
            "{game:?} names a file: {whole}"
        );
        assert!(
            texts(&panel.root, "cite")
                .iter()
                .any(|cited| cited == title),
            "{game:?} cites {title}"
        );
    }
}

#[wasm_bindgen_test]
async fn misere_with_one_big_row_shows_what_decides_instead_of_the_nim_sum() {
    // Nim Games, Classic Nim: with one big row, shrink it so an odd number of single rows is left.
    // 1, 1, 1, 14: three single rows (odd), so the big row goes to 0: take 14 from heap 4.
    let game = Game::Misere(Misere {
        heaps: vec![1, 1, 1, 14],
    });
    let panel = mount_explain(&game).await;
    assert_eq!(
        count_of(&panel.root, ".misere table"),
        0,
        "no nim-sum table"
    );
    assert_eq!(
        count_of(&panel.root, ".misere .highest"),
        0,
        "no starred column"
    );
    assert!(text(&one(&panel.root, ".regime")).contains("The nim-sum does not decide here"));
    assert_eq!(
        text(&one(&panel.root, ".singles-decide .big-row")),
        "The big row: heap 4 (14 counters)."
    );
    assert_eq!(
        text(&one(&panel.root, ".singles-decide .single-parity")),
        "Single rows: 3 — an odd number."
    );
    let winning = text(&one(&panel.root, ".singles-decide .leaves-odd"));
    assert!(
        winning
            .starts_with("Winning move: take 14 from heap 4 (14 → 0), which leaves 3 single rows"),
        "{winning}"
    );
    // 5, 1, 1: two single rows (even), so the big row goes to 1, leaving three.
    let game = Game::Misere(Misere {
        heaps: vec![5, 1, 1],
    });
    let panel = mount_explain(&game).await;
    assert_eq!(
        text(&one(&panel.root, ".singles-decide .single-parity")),
        "Single rows: 2 — an even number."
    );
    assert!(text(&one(&panel.root, ".singles-decide .leaves-odd"))
        .starts_with("Winning move: take 4 from heap 1 (5 → 1), which leaves 3 single rows"));
    // Only single rows, an odd number: every move leaves an even number, the mover loses.
    let game = Game::Misere(Misere {
        heaps: vec![1, 1, 0, 1],
    });
    let panel = mount_explain(&game).await;
    assert_eq!(count_of(&panel.root, ".misere table"), 0);
    assert_eq!(count_of(&panel.root, ".singles-decide .big-row"), 0);
    assert!(
        text(&one(&panel.root, ".singles-decide .leaves-odd")).contains("the player to move loses")
    );
    // Two big rows: the nim-sum decides and its table is shown.
    let panel = mount_explain(&Game::Misere(Misere {
        heaps: vec![4, 3, 2],
    }))
    .await;
    assert_eq!(count_of(&panel.root, ".misere table"), 1);
    assert_eq!(count_of(&panel.root, ".singles-decide"), 0);
}

#[wasm_bindgen_test]
async fn circle_shows_symmetry_or_kayles_rows() {
    crate::support::all_analyses();
    let ring = Game::Circle(Circle {
        ring: vec![true; 10],
    });
    let panel = mount_explain(&ring).await;
    assert!(text(&one(&panel.root, ".symmetry")).contains("10 markers"));
    assert!(text(&one(&panel.root, ".verdict-sentence")).starts_with("Player 2 wins"));

    // A ring of one marker has no neighbours to speak of; a ring of two has.
    for (places, said) in [(1, "the one marker"), (2, "neighbours")] {
        let small = Game::Circle(Circle {
            ring: vec![true; places],
        });
        let panel = mount_explain(&small).await;
        let symmetry = text(&one(&panel.root, ".symmetry"));
        assert!(symmetry.contains(said), "{symmetry}");
        assert_eq!(symmetry.contains("neighbours"), places == 2, "{symmetry}");
    }

    // Places 3 and 7 empty: rows 4–6 (3 markers) and 8–2 (5 markers, around the ring).
    let mut broken = vec![true; 10];
    broken[2] = false;
    broken[6] = false;
    let game = Game::Circle(Circle { ring: broken });
    let analysis = game.analyze().expect("a ring of 10 is solvable");
    let Explanation::Circle(CircleExplanation::Rows { rows, nim_sum }) = &analysis.explanation
    else {
        panic!("a broken ring is rows of Kayles");
    };
    let panel = mount_explain(&game).await;
    let shown = all(&panel.root, ".kayles-table tbody tr");
    assert_eq!(shown.len(), rows.len());
    let mut lengths: Vec<String> = texts(&panel.root, ".kayles-table tbody td.markers");
    lengths.sort();
    assert_eq!(lengths, ["3", "5"]);
    for (tr, row) in shown.iter().zip(rows) {
        assert_eq!(text(&one(tr, "td.grundy")), row.grundy.to_string());
    }
    assert_eq!(
        text(&one(&panel.root, ".kayles-table tfoot td.grundy")),
        nim_sum.to_string()
    );
}

#[wasm_bindgen_test]
async fn game_over_is_said_in_words() {
    let panel = mount_explain(&nim(&[0, 0, 0])).await;
    assert_eq!(
        text(&one(&panel.root, ".verdict.game-over")),
        "Game over: Player 1 has no move left, so Player 2 wins."
    );
    let panel = mount_explain(&Game::Misere(Misere { heaps: vec![0, 0] })).await;
    assert!(text(&one(&panel.root, ".verdict.game-over")).contains("so Player 1 wins"));
}

#[wasm_bindgen_test]
async fn how_to_play_names_each_variant() {
    let games = [
        (nim(&[4, 3, 2]), "How to play Nim"),
        (
            Game::Misere(Misere {
                heaps: vec![4, 3, 2],
            }),
            "How to play misère Nim",
        ),
        (
            Game::Circle(Circle {
                ring: vec![true; 10],
            }),
            "How to play Circle Nim",
        ),
        (
            Game::Blocking(Blocking {
                heaps: vec![6, 10, 10],
                blocks: 1,
                forbidden: vec![],
            }),
            "How to play Blocking Nim",
        ),
        (
            Game::Pass(Pass {
                heaps: vec![1, 2],
                pass_available: true,
            }),
            "How to play Nim with a Pass",
        ),
    ];
    for (game, heading) in games {
        let root = fresh_root();
        let app = yew::Renderer::<HowToPlay>::with_root_and_props(
            root.clone(),
            HowToPlayProps {
                game,
                heading: true,
            },
        )
        .render();
        yew::scheduler::flush().await;
        let panel = Mounted {
            root,
            app: Some(app),
        };
        assert_eq!(text(&one(&panel.root, "h2")), heading);
        assert!(text(&one(&panel.root, ".hint")).starts_with("How to win: "));
    }
}
