//! Seeded practice positions in three levels per variant, each with the solver's answer: the
//! questions of printable worksheets and of the quiz.

use crate::{Analysis, Game, Move, SplitMix64, Variant, STATE_BUDGET};

/// Questions in one quiz.
pub const QUIZ_QUESTIONS: usize = 10;

/// The most questions one sheet may hold: two printed pages of questions.
pub const MAX_QUESTIONS: usize = 30;

/// How hard the positions are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Level {
    /// Few, small heaps; whole rings; positions the documents' theorems cover.
    One,
    /// More and larger heaps; rings with gaps; theorems that do and do not cover.
    Two,
    /// Many large heaps; rings broken into several rows; mostly positions no theorem covers.
    Three,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::One, Level::Two, Level::Three];

    /// The level's number, 1 to 3, as links and the CLI write it.
    pub fn number(self) -> u32 {
        match self {
            Level::One => 1,
            Level::Two => 2,
            Level::Three => 3,
        }
    }

    /// The level numbered `number`, if there is one.
    pub fn from_number(number: u32) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|level| level.number() == number)
    }
}

/// One practice question: a position and the solver's full answer for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The position asked about, at the start of a turn.
    pub game: Game,
    /// [`Game::analyze`] of `game`: the outcome and every winning move.
    pub analysis: Analysis,
}

/// `count` distinct questions (fewer only if the level has fewer positions) of `variant` at
/// `level`; the same arguments always give the same questions.
pub fn practice_questions(
    variant: Variant,
    level: Level,
    count: usize,
    seed: u64,
) -> Vec<Question> {
    let mut rng = SplitMix64::new(seed);
    let mut questions: Vec<Question> = Vec::with_capacity(count.min(MAX_QUESTIONS));
    // Random positions are mostly N; asking for a P-position a third of the time gives a sheet
    // where "second player wins" is a real possibility.
    for _ in 0..count.min(MAX_QUESTIONS) {
        let want_p = rng.chance(1, 3);
        let mut chosen = None;
        let mut analysed = 0;
        // Small levels repeat positions often: draw again past repeats, analyse at most 8.
        for _ in 0..64 {
            let game = practice_position(variant, level, &mut rng);
            if questions.iter().any(|q| q.game == game) {
                continue;
            }
            analysed += 1;
            let Ok(analysis) = game.analyze() else {
                continue;
            };
            let is_p = analysis.outcome.is_p();
            chosen = Some(Question { game, analysis });
            if is_p || !want_p || analysed == 8 {
                break;
            }
        }
        if let Some(question) = chosen {
            questions.push(question);
        }
    }
    questions
}

/// What a quiz question asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuizKind {
    /// "P or N?": who wins from the position.
    Outcome,
    /// "Make a winning move": asked only where one exists.
    Move,
    /// "What is its value?": the position's Grundy value, asked only where the game states one
    /// ([`Game::stated_value`], a sum of games).
    Value,
}

/// One quiz question: what it asks, the position it asks about and the solver's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuizQuestion {
    /// What is asked.
    pub kind: QuizKind,
    /// The position; for a Blocking Nim move question, the mover's step after the blocker's
    /// forbids.
    pub game: Game,
    /// [`Game::analyze`] of `game`: a move question's answers are its `winning_moves`.
    pub analysis: Analysis,
}

impl QuizQuestion {
    /// The Grundy value the solver states for the position ([`Game::stated_value`]): a value
    /// question's answer.
    pub fn value(&self) -> Option<u32> {
        self.game.stated_value(&self.analysis)
    }
}

