//! Notices and announcements: the state's typed values turned into the sentences people read.

use crate::app::host::HostError;
use crate::app::language::LanguageProblem;
use crate::app::state::{Announcement, Notice};
use crate::app::url::{NumberProblem, UrlNotice};
use crate::i18n::Lang;
use crate::t;
use crate::views::board::slice::Settings;
use crate::words::moves::describe_move;
use crate::words::players::move_error;
use crate::words::quiz;
use crate::words::variants::limit_problem;

/// A notice in words.
pub fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Refused(error) => move_error(error),
        Notice::WaitForComputer => t!(NoticeWaitForComputer),
        Notice::ComputerCannotAnalyse => t!(NoticeComputerCannotAnalyse),
        Notice::Limit(problem) => limit_problem(*problem),
        Notice::Explore(problem) => crate::words::explore::problem(*problem),
        Notice::Grundy(unusable) => crate::words::grundy::unusable(unusable, false),
        Notice::Link { notices } => {
            let mut messages: Vec<String> = notices.iter().map(url_notice).collect();
            if notices.iter().any(UrlNotice::replaces_position) {
                messages.push(t!(NoticeLinkDefaultPosition));
            }
            // Each is a whole sentence: they follow one another as sentences do in the language.
            messages.join(&t!(NoticeSentenceSeparator))
        }
        Notice::Language(problem) => language_problem(problem),
        Notice::AnalysisFailed => t!(ChunkFailed),
    }
}

/// A language's own name, as the menu shows it.
pub fn language_name(lang: Lang) -> String {
    match lang {
        Lang::En => t!(LanguageEn),
        Lang::Es => t!(LanguageEs),
        Lang::Fr => t!(LanguageFr),
        Lang::De => t!(LanguageDe),
        Lang::ZhCn => t!(LanguageZhCn),
        Lang::Ar => t!(LanguageAr),
        Lang::EnXa => t!(LanguageEnXa),
    }
}

/// Why the page is not in the language asked for.
fn language_problem(problem: &LanguageProblem) -> String {
    match problem {
        LanguageProblem::Unknown { tag, shown } => {
            t!(
                LanguageUnknown,
                tag = tag.as_str(),
                shown = language_name(*shown)
            )
        }
        LanguageProblem::LoadFailed(lang) => {
            t!(LanguageLoadFailed, language = language_name(*lang))
        }
    }
}

/// What the live region says after an action, naming players as `settings` does.
pub fn announcement(announcement: &Announcement, settings: &Settings) -> String {
    match announcement {
        Announcement::Silent => String::new(),
        Announcement::Moved { player, before, mv } => {
            t!(
                NoticeMoved,
                player = settings.name(*player).label(),
                played = describe_move(before, mv)
            )
        }
        Announcement::TakenBack => t!(NoticeTakenBack),
        Announcement::PlayedAgain => t!(NoticePlayedAgain),
        Announcement::NewGame => t!(NoticeNewGame),
        Announcement::NewPosition => t!(NoticeNewPosition),
        Announcement::RandomPosition => t!(NoticeRandomPosition),
        Announcement::QuizAsked {
            number,
            total,
            kind,
            game,
        } => quiz::asked(*number, *total, *kind, game),
        Announcement::QuizAnswered { question, answer } => format!(
            "{} {} {}",
            quiz::verdict(answer.right),
            quiz::given(question, &answer.given),
            quiz::feedback(question, answer)
        ),
        Announcement::QuizOver { right, total } => quiz::over(*right, *total),
        Announcement::QuizLeft => t!(QuizLeft),
        Announcement::Revisited { row } => crate::words::review::revisited(*row),
    }
}

/// Shows at most a few characters of a hostile value.
/// A grid's head the link names that is dropped, and why.
fn bad_head(problem: &nim_solver::CornersError) -> String {
    use nim_solver::CornersError;
    let cell = |x: usize, y: usize| quote(&format!("{x}:{y}"));
    match problem {
        CornersError::Malformed { text, .. } => t!(NoticeLinkBadHead, value = quote(text)),
        CornersError::OffGrid { x, y, .. } => t!(
            NoticeLinkHeadOffGrid,
            value = cell(*x, *y),
            last = nim_solver::GRID_SIDE - 1
        ),
        CornersError::Repeated { x, y, .. } => {
            t!(NoticeLinkHeadRepeated, value = cell(*x, *y))
        }
    }
}

fn quote(value: &str) -> String {
    let short: String = value.chars().take(16).collect();
    if short.len() < value.len() {
        format!("\"{short}…\"")
    } else {
        format!("\"{short}\"")
    }
}

