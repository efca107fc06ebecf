//! The state diagram's positions in words, as the lecture notes write them ("432", "4-3-2" beyond
//! 9); the rest of the diagram's words are its panel's (`diagram_panel`).

use nim_solver::{write_ring, Game};

/// A position as the notes write it: heaps largest first, run together ("432") unless a heap
/// is over 9 ("12-3-2"); a ring as `o` and `.`; a row of coins as H and T; a picture as its
/// edges; Nim with a Pass adds
/// `*` while the pass is unused.
pub fn position(game: &Game) -> String {
    let mut text = match (game.heaps(), game.ring()) {
        (Some(heaps), _) => {
            let words: Vec<String> = heaps.iter().map(u32::to_string).collect();
            crate::i18n::left_to_right(if heaps.iter().any(|&h| h > 9) {
                words.join("-")
            } else {
                words.concat()
            })
        }
        (None, Some(ring)) => write_ring(ring),
        // A row of coins as its letters, "THHT".
        (None, None) if game.rules().coin_row().is_some() => {
            let row = game
                .rules()
                .coin_row()
                .map(|(_, row)| row)
                .unwrap_or_default();
            super::variants::coin_letters(&row)
        }
        // A grid as its heads, "1:1, 3:3".
        (None, None) if game.rules().grid().is_some() => {
            super::variants::grid_cells(&game.rules().grid().unwrap_or_default())
        }
        // A picture as its edges, "g-1,1-2"; nothing left is "0".
        (None, None) if game.rules().drawing().is_some() => {
            let edges = game
                .rules()
                .drawing()
                .map(|(picture, _)| picture.to_string())
                .unwrap_or_default();
            if edges.is_empty() {
                "0".to_owned()
            } else {
                crate::i18n::left_to_right(edges)
            }
        }
        // A sum's parts by their sizes, a Nim heap as the nimber it is: "*2+3"; nothing is "0".
        (None, None) => match game.rules().parts() {
            Some([]) | None => "0".to_owned(),
            Some(parts) => {
                let sizes: Vec<String> = parts
                    .iter()
                    .map(|part| match part.rule {
                        nim_solver::PartRule::Nim => format!("*{}", part.size),
                        nim_solver::PartRule::Heap { .. } | nim_solver::PartRule::Lasker => {
                            part.size.to_string()
                        }
                    })
                    .collect();
                crate::i18n::left_to_right(sizes.join("+"))
            }
        },
    };
    if game.pass_available() == Some(true) {
        text.push('*');
    }
    // Positions with a limit on the take differ by it: "6≤4", at most 4 from 6.
    if game.rules().last_take().is_some() && !game.legal_moves().is_empty() {
        text = crate::i18n::left_to_right(format!("{text}≤{}", game.legal_moves().len()));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::position;

    #[test]
    fn a_position_with_a_limit_on_the_take_names_it() {
        let at = |text: &str| position(&text.parse().expect("a position"));
        assert_eq!(at("variant=nim&heaps=4,3,2"), "432");
        assert_eq!(at("variant=fibonacci&heap=6&last=2"), "6≤4");
        assert_eq!(at("variant=fibonacci&heap=6&last=5"), "6≤6");
        assert_eq!(at("variant=fibonacci&heap=0&last=5"), "0");
        // The start's limit is the rules' own sentence beside the board.
        assert_eq!(at("variant=fibonacci&heap=6"), "6");
        assert_eq!(at("variant=coins&rule=mock&coins=THHT"), "THHT");
        assert_eq!(at("variant=corners&heads=3:3,1:1"), "1:1, 3:3");
        assert_eq!(at("variant=hackenbush&edges=g-1,1-2"), "g-1,1-2");
    }
}