/// The quiz of `seed`: the worksheet's positions for the same variant, level and seed
/// ([`practice_questions`], [`QUIZ_QUESTIONS`] of them), about half of the `N`-positions asked
/// as "make a winning move", and at least one question of each kind; in a game whose positions
/// have a stated value, about a third of the positions asked "what is its value?" and at least
/// one.
pub fn quiz_questions(variant: Variant, level: Level, seed: u64) -> Vec<QuizQuestion> {
    let positions = practice_questions(variant, level, QUIZ_QUESTIONS, seed);
    // Its own stream, so the positions stay the worksheet's.
    let mut rng = SplitMix64::new(seed ^ 0x5155_495A);
    let valued: Vec<bool> = positions
        .iter()
        .map(|q| q.game.stated_value(&q.analysis).is_some())
        .collect();
    let movable: Vec<bool> = positions
        .iter()
        .map(|q| !q.analysis.outcome.is_p() && !every_move_wins(q))
        .collect();
    let mut kinds: Vec<QuizKind> = positions
        .iter()
        .zip(&valued)
        .map(|(q, &valued)| {
            // Only games with values draw for it, so other games' quizzes stay as they were.
            if valued && rng.chance(1, 3) {
                QuizKind::Value
            // Where every move wins, "make a winning move" asks nothing.
            } else if q.analysis.outcome.is_p() || rng.chance(1, 2) || every_move_wins(q) {
                QuizKind::Outcome
            } else {
                QuizKind::Move
            }
        })
        .collect();
    if !kinds.contains(&QuizKind::Move) {
        if let Some(first_n) = spare(&kinds, &movable) {
            kinds[first_n] = QuizKind::Move;
        }
    }
    if !kinds.contains(&QuizKind::Outcome) {
        if let Some(last) = (0..kinds.len()).rev().find(|&i| asked_again(&kinds, i)) {
            kinds[last] = QuizKind::Outcome;
        }
    }
    if !kinds.contains(&QuizKind::Value) {
        if let Some(first) = spare(&kinds, &valued) {
            kinds[first] = QuizKind::Value;
        }
    }
    positions
        .into_iter()
        .zip(kinds)
        .map(|(question, kind)| match kind {
            QuizKind::Outcome | QuizKind::Value => QuizQuestion {
                kind,
                game: question.game,
                analysis: question.analysis,
            },
            QuizKind::Move => move_question(question, &mut rng),
        })
        .collect()
}

/// The first position that may be asked another kind (`allowed`) whose own kind is asked of
/// another position too, so that turning it keeps every kind there was.
fn spare(kinds: &[QuizKind], allowed: &[bool]) -> Option<usize> {
    (0..kinds.len()).find(|&i| allowed[i] && asked_again(kinds, i))
}

/// Whether the kind asked of position `i` is asked of another position too.
fn asked_again(kinds: &[QuizKind], i: usize) -> bool {
    kinds.iter().filter(|&&kind| kind == kinds[i]).count() > 1
}

/// Whether every legal move of the question's position wins.
fn every_move_wins(question: &Question) -> bool {
    question
        .game
        .legal_moves()
        .iter()
        .all(|mv| question.analysis.winning_moves.contains(mv))
}

/// A "make a winning move" question on an `N`-position. In Blocking Nim the blocker acts first
/// and cannot win there, so the question is the mover's step after the blocker has forbidden
/// `blocks` of the moves to `P`-positions, as a good blocker would: one winning move is left.
fn move_question(question: Question, rng: &mut SplitMix64) -> QuizQuestion {
    let Some((moves_to_p, _)) = question.analysis.explanation.blocker_choices() else {
        return QuizQuestion {
            kind: QuizKind::Move,
            game: question.game,
            analysis: question.analysis,
        };
    };
    let mut to_p: Vec<(usize, u32)> = moves_to_p
        .iter()
        .filter_map(|mv| match *mv {
            Move::Take { heap, to } => Some((heap, to)),
            _ => None,
        })
        .collect();
    let mut game = question.game.clone();
    while let crate::Phase::Block { .. } = game.phase() {
        if to_p.is_empty() {
            break;
        }
        let pick = rng.below(to_p.len() as u64) as usize;
        let (heap, to) = to_p.swap_remove(pick);
        match game.apply(&Move::Forbid { heap, to }) {
            Ok(next) => game = next,
            Err(_) => break,
        }
    }
    match game.analyze() {
        Ok(analysis) => QuizQuestion {
            kind: QuizKind::Move,
            game,
            analysis,
        },
        Err(_) => QuizQuestion {
            kind: QuizKind::Outcome,
            game: question.game,
            analysis: question.analysis,
        },
    }
}

/// One random position of `variant` at `level`, small enough for exact analysis.
pub fn practice_position(variant: Variant, level: Level, rng: &mut SplitMix64) -> Game {
    variant.practice(level, rng)
}

/// The position after up to `actions` random legal actions from `game` (a blocker's forbids
/// too), stopping where the game ends: any position play reaches, for tests over every game.
pub fn random_play(mut game: Game, actions: usize, rng: &mut SplitMix64) -> Game {
    for _ in 0..actions {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let pick = rng.below(moves.len() as u64) as usize;
        match game.apply(&moves[pick]) {
            Ok(next) => game = next,
            Err(_) => break,
        }
    }
    game
}