/// What was wrong with a part of a link.
pub fn url_notice(notice: &UrlNotice) -> String {
    match notice {
        UrlNotice::UnknownVariant(v) => t!(NoticeLinkUnknownGame, value = quote(v)),
        UrlNotice::UnknownMode(v) => t!(NoticeLinkUnknownMode, value = quote(v)),
        UrlNotice::UnknownControls(v) => t!(NoticeLinkUnknownControls, value = quote(v)),
        UrlNotice::UnknownPanel(v) => t!(NoticeLinkUnknownPanel, value = quote(v)),
        UrlNotice::UnknownStrength(v) => t!(NoticeLinkUnknownStrength, value = quote(v)),
        UrlNotice::UnknownFirst(v) => t!(NoticeLinkUnknownFirst, value = quote(v)),
        UrlNotice::UnknownView(v) => t!(NoticeLinkUnknownView, value = quote(v)),
        UrlNotice::BadOrigin(v) => t!(NoticeLinkBadOrigin, value = quote(v)),
        UrlNotice::BadSwitch { key, value } => {
            t!(NoticeLinkBadSwitch, key = *key, value = quote(value))
        }
        UrlNotice::BadHeap { value, problem } => match problem {
            NumberProblem::Negative => t!(NoticeLinkHeapNegative, value = quote(value)),
            NumberProblem::NotANumber => t!(NoticeLinkHeapNotANumber, value = quote(value)),
            NumberProblem::Huge => t!(NoticeLinkHeapHuge, value = quote(value)),
        },
        UrlNotice::BadStep { value, problem } => match problem {
            NumberProblem::Negative => t!(NoticeLinkStepNegative, value = quote(value)),
            NumberProblem::NotANumber => t!(NoticeLinkStepNotANumber, value = quote(value)),
            NumberProblem::Huge => t!(NoticeLinkStepHuge, value = quote(value)),
        },
        UrlNotice::BadRing(v) => t!(NoticeLinkBadRing, value = quote(v)),
        UrlNotice::BadPart(problem) => bad_part(problem),
        UrlNotice::BadBlocks(v) => t!(NoticeLinkBadBlocks, value = quote(v)),
        UrlNotice::BadForbid(v) => t!(NoticeLinkBadForbid, value = quote(v)),
        UrlNotice::BadTurn(v) => t!(NoticeLinkBadTurn, value = quote(v)),
        UrlNotice::BadLast(v) => t!(NoticeLinkBadLast, value = quote(v)),
        UrlNotice::OtherField { key, own } => t!(NoticeLinkOtherField, key = *key, own = *own),
        UrlNotice::BadCoinRule(v) => t!(NoticeLinkBadCoinRule, value = quote(v)),
        UrlNotice::BadCoins(nim_solver::CoinsError::Letter { position, found }) => t!(
            NoticeLinkBadCoin,
            coin = *position,
            value = quote(&found.to_string())
        ),
        UrlNotice::BadCoins(nim_solver::CoinsError::TooMany { count }) => t!(
            NoticeLinkTooManyCoins,
            count = *count,
            limit = nim_solver::MAX_COINS
        ),
        UrlNotice::BadHeads(problem) => bad_head(problem),
        UrlNotice::BadPicture(nim_solver::PictureError::TooManyEdges { count }) => t!(
            NoticeLinkTooManyEdges,
            count = *count,
            limit = nim_solver::MAX_EDGES
        ),
        UrlNotice::BadPicture(nim_solver::PictureError::Malformed { index, text }) => {
            t!(
                NoticeLinkBadEdge,
                edge = super::picture::edge_number(*index),
                value = quote(text)
            )
        }
        UrlNotice::BadPicture(nim_solver::PictureError::NoSuchVertex { index, vertex }) => t!(
            NoticeLinkNoSuchVertex,
            edge = super::picture::edge_number(*index),
            value = quote(vertex),
            most = nim_solver::MAX_VERTEX
        ),
        UrlNotice::BadLayout(problem) => t!(NoticeLinkBadPlace, value = quote(&problem.text)),
        UrlNotice::BadHeapsPerMove(v) => t!(
            NoticeLinkBadK,
            value = quote(v),
            k = nim_solver::Shape::default().heaps_per_move
        ),
        UrlNotice::Limit(problem) => {
            t!(NoticeLinkLimit, problem = limit_problem(*problem))
        }
        UrlNotice::BadExplore { key, value } => {
            crate::words::explore::bad_link_part(key, &quote(value))
        }
        UrlNotice::ExploreLimit(problem) => crate::words::explore::problem(*problem),
        UrlNotice::BadGrundy(unusable) => crate::words::grundy::unusable(unusable, true),
        UrlNotice::BadWorksheet { key, value } => {
            crate::words::worksheet::bad_link_part(key, &quote(value))
        }
        UrlNotice::BadQuiz { key, value } => quiz::bad_link_part(key, &quote(value)),
    }
}