/// Halves the largest heap until exact search (`search_size`) fits the budget, so every
/// question is answered.
pub(crate) fn halve_until_solvable(heaps: &mut [u32], search_size: impl Fn(&[u32]) -> u64) {
    while search_size(heaps) > STATE_BUDGET {
        let Some(largest) = heaps.iter_mut().max() else {
            break;
        };
        if *largest == 0 {
            break;
        }
        *largest /= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{blocking_theorem_applies, Explanation};

    fn sheet(variant: Variant, level: Level, seed: u64) -> Vec<Question> {
        practice_questions(variant, level, 10, seed)
    }

    #[test]
    fn the_same_seed_gives_the_same_questions_and_other_seeds_differ() {
        for variant in Variant::ALL {
            for level in Level::ALL {
                let first = sheet(variant, level, 7);
                assert_eq!(first, sheet(variant, level, 7), "{variant} {level:?}");
                assert_ne!(first, sheet(variant, level, 8), "{variant} {level:?}");
            }
        }
    }

    #[test]
    fn every_answer_is_the_solvers_and_questions_are_distinct_and_unfinished() {
        for variant in Variant::ALL {
            for level in Level::ALL {
                for seed in 0..20 {
                    let questions = sheet(variant, level, seed);
                    assert_eq!(questions.len(), 10, "{variant} {level:?} {seed}");
                    for (i, question) in questions.iter().enumerate() {
                        assert_eq!(question.game.variant(), variant);
                        assert!(question.game.search_size() <= STATE_BUDGET);
                        assert_eq!(Ok(question.analysis.clone()), question.game.analyze());
                        assert!(!question.game.legal_moves().is_empty(), "{}", question.game);
                        assert!(questions[..i].iter().all(|q| q.game != question.game));
                    }
                }
            }
        }
    }

    #[test]
    fn sheets_hold_both_outcomes() {
        for variant in Variant::ALL {
            for level in Level::ALL {
                let questions = practice_questions(variant, level, 20, 3);
                let p = questions
                    .iter()
                    .filter(|q| q.analysis.outcome.is_p())
                    .count();
                assert!(p > 0 && p < questions.len(), "{variant} {level:?}: {p} P");
            }
        }
    }

    /// The largest heap and the number of heaps (or places) over many positions.
    fn extent(variant: Variant, level: Level) -> (u32, usize) {
        let mut rng = SplitMix64::new(11);
        (0..300)
            .map(|_| practice_position(variant, level, &mut rng))
            .fold((0, 0), |(size, count), game| match game.heaps() {
                Some(heaps) => (
                    size.max(heaps.iter().copied().max().unwrap_or(0)),
                    count.max(heaps.len()),
                ),
                None => (size, count.max(game.ring().map_or(0, <[bool]>::len))),
            })
    }

    #[test]
    fn higher_levels_have_more_and_larger_heaps() {
        for variant in [Variant::Nim, Variant::Misere] {
            assert_eq!(extent(variant, Level::One), (7, 3));
            assert_eq!(extent(variant, Level::Two), (15, 4));
            assert_eq!(extent(variant, Level::Three), (31, 5));
        }
        assert_eq!(extent(Variant::Circle, Level::One).1, 9);
        assert_eq!(extent(Variant::Circle, Level::Three).1, 20);
        for variant in [Variant::Blocking, Variant::Pass] {
            assert!(extent(variant, Level::One).1 <= 3, "{variant}");
            assert!(extent(variant, Level::Three).1 >= 4, "{variant}");
        }
    }

    #[test]
    fn circle_levels_go_from_whole_rings_to_broken_ones() {
        let explanations = |level| {
            sheet(Variant::Circle, level, 5)
                .into_iter()
                .map(|q| q.analysis.explanation)
                .collect::<Vec<_>>()
        };
        let rows = |e: &Explanation| match e {
            Explanation::Circle(crate::CircleExplanation::Rows { rows, .. }) => rows.len(),
            _ => 0,
        };
        let level_one = explanations(Level::One);
        assert!(level_one.iter().any(|e| rows(e) == 0), "a whole ring");
        assert!(level_one.iter().all(|e| rows(e) <= 1));
        assert!(explanations(Level::Three).iter().any(|e| rows(e) >= 3));
    }

    #[test]
    fn theorems_cover_level_one_and_not_all_of_level_three() {
        let covered = |q: &Question| match &q.analysis.explanation {
            Explanation::Blocking(why) => {
                blocking_theorem_applies(q.game.heaps().map_or(0, <[u32]>::len), why.blocks)
            }
            Explanation::Pass(why) => why.theorem.is_some(),
            _ => false,
        };
        for variant in [Variant::Blocking, Variant::Pass] {
            let easy = practice_questions(variant, Level::One, 20, 9);
            assert!(easy.iter().all(covered), "{variant}");
            let hard = practice_questions(variant, Level::Three, 20, 9);
            assert!(hard.iter().any(|q| !covered(q)), "{variant}");
        }
        let middle = practice_questions(Variant::Pass, Level::Two, 20, 9);
        assert!(middle.iter().any(covered) && !middle.iter().all(covered));
    }

    #[test]
    fn levels_read_from_their_numbers_only() {
        for level in Level::ALL {
            assert_eq!(Level::from_number(level.number()), Some(level));
        }
        assert_eq!(Level::from_number(0), None);
        assert_eq!(Level::from_number(4), None);
    }

    #[test]
    fn a_quiz_is_its_seed_and_asks_the_worksheets_positions() {
        for variant in Variant::ALL {
            for level in Level::ALL {
                let quiz = quiz_questions(variant, level, 21);
                assert_eq!(
                    quiz,
                    quiz_questions(variant, level, 21),
                    "{variant} {level:?}"
                );
                assert_ne!(
                    quiz,
                    quiz_questions(variant, level, 22),
                    "{variant} {level:?}"
                );
                assert_eq!(quiz.len(), QUIZ_QUESTIONS);
                let sheet = practice_questions(variant, level, QUIZ_QUESTIONS, 21);
                for (asked, printed) in quiz.iter().zip(&sheet) {
                    match asked.kind {
                        QuizKind::Outcome | QuizKind::Value => {
                            assert_eq!(asked.game, printed.game);
                        }
                        // Blocking Nim's move questions add the blocker's forbids, no more.
                        QuizKind::Move => assert_eq!(asked.game.heaps(), printed.game.heaps()),
                    }
                }
            }
        }
    }

    #[test]
    fn every_quiz_answer_key_is_the_solvers_and_move_questions_have_a_winning_move() {
        for variant in Variant::ALL {
            for level in Level::ALL {
                for seed in 0..15 {
                    let quiz = quiz_questions(variant, level, seed);
                    assert!(quiz.iter().any(|q| q.kind == QuizKind::Outcome));
                    assert!(
                        quiz.iter().any(|q| q.kind == QuizKind::Move),
                        "{variant} {level:?} {seed}"
                    );
                    for question in &quiz {
                        let analysis = question.game.analyze().expect("within the budget");
                        assert_eq!(question.analysis, analysis, "{}", question.game);
                        if question.kind == QuizKind::Move {
                            assert!(!analysis.outcome.is_p(), "{}", question.game);
                            assert_eq!(question.game.phase(), crate::Phase::Move);
                            assert!(!analysis.winning_moves.is_empty(), "{}", question.game);
                            for mv in &analysis.winning_moves {
                                let after = question.game.apply(mv).expect("legal");
                                assert!(after.analyze().expect("small").outcome.is_p(), "{mv:?}");
                            }
                        } else {
                            assert!(question.game.forbidden().is_empty());
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn blocking_move_questions_leave_the_mover_a_winning_move_after_good_forbids() {
        let questions: Vec<QuizQuestion> = (0..30)
            .flat_map(|seed| quiz_questions(Variant::Blocking, Level::Two, seed))
            .filter(|q| q.kind == QuizKind::Move)
            .collect();
        assert!(!questions.is_empty());
        for question in questions {
            let blocks = question.game.blocks().expect("blocking") as usize;
            assert_eq!(question.game.forbidden().len(), blocks, "{}", question.game);
            let Explanation::Blocking(why) = &question.analysis.explanation else {
                panic!("a blocking explanation");
            };
            // Every forbid stops a move to P; what is left of them wins.
            for &(heap, to) in question.game.forbidden() {
                assert!(why.moves_to_p.contains(&Move::Take { heap, to }));
            }
            assert_eq!(
                question.analysis.winning_moves.len(),
                why.moves_to_p.len() - blocks
            );
            let text = question.game.to_string();
            assert!(text.contains("&forbid="), "{text}");
            assert_eq!(text.parse::<Game>().as_ref(), Ok(&question.game));
        }
    }

    /// The Grundy value of `game` by its definition, the mex of its options' values, over the
    /// solver's moves only (no part's value, no nim-sum).
    fn mex_value(game: &Game, known: &mut std::collections::HashMap<Game, u32>) -> u32 {
        let key = game.rules().canonical();
        if let Some(&value) = known.get(&key) {
            return value;
        }
        let options: std::collections::BTreeSet<u32> = game
            .legal_moves()
            .iter()
            .map(|mv| mex_value(&game.apply(mv).expect("a legal move"), known))
            .collect();
        let value = (0..=u32::MAX).find(|v| !options.contains(v)).unwrap_or(0);
        known.insert(key, value);
        value
    }

    #[test]
    fn a_stated_value_is_the_nim_sum_of_each_parts_mex_and_small_sums_are_their_own_mex() {
        let mut known = std::collections::HashMap::new();
        let mut asked = 0;
        for level in Level::ALL {
            for seed in 0..12 {
                for question in quiz_questions(Variant::SumOfGames, level, seed) {
                    let stated = question.value().expect("a sum states its value");
                    let parts = question.game.rules().parts().expect("parts").to_vec();
                    let by_hand = parts
                        .iter()
                        .map(|&part| {
                            let alone = Game::SumOfGames(crate::SumOfGames::of([part]));
                            mex_value(&alone, &mut known)
                        })
                        .fold(0, |sum, value| sum ^ value);
                    assert_eq!(stated, by_hand, "{}", question.game);
                    if level == Level::One {
                        // Small enough to value the whole sum by the definition alone.
                        assert_eq!(stated, mex_value(&question.game, &mut known));
                    }
                    assert_eq!(stated == 0, question.analysis.outcome.is_p());
                    asked += usize::from(question.kind == QuizKind::Value);
                }
            }
        }
        assert!(asked > 0);
    }

    #[test]
    fn value_questions_are_asked_only_where_a_value_is_stated_and_sums_and_rows_mix_all_three_kinds(
    ) {
        for variant in Variant::ALL {
            for level in Level::ALL {
                for seed in 0..40 {
                    let quiz = quiz_questions(variant, level, seed);
                    let valued = quiz.iter().all(|q| q.value().is_some());
                    // Sums and coin rows state their value: the nim-sum of their parts' or heads'.
                    let states = matches!(
                        variant,
                        Variant::SumOfGames
                            | Variant::Coins
                            | Variant::Corners
                            | Variant::Hackenbush
                    );
                    assert_eq!(valued, states, "{variant}");
                    let has = |kind| quiz.iter().any(|q| q.kind == kind);
                    assert!(has(QuizKind::Outcome) && has(QuizKind::Move));
                    assert_eq!(has(QuizKind::Value), valued, "{variant} {level:?} {seed}");
                }
            }
        }
        // Over the seeds each kind is asked in earnest, not only to make up the three.
        let counts = (0..40)
            .flat_map(|seed| quiz_questions(Variant::SumOfGames, Level::Two, seed))
            .fold([0; 3], |mut counts, q| {
                counts[q.kind as usize] += 1;
                counts
            });
        assert!(counts.iter().all(|&n| n >= 60), "{counts:?}");
    }

    #[test]
    fn sums_go_from_a_few_small_parts_to_more_and_larger_ones_with_splitting_games() {
        let mut rng = SplitMix64::new(17);
        let parts = |level, rng: &mut SplitMix64| {
            (0..300)
                .map(|_| practice_position(Variant::SumOfGames, level, rng))
                .map(|game| game.rules().parts().expect("parts").to_vec())
                .collect::<Vec<_>>()
        };
        let easy = parts(Level::One, &mut rng);
        assert!(easy.iter().all(|p| (2..=3).contains(&p.len())));
        assert!(easy.iter().any(|p| p.len() == 3));
        assert!(easy.iter().flatten().all(|part| part.size <= 5));
        let hard = parts(Level::Three, &mut rng);
        assert!(hard.iter().all(|p| p.len() >= 3) && hard.iter().any(|p| p.len() == 4));
        assert!(hard.iter().flatten().any(|part| part.size > 10));
        let splits = |part: &crate::Part| {
            (1..=part.size).any(|size| {
                part.rule
                    .options(size)
                    .iter()
                    .any(|leaves| matches!(leaves, crate::octal::Leaves::Two(..)))
            })
        };
        let splitting = hard.iter().flatten().filter(|part| splits(part)).count();
        assert!(splitting > 300, "{splitting} splitting parts");
    }

    #[test]
    fn counts_are_capped() {
        assert!(practice_questions(Variant::Nim, Level::One, 0, 1).is_empty());
        assert_eq!(
            practice_questions(Variant::Nim, Level::Three, usize::MAX, 1).len(),
            MAX_QUESTIONS
        );
    }
}