/// Why the embedding page's command was refused, for its `error` event.
pub fn host_error(error: &HostError) -> String {
    match error {
        HostError::Version(found) => t!(
            HostErrorVersion,
            found = found.as_str(),
            read = crate::app::host::VERSION
        ),
        HostError::Unknown(command) => t!(HostErrorUnknown, command = quote(command)),
        HostError::Field { command, field } => {
            t!(HostErrorField, command = *command, field = *field)
        }
        HostError::Link(notices) => {
            let problems: Vec<String> = notices.iter().map(url_notice).collect();
            t!(
                HostErrorLink,
                problems = problems.join(&t!(NoticeSentenceSeparator))
            )
        }
        HostError::Empty => t!(HostErrorEmpty),
        HostError::Limit(problem) => t!(NoticeLinkLimit, problem = limit_problem(*problem)),
        HostError::NothingToUndo => t!(HostErrorNothingToUndo),
        HostError::NothingToRedo => t!(HostErrorNothingToRedo),
        HostError::Move(number, text) => t!(HostErrorMove, number = *number, played = quote(text)),
    }
}

/// A part of a link's sum that was left out, and why.
fn bad_part(problem: &nim_solver::PartError) -> String {
    use nim_solver::{PartError, RuleError};
    let (value, key) = match problem {
        PartError::Shape(value) => (value, "shape"),
        PartError::Size(value) => (value, "size"),
        PartError::Rule { text, error } => (
            text,
            match error {
                RuleError::NotOctal { .. } => "digit",
                RuleError::NoPoint { .. } | RuleError::BeforePoint { .. } => "point",
                RuleError::TooManyDigits { .. } => "long",
                RuleError::Empty | RuleError::NoDigits | RuleError::UnknownName { .. } => "name",
            },
        ),
    };
    t!(
        NoticeLinkBadPart,
        value = quote(value),
        problem = key,
        limit = nim_solver::MAX_CODE_DIGITS,
        longest = nim_solver::MAX_SUBTRACTION_DIGITS
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{LimitProblem, Mode, Player};
    use nim_solver::{Game, Move, MoveError};
    use nim_solver::{Misere, Nim};

    #[test]
    fn a_move_is_announced_with_its_player_and_heaps_from_one() {
        let settings = Settings::default();
        let said = announcement(
            &Announcement::Moved {
                player: Player::First,
                before: Game::Nim(Nim {
                    heaps: vec![3, 4, 5],
                }),
                mv: Move::Take { heap: 0, to: 1 },
            },
            &settings,
        );
        assert_eq!(said, "You: take 2 from heap 1 (3 → 1).");
        let two = Settings {
            mode: Mode::TwoPlayers,
            ..Settings::default()
        };
        assert!(announcement(
            &Announcement::Moved {
                player: Player::Second,
                before: Game::Misere(Misere { heaps: vec![2] }),
                mv: Move::Take { heap: 0, to: 0 },
            },
            &two
        )
        .starts_with("Player 2: "));
        assert_eq!(announcement(&Announcement::Silent, &settings), "");
    }

    #[test]
    fn notices_say_what_was_wrong() {
        assert_eq!(
            notice(&Notice::WaitForComputer),
            "Wait for the computer's move."
        );
        assert!(notice(&Notice::Refused(MoveError::PassUsed)).contains("pass"));
        assert!(notice(&Notice::Limit(LimitProblem::HeapTooLarge { size: 99 })).contains("99"));
        let link = notice(&Notice::Link {
            notices: vec![
                UrlNotice::UnknownMode("solo".into()),
                UrlNotice::BadHeap {
                    value: "-5".into(),
                    problem: NumberProblem::Negative,
                },
            ],
        });
        assert!(
            link.contains("\"solo\"") && link.contains("negative"),
            "{link}"
        );
        assert!(
            link.ends_with("Showing the default position instead."),
            "{link}"
        );
    }

    #[test]
    fn a_bad_strength_or_first_player_names_the_words_a_link_takes() {
        let said = url_notice(&UrlNotice::UnknownStrength("hard".into()));
        assert!(
            said.contains("\"hard\"") && said.contains("casual"),
            "{said}"
        );
        let said = url_notice(&UrlNotice::UnknownFirst("me".into()));
        assert!(
            said.contains("\"me\"") && said.contains("you") && said.contains("computer"),
            "{said}"
        );
    }

    #[test]
    fn a_hostile_value_is_quoted_short() {
        let said = url_notice(&UrlNotice::BadRing("o".repeat(500)));
        assert!(said.contains('…') && said.len() < 200, "{said}");
    }
}
