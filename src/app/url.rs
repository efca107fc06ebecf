//! Reading and writing the page's query string: `?variant=nim&heaps=3,4,5&mode=two&hints=1`.
//!
//! Parsing is pure and total: any input gives a result, and each bad value a typed [`UrlNotice`].

use nim_solver::{parse_heaps as solver_heaps, ParseError, Position, Strength};

pub use nim_solver::NumberProblem;

use crate::i18n::Lang;
use crate::model::{
    default_slice, explore_problem, Embed, EmbedControls, EmbedPanel, ExploreProblem, LimitProblem,
    Mode, Setup, Variant, ViewKey, MAX_HEAPS, MAX_RING,
};
use crate::presets::default_setup;
use crate::views::board::slice::Settings;
use crate::views::grundy::spec::{GrundyField, GrundySpec, Reading, Unusable};
use crate::views::quiz::run::QuizSpec;
use crate::views::worksheet::spec::{
    parse_count, parse_level, parse_seed, WorksheetSpec, DEFAULT_COUNT,
};
use nim_solver::{Family, Slice};
use std::fmt::Write as _;

/// What a link asks for; `None` where it says nothing (or nothing usable).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// The position at the start of its turn, when the link holds a usable one.
    pub setup: Option<Setup>,
    /// The blocker's forbids already made this turn (`forbid=`), to replay on `setup`.
    pub forbidden: Vec<(usize, u32)>,
    /// The mode.
    pub mode: Option<Mode>,
    /// The hint setting.
    pub hints: Option<bool>,
    /// How well the computer plays (`strength=perfect|strong|casual`).
    pub strength: Option<Strength>,
    /// Whether the person moves first against the computer (`first=you|computer`).
    pub human_starts: Option<bool>,
    /// The embedded layout, when the page sits in another (`embed=1`).
    pub embed: Option<Embed>,
    /// What to show beside the controls (`view=diagram`).
    pub view: Option<ViewKey>,
    /// Whether the diagram opens fully labelled (`labels=1`).
    pub labels: Option<bool>,
    /// Whether the page opens in projector mode (`present=1`).
    pub present: Option<bool>,
    /// The printable worksheet asked for by `worksheet=SEED`.
    pub worksheet: Option<WorksheetSpec>,
    /// The Explore slice (`view=explore&family=&k=&fix=&max=`), with `view=explore` only.
    pub explore: Option<Slice>,
    /// The Grundy sequence (`view=grundy&rule=&set=&max=`), with `view=grundy` only.
    pub grundy: Option<GrundySpec>,
    /// The quiz asked for by `quiz=SEED`.
    pub quiz: Option<QuizSpec>,
    /// The language asked for (`lang=`, a BCP 47 tag), read when the page starts.
    pub lang: Option<String>,
    /// The only page origin an embed takes commands from and tells events to (`origin=`).
    pub origin: Option<String>,
    /// What was wrong with the link.
    pub notices: Vec<UrlNotice>,
}

/// Why a part of a link was ignored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UrlNotice {
    /// `variant=` names no game.
    UnknownVariant(String),
    /// `mode=` names no mode.
    UnknownMode(String),
    /// `controls=` names no choice of controls.
    UnknownControls(String),
    /// `panel=` names no part of the panel.
    UnknownPanel(String),
    /// `strength=` names no strength of the computer.
    UnknownStrength(String),
    /// `first=` names neither `you` nor `computer`.
    UnknownFirst(String),
    /// `view=` names no view.
    UnknownView(String),
    /// `origin=` is not an origin (`https://example.org`): no page may command the embed.
    BadOrigin(String),
    /// A `0|1` switch holds something else.
    BadSwitch {
        /// The parameter.
        key: &'static str,
        /// Its value.
        value: String,
    },
    /// A heap size is not a whole number from 0 up.
    BadHeap {
        /// The value as written.
        value: String,
        /// What is wrong with it.
        problem: NumberProblem,
    },
    /// A staircase's step holds no whole number of coins from 0 up.
    BadStep {
        /// The value as written.
        value: String,
        /// What is wrong with it.
        problem: NumberProblem,
    },
    /// `ring=` holds something other than `o` and `.`.
    BadRing(String),
    /// A part of `parts=` cannot be read: it is left out, the other parts kept.
    BadPart(nim_solver::PartError),
    /// `blocks=` is not a number.
    BadBlocks(String),
    /// `forbid=` is not moves the blocker can forbid in the link's position: none are kept.
    BadForbid(String),
    /// `turn=` is not 1 or 2.
    BadTurn(String),
    /// `last=` (the previous take) is not a take from 1 up that fits the board with the heap:
    /// the position is read as the game's start.
    BadLast(String),
    /// `k=` (the most heaps a move takes from) is not a number from 1 to 4: the game's default
    /// is kept.
    BadHeapsPerMove(String),
    /// A coin game's `rule=` names no rule: Turning Turtles is played.
    BadCoinRule(String),
    /// A coin game's `coins=` has a letter other than H or T (read as tails), or more coins than
    /// a row may have (the row is not read).
    BadCoins(nim_solver::CoinsError),
    /// A Turning Corners `heads=` has a head that cannot be read, is off the grid or is listed
    /// twice: it is dropped, the rest kept.
    BadHeads(nim_solver::CornersError),
    /// A picture's `edges=` has an edge that cannot be read (dropped), or more edges than a
    /// picture may have (the picture is not read).
    BadPicture(nim_solver::PictureError),
    /// A picture's `at=` has a place that cannot be read: dropped.
    BadLayout(nim_solver::LayoutError),
    /// The position field of another game (`heaps=` in a Fibonacci Nim link): not read.
    OtherField {
        /// The field given.
        key: &'static str,
        /// The game's own position field.
        own: &'static str,
    },
    /// The position breaks a limit of the app.
    Limit(LimitProblem),
    /// An Explore parameter (`family`, `k`, `fix` or `max`) is unusable.
    BadExplore {
        /// The parameter.
        key: &'static str,
        /// Its value.
        value: String,
    },
    /// The Explore slice breaks a limit of the view.
    ExploreLimit(ExploreProblem),
    /// A Grundy view parameter (`rule`, `set` or `max`) is unusable: its default is kept.
    BadGrundy(Unusable),
    /// A worksheet parameter (`worksheet`, `count` or `level`) is unusable.
    BadWorksheet {
        /// The parameter.
        key: &'static str,
        /// Its value.
        value: String,
    },
    /// A quiz parameter (`quiz`, or `level` in a quiz link) is unusable.
    BadQuiz {
        /// The parameter.
        key: &'static str,
        /// Its value.
        value: String,
    },
}

impl UrlNotice {
    /// Whether the notice means the link's position was replaced by the default.
    pub fn replaces_position(&self) -> bool {
        matches!(
            self,
            UrlNotice::BadHeap { .. }
                | UrlNotice::BadStep { .. }
                | UrlNotice::BadRing(_)
                | UrlNotice::BadBlocks(_)
                | UrlNotice::Limit(_)
                | UrlNotice::BadCoins(nim_solver::CoinsError::TooMany { .. })
                | UrlNotice::BadPicture(nim_solver::PictureError::TooManyEdges { .. })
        )
    }
}

fn parse_switch(key: &'static str, value: &str, notices: &mut Vec<UrlNotice>) -> Option<bool> {
    match value {
        "1" | "true" => Some(true),
        "0" | "false" => Some(false),
        _ => {
            notices.push(UrlNotice::BadSwitch {
                key,
                value: value.to_owned(),
            });
            None
        }
    }
}

/// Reads a setting a link names by a word (`mode`, `view`, `controls`, `panel`, `strength`,
/// `first`), or a notice naming the word; `false` for any other key.
fn read_word(link: &mut Link, embed: &mut Embed, key: &str, value: &str) -> bool {
    let unknown = |notice: fn(String) -> UrlNotice| notice(value.to_owned());
    let notice = match key {
        "mode" => Mode::from_key(value)
            .map(|m| link.mode = Some(m))
            .ok_or_else(|| unknown(UrlNotice::UnknownMode)),
        "view" => ViewKey::from_key(value)
            .map(|v| link.view = Some(v))
            .ok_or_else(|| unknown(UrlNotice::UnknownView)),
        "controls" => EmbedControls::from_key(value)
            .map(|c| embed.controls = c)
            .ok_or_else(|| unknown(UrlNotice::UnknownControls)),
        "panel" => EmbedPanel::from_key(value)
            .map(|p| embed.panel = p)
            .ok_or_else(|| unknown(UrlNotice::UnknownPanel)),
        "strength" => value
            .parse()
            .ok()
            .map(|s| link.strength = Some(s))
            .ok_or_else(|| unknown(UrlNotice::UnknownStrength)),
        "first" => parse_first(value)
            .map(|f| link.human_starts = Some(f))
            .ok_or_else(|| unknown(UrlNotice::UnknownFirst)),
        "origin" => {
            let origin = parse_origin(value);
            link.origin = Some(origin.clone().unwrap_or_default());
            origin
                .map(drop)
                .ok_or_else(|| unknown(UrlNotice::BadOrigin))
        }
        _ => return false,
    };
    if let Err(notice) = notice {
        link.notices.push(notice);
    }
    true
}

/// `origin=`: a scheme, `://` and a host (with its port), as `location.origin` writes it; a
/// trailing `/` is dropped.
fn parse_origin(value: &str) -> Option<String> {
    let origin = value.strip_suffix('/').unwrap_or(value);
    let (scheme, host) = origin.split_once("://")?;
    let scheme_ok = !scheme.is_empty()
        && scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c));
    let host_ok = !host.is_empty() && !host.contains(['/', '?', '#', '@', ' ']);
    (scheme_ok && host_ok).then(|| origin.to_owned())
}

/// `first=`: whether the person moves first against the computer.
fn parse_first(value: &str) -> Option<bool> {
    match value {
        FIRST_YOU => Some(true),
        FIRST_COMPUTER => Some(false),
        _ => None,
    }
}

/// The app's limit a position field breaks, counted before the field is read, so a link with
/// a million heaps is refused without reading them.
fn field_limit(key: &str, value: &str) -> Option<LimitProblem> {
    match key {
        "heaps" if value.split(',').count() > MAX_HEAPS => Some(LimitProblem::TooManyHeaps {
            heaps: value.split(',').count(),
        }),
        "steps" if value.split(',').count() > MAX_HEAPS => Some(LimitProblem::TooManySteps {
            steps: value.split(',').count(),
        }),
        "ring" if value.chars().count() > MAX_RING => Some(LimitProblem::RingTooLarge {
            places: value.chars().count(),
        }),
        _ => None,
    }
}

/// The notice for a problem the solver's reader found in a position field.
fn position_notice(problem: ParseError, pairs: &[(String, String)]) -> UrlNotice {
    let written = |key: &str| {
        pairs
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    match problem {
        ParseError::Variant(unknown) => UrlNotice::UnknownVariant(unknown.0),
        ParseError::Heap { value, problem, .. } => UrlNotice::BadHeap { value, problem },
        ParseError::Step { value, problem, .. } => UrlNotice::BadStep { value, problem },
        ParseError::Ring { .. } => UrlNotice::BadRing(written("ring")),
        ParseError::Part(problem) => UrlNotice::BadPart(problem),
        ParseError::Blocks(value) => UrlNotice::BadBlocks(value),
        ParseError::Switch { key, value } => UrlNotice::BadSwitch { key, value },
        ParseError::Forbid(_) => UrlNotice::BadForbid(written("forbid")),
        ParseError::Turn(value) => UrlNotice::BadTurn(value),
        ParseError::Last(value) => UrlNotice::BadLast(value),
        ParseError::HeapsPerMove(value) => UrlNotice::BadHeapsPerMove(value),
        ParseError::OtherField { key, own } => UrlNotice::OtherField { key, own },
        ParseError::CoinRule(unknown) => UrlNotice::BadCoinRule(unknown.0),
        ParseError::Coins(problem) => UrlNotice::BadCoins(problem),
        ParseError::Heads(problem) => UrlNotice::BadHeads(problem),
        ParseError::Picture(problem) => UrlNotice::BadPicture(problem),
        ParseError::Layout(problem) => UrlNotice::BadLayout(problem),
        // The lenient reader never gives these two (they are `FromStr`'s); named as a bad heap.
        ParseError::UnknownPart(value) => UrlNotice::BadHeap {
            value,
            problem: NumberProblem::NotANumber,
        },
        ParseError::Missing(key) => UrlNotice::BadHeap {
            value: key.to_owned(),
            problem: NumberProblem::NotANumber,
        },
    }
}

/// A worksheet (or, with `quiz`, a quiz) parameter read by `parse`, or a notice naming it.
fn practice_part<T>(
    key: &'static str,
    value: &str,
    parse: fn(&str) -> Option<T>,
    notices: &mut Vec<UrlNotice>,
    quiz: bool,
) -> Option<T> {
    let parsed = parse(value);
    if parsed.is_none() {
        let value = value.to_owned();
        notices.push(if quiz {
            UrlNotice::BadQuiz { key, value }
        } else {
            UrlNotice::BadWorksheet { key, value }
        });
    }
    parsed
}

/// The raw Explore parameters of a link.
#[derive(Default)]
struct ExploreParts {
    family: Option<String>,
    k: Option<String>,
    fix: Option<String>,
    max: Option<String>,
}

/// The slice a link's Explore parameters describe, starting from the board's default; each
/// unusable part is left at its default with a notice.
fn explore_slice(parts: ExploreParts, base: Slice, notices: &mut Vec<UrlNotice>) -> Slice {
    let mut slice = base;
    let mut bad = |key: &'static str, value: &str| {
        notices.push(UrlNotice::BadExplore {
            key,
            value: value.to_owned(),
        });
    };
    let mut blocks = slice.family.blocks().unwrap_or(1);
    if let Some(k) = &parts.k {
        match nim_solver::parse_number(k) {
            Ok(n) if (1..=crate::model::EXPLORE_MAX_BLOCKS).contains(&n) => blocks = n,
            _ => bad("k", k),
        }
    }
    if let Some(family) = &parts.family {
        match Family::from_key(family, blocks) {
            Some(f) => slice.family = f,
            None => bad("family", family),
        }
    } else {
        slice.family = slice.family.with_blocks(blocks);
    }
    let mut wrong_count = None;
    // The board's default heaps, as many as the family takes.
    slice.fixed = crate::model::fit_fixed(slice.family, slice.fixed);
    if let Some(fix) = &parts.fix {
        // An empty `fix=` is no fixed heap: two heaps.
        let read = if fix.is_empty() {
            Ok(Vec::new())
        } else {
            solver_heaps(fix)
        };
        let counts = crate::model::explore_heaps(slice.family);
        match read {
            Ok(fixed) if counts.contains(&(fixed.len() + 2)) => slice.fixed = fixed,
            // Heap sizes the family cannot take as many of: said with the count it needs.
            Ok(fixed) if fixed.len() + 2 <= *crate::model::EXPLORE_HEAPS.end() => {
                wrong_count = Some(ExploreProblem::Heaps {
                    family: slice.family,
                    heaps: fixed.len() + 2,
                });
            }
            _ => bad("fix", fix),
        }
    }
    if let Some(max) = &parts.max {
        match nim_solver::parse_number(max) {
            Ok(n) => slice.max = n,
            Err(_) => bad("max", max),
        }
    }
    if let Some(problem) = wrong_count {
        notices.push(UrlNotice::ExploreLimit(problem));
    }
    if let Some(problem) = explore_problem(&slice) {
        notices.push(UrlNotice::ExploreLimit(problem));
        let fallback = default_slice(slice.family.variant(), blocks);
        if matches!(problem, ExploreProblem::Max(_)) {
            slice.max = fallback.max;
        } else {
            slice = fallback;
        }
    }
    slice
}

/// The raw Grundy view parameters of a link (`max` is Explore's too).
#[derive(Default)]
struct GrundyParts {
    rule: Option<String>,
    set: Option<String>,
}

/// The sequence a link's Grundy parameters describe: Kayles to 1000 but for each usable part; a
/// subtraction set (`set=1,2,3`) stands for its octal code.
fn grundy_spec(parts: GrundyParts, max: Option<&str>, notices: &mut Vec<UrlNotice>) -> GrundySpec {
    let mut spec = GrundySpec::default();
    let given = [
        (GrundyField::Rule, parts.rule.as_deref()),
        (GrundyField::Set, parts.set.as_deref()),
        (GrundyField::Max, max),
    ];
    for (field, value) in given {
        let Some(value) = value else {
            continue;
        };
        match field.read(value) {
            Ok(Reading::Rule(rule)) => spec.rule = rule,
            Ok(Reading::Max(max)) => spec.max = max,
            Err(unusable) => notices.push(UrlNotice::BadGrundy(unusable)),
        }
    }
    spec
}

/// The position fields of a link, read by the solver's one reader of the text format.
struct LinkedPosition {
    variant: Variant,
    /// The position at the start of its turn, or the variant's default with the link's fields.
    setup: Setup,
    /// Whether the link holds a position field that could be read.
    has_position: bool,
    /// The blocker's forbids already made this turn.
    forbidden: Vec<(usize, u32)>,
    /// The app's limit a field breaks, found before reading it.
    limit: Option<LimitProblem>,
    /// Whether a problem leaves no usable position.
    lost: bool,
}

impl LinkedPosition {
    fn read(pairs: &[(String, String)], notices: &mut Vec<UrlNotice>) -> LinkedPosition {
        let within_limits: Vec<(&str, &str)> = pairs
            .iter()
            .filter(|(key, value)| field_limit(key, value).is_none())
            .map(|(key, value)| (key.as_str(), value.as_str()))
            .collect();
        let limit = pairs
            .iter()
            .find_map(|(key, value)| field_limit(key, value));
        let reading = nim_solver::read(&within_limits);
        let mut lost = limit.is_some();
        for problem in reading.problems {
            lost |= problem.loses_position();
            notices.push(position_notice(problem, pairs));
        }
        let variant = reading.variant;
        let has_position = reading.game.is_some();
        let mut setup = default_setup(variant);
        // Without a position field, the link's other fields (`blocks=`, `pass=`) set the default's.
        let default = setup.game().to_string();
        let game = reading.game.or_else(|| {
            let mut fields: Vec<(&str, &str)> = default
                .split('&')
                .filter_map(|part| part.split_once('='))
                .collect();
            fields.extend_from_slice(&within_limits);
            nim_solver::read(&fields).game
        });
        let mut forbidden = Vec::new();
        if let Some(game) = &game {
            setup = Setup::from_game(game, &setup);
            setup.turn = reading.turn;
            // A previous take the heap before it could not have held: the game's start instead.
            if setup.last.is_some_and(|last| last > setup.most_last_take()) {
                let written = pairs.iter().rev().find(|(key, _)| key == "last");
                let value = written.map(|(_, value)| value.clone()).unwrap_or_default();
                notices.push(UrlNotice::BadLast(value));
                setup.last = None;
            }
            forbidden = game.forbidden().to_vec();
        }
        LinkedPosition {
            variant,
            setup,
            has_position,
            forbidden,
            limit,
            lost,
        }
    }
}

/// Reads a query string (with or without its leading `?`).
pub fn parse(query: &str) -> Link {
    let mut link = Link::default();
    let mut embed = Embed::default();
    let mut embedded = false;
    let (mut sheet_seed, mut sheet_count, mut level) = (None, None, None);
    let mut quiz_seed = None;
    let mut explore = ExploreParts::default();
    let mut grundy = GrundyParts::default();
    let query = query.strip_prefix('?').unwrap_or(query);
    // Malformed escapes are kept as written and bad UTF-8 becomes U+FFFD: never an error.
    let pairs: Vec<(String, String)> = form_urlencoded::parse(query.as_bytes())
        .map(|(key, value)| (key.into_owned(), value.into_owned()))
        .collect();
    let linked = LinkedPosition::read(&pairs, &mut link.notices);
    for (key, value) in pairs.iter().cloned() {
        if read_word(&mut link, &mut embed, &key, &value) {
            continue;
        }
        let notices = &mut link.notices;
        match key.as_ref() {
            "labels" => link.labels = parse_switch("labels", &value, notices),
            "present" => link.present = parse_switch("present", &value, notices),
            "hints" => link.hints = parse_switch("hints", &value, notices),
            "embed" => embedded = parse_switch("embed", &value, notices).unwrap_or(false),
            "family" => explore.family = Some(value),
            "k" => explore.k = Some(value),
            "fix" => explore.fix = Some(value),
            "max" => explore.max = Some(value),
            "rule" => grundy.rule = Some(value),
            "set" => grundy.set = Some(value),
            "worksheet" => {
                sheet_seed = practice_part("worksheet", &value, parse_seed, notices, false);
            }
            "count" => sheet_count = practice_part("count", &value, parse_count, notices, false),
            // Read once the link says whether it is a quiz's or a sheet's.
            "level" => level = Some(value),
            "quiz" => quiz_seed = Some(practice_part("quiz", &value, parse_seed, notices, true)),
            "lang" => link.lang = Some(value),
            _ => {}
        }
    }
    // `controls=` and `panel=` shape an embedded page only.
    link.embed = embedded.then_some(embed);
    let LinkedPosition {
        variant,
        setup,
        has_position,
        forbidden,
        limit,
        lost: position_lost,
    } = linked;
    link.forbidden = forbidden;
    if link.view == Some(ViewKey::Explore) {
        let base = default_slice(variant, setup.blocks);
        link.explore = Some(explore_slice(explore, base, &mut link.notices));
    } else if link.view == Some(ViewKey::Grundy) {
        let max = explore.max.as_deref();
        link.grundy = Some(grundy_spec(grundy, max, &mut link.notices));
    }
    let quiz_only = quiz_seed.is_some() && sheet_seed.is_none();
    let notices = &mut link.notices;
    let level = level.and_then(|v| practice_part("level", &v, parse_level, notices, quiz_only));
    link.quiz = quiz_seed.flatten().map(|seed| QuizSpec {
        variant,
        level: level.unwrap_or(nim_solver::Level::One),
        seed,
    });
    link.worksheet = sheet_seed.map(|seed| WorksheetSpec {
        variant,
        level: level.unwrap_or(nim_solver::Level::One),
        count: sheet_count.unwrap_or(DEFAULT_COUNT),
        seed,
    });
    if let Some(problem) = limit.or_else(|| setup.limit_problem()) {
        link.notices.push(UrlNotice::Limit(problem));
        link.setup = Some(default_setup(variant));
        link.forbidden.clear();
    } else if position_lost {
        link.setup = Some(default_setup(variant));
    } else if has_position || (variant != Variant::Nim && link.quiz.is_none()) {
        link.setup = Some(setup);
    }
    link
}

/// Adds projector mode to a query string, kept in the address as the view is.
pub fn with_present(mut query: String, present: bool) -> String {
    if present {
        query.push_str("&present=1");
    }
    query
}

/// Adds the language shown to a query string, when it is not English: a shared link opens in it.
pub fn with_lang(mut query: String, lang: Lang) -> String {
    if lang != Lang::En {
        query.push_str("&lang=");
        query.push_str(lang.tag());
    }
    query
}

/// Adds the view to a query string [`write`] made, when it is not the board alone.
pub fn with_view(mut query: String, view: ViewKey) -> String {
    if view != ViewKey::Board {
        query.push_str("&view=");
        query.push_str(view.key());
    }
    query
}

/// Adds the Explore view and its slice to a query string [`write`] made:
/// `view=explore&family=blocking&k=1&fix=5&max=64` (`k` for Blocking Nim only).
pub fn with_explore(mut query: String, slice: &Slice) -> String {
    query.push_str("&view=explore&family=");
    query.push_str(slice.family.key());
    if let Some(blocks) = slice.family.blocks() {
        let _ = write!(query, "&k={blocks}");
    }
    // Two heaps have no fixed one: no `fix=`.
    if !slice.fixed.is_empty() {
        query.push_str("&fix=");
        query.push_str(&nim_solver::write_heaps(&slice.fixed));
    }
    let _ = write!(query, "&max={}", slice.max);
    query
}

/// Adds the Grundy view and its sequence to a query string [`write`] made:
/// `view=grundy&rule=0.77&max=300` (a subtraction set as its code).
pub fn with_grundy(mut query: String, spec: &GrundySpec) -> String {
    query.push('&');
    query.push_str(&spec.params());
    query
}

/// `first=`'s two words.
const FIRST_YOU: &str = "you";
const FIRST_COMPUTER: &str = "computer";

/// Writes a position, who acts on it, and the settings as a query string, without the leading
/// `?`; the computer's strength and who moves first only where they are not the defaults.
pub fn write(position: &Position, settings: &Settings, embed: Option<Embed>) -> String {
    // The position's own text is the solver's, the one format of links, saved games and the CLI.
    let mut query = format!(
        "{position}&mode={}&hints={}",
        settings.mode.key(),
        u8::from(settings.hints)
    );
    let defaults = Settings::default();
    if settings.strength != defaults.strength {
        query.push_str("&strength=");
        query.push_str(settings.strength.key());
    }
    if settings.human_starts != defaults.human_starts {
        query.push_str("&first=");
        query.push_str(if settings.human_starts {
            FIRST_YOU
        } else {
            FIRST_COMPUTER
        });
    }
    if let Some(embed) = embed {
        query.push_str("&embed=1");
        if embed.controls != EmbedControls::default() {
            query.push_str("&controls=");
            query.push_str(embed.controls.key());
        }
        if embed.panel != EmbedPanel::default() {
            query.push_str("&panel=");
            query.push_str(embed.panel.key());
        }
    }
    query
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(mode: Mode, hints: bool) -> Settings {
        Settings {
            mode,
            hints,
            ..Settings::default()
        }
    }
    use nim_solver::Game;
    use nim_solver::{Blocking, Circle, Misere, Nim, Pass};

    #[test]
    fn a_written_link_reads_back_as_the_same_position() {
        let games = [
            Game::Nim(Nim {
                heaps: vec![13, 15, 17],
            }),
            Game::Misere(Misere {
                heaps: vec![1, 1, 5, 5],
            }),
            Game::Circle(Circle {
                ring: vec![true, true, false, true],
            }),
            Game::Blocking(Blocking {
                heaps: vec![6, 10, 10],
                blocks: 2,
                forbidden: Vec::new(),
            }),
            Game::Pass(Pass {
                heaps: vec![1, 3],
                pass_available: false,
            }),
        ];
        for game in games {
            let embed = Embed {
                controls: EmbedControls::Min,
                panel: EmbedPanel::Table,
            };
            let link = parse(&write(
                &game.clone().into(),
                &settings(Mode::Analysis, true),
                Some(embed),
            ));
            assert!(link.notices.is_empty(), "{:?}", link.notices);
            assert_eq!(link.setup.map(|s| s.game()), Some(game));
            assert_eq!(link.mode, Some(Mode::Analysis));
            assert_eq!(link.hints, Some(true));
            assert_eq!(link.embed, Some(embed));
        }
    }

    #[test]
    fn strength_and_first_are_read_written_only_off_their_defaults_and_bad_ones_named() {
        let link = parse("heaps=3,4,5&strength=casual&first=computer");
        assert_eq!(link.strength, Some(Strength::Casual));
        assert_eq!(link.human_starts, Some(false));
        assert!(link.notices.is_empty());
        let link = parse("strength=strong&first=you");
        assert_eq!(
            (link.strength, link.human_starts),
            (Some(Strength::Strong), Some(true))
        );
        let link = parse("strength=Perfect&first=human");
        assert_eq!((link.strength, link.human_starts), (None, None));
        assert_eq!(
            link.notices,
            [
                UrlNotice::UnknownStrength("Perfect".into()),
                UrlNotice::UnknownFirst("human".into())
            ]
        );
        assert!(!link.notices[0].replaces_position());
        let position = Game::Nim(Nim {
            heaps: vec![3, 4, 5],
        })
        .into();
        let written = write(&position, &Settings::default(), None);
        assert!(
            !written.contains("strength") && !written.contains("first"),
            "{written}"
        );
        let casual = Settings {
            strength: Strength::Casual,
            human_starts: false,
            ..Settings::default()
        };
        let written = write(&position, &casual, None);
        assert!(
            written.ends_with("&strength=casual&first=computer"),
            "{written}"
        );
    }

    #[test]
    fn an_origin_is_a_scheme_and_a_host_and_anything_else_lets_no_page_in() {
        for (written, read) in [
            ("https://school.example.org", "https://school.example.org"),
            ("http://127.0.0.1:8081/", "http://127.0.0.1:8081"),
        ] {
            let link = parse(&format!("embed=1&origin={}", urlencode(written)));
            assert_eq!(link.origin.as_deref(), Some(read));
            assert_eq!(link.notices, Vec::new());
        }
        for bad in [
            "school.example.org",
            "https://a.org/lesson.html",
            "https://",
            "*",
        ] {
            let link = parse(&format!("embed=1&origin={}", urlencode(bad)));
            assert_eq!(link.origin.as_deref(), Some(""), "{bad}");
            assert_eq!(link.notices, vec![UrlNotice::BadOrigin(bad.into())]);
        }
        assert_eq!(parse("embed=1").origin, None);
    }

    fn urlencode(text: &str) -> String {
        form_urlencoded::byte_serialize(text.as_bytes()).collect()
    }

    #[test]
    fn embed_choices_shape_an_embedded_page_only_and_bad_ones_are_named() {
        assert_eq!(parse("controls=min&panel=table").embed, None);
        assert_eq!(
            parse("embed=1").embed,
            Some(Embed {
                controls: EmbedControls::Full,
                panel: EmbedPanel::Full,
            })
        );
        let link = parse("embed=1&controls=tiny&panel=verdict");
        assert_eq!(
            link.embed,
            Some(Embed {
                controls: EmbedControls::Full,
                panel: EmbedPanel::Verdict,
            })
        );
        assert_eq!(
            link.notices,
            vec![UrlNotice::UnknownControls("tiny".to_owned())]
        );
        assert_eq!(
            parse("embed=1&panel=all").notices,
            vec![UrlNotice::UnknownPanel("all".to_owned())]
        );
    }

    #[test]
    fn an_open_sheet_kept_in_the_address_reads_back() {
        let spec = WorksheetSpec {
            variant: Variant::Circle,
            level: nim_solver::Level::Two,
            count: 12,
            seed: 99,
        };
        let game = default_setup(Variant::Circle).game();
        let query = format!(
            "{}&{}",
            write(&game.clone().into(), &settings(Mode::Analysis, false), None),
            spec.params()
        );
        let link = parse(&query);
        assert!(link.notices.is_empty(), "{:?}", link.notices);
        assert_eq!(link.worksheet, Some(spec));
        assert_eq!(link.setup.map(|s| s.game()), Some(game));
    }

    #[test]
    fn the_explore_slice_is_read_leniently_and_written_back() {
        let link = parse("view=explore&family=blocking&k=2&fix=5,3&max=40");
        let slice = link.explore.expect("explore");
        assert_eq!(
            slice.family,
            nim_solver::Family::of(nim_solver::Variant::Blocking, 2).unwrap()
        );
        assert_eq!(slice.fixed, [5, 3]);
        assert_eq!(slice.max, 40);
        assert_eq!(link.notices, []);
        let query = with_explore(String::from("variant=nim"), &slice);
        assert_eq!(parse(&query).explore, Some(slice));

        // Without view=explore the parameters are ignored; with it, defaults fill the gaps.
        assert_eq!(parse("family=pass&max=9").explore, None);
        let slice = parse("view=explore&family=pass").explore.expect("explore");
        assert_eq!(
            (slice.family, slice.fixed, slice.max),
            (
                nim_solver::Family::of(nim_solver::Variant::Pass, 1).unwrap(),
                vec![5],
                64
            )
        );

        let link = parse("view=explore&family=chess&k=9&fix=1,2,3,4,5&max=5000");
        let slice = link.explore.expect("explore");
        assert_eq!(slice.fixed, [5]);
        assert_eq!(slice.max, 64);
        assert_eq!(
            link.notices,
            [
                UrlNotice::BadExplore {
                    key: "k",
                    value: "9".into()
                },
                UrlNotice::BadExplore {
                    key: "family",
                    value: "chess".into()
                },
                UrlNotice::BadExplore {
                    key: "fix",
                    value: "1,2,3,4,5".into()
                },
                UrlNotice::ExploreLimit(ExploreProblem::Max(5000)),
            ]
        );
        let link = parse("view=explore&fix=200000&max=-3");
        assert_eq!(
            link.notices,
            [
                UrlNotice::BadExplore {
                    key: "max",
                    value: "-3".into()
                },
                UrlNotice::ExploreLimit(ExploreProblem::Fixed(200_000)),
            ]
        );
    }

    #[test]
    fn a_two_heap_explore_link_has_no_fixed_heap_and_another_count_is_said() {
        let wythoff = nim_solver::Family::of(nim_solver::Variant::Wythoff, 1).unwrap();
        let link = parse("view=explore&family=wythoff&max=300");
        let slice = link.explore.expect("explore");
        assert_eq!(
            (slice.family, slice.fixed.clone(), slice.max),
            (wythoff, vec![], 300)
        );
        assert_eq!(link.notices, []);
        let query = with_explore(String::from("variant=nim"), &slice);
        assert!(
            query.ends_with("&view=explore&family=wythoff&max=300"),
            "{query}"
        );
        assert_eq!(parse(&query).explore, Some(slice.clone()));
        assert_eq!(
            parse("view=explore&family=wythoff&fix=&max=300").explore,
            Some(slice)
        );
        // A fixed heap is one heap too many: said with the count, the slice kept to two heaps.
        let link = parse("view=explore&family=wythoff&fix=5&max=64");
        assert_eq!(link.explore.map(|s| s.fixed), Some(vec![]));
        assert_eq!(
            link.notices,
            [UrlNotice::ExploreLimit(ExploreProblem::Heaps {
                family: wythoff,
                heaps: 3
            })]
        );
        // From a Wythoff board, another family gets its fixed heap back.
        let link = parse("variant=wythoff&heaps=3,5&view=explore&family=nim");
        assert_eq!(link.explore.map(|s| s.fixed), Some(vec![5]));
        assert_eq!(link.notices, []);
    }

    #[test]
    fn the_grundy_sequence_is_read_leniently_and_written_back() {
        use crate::views::grundy::spec::GrundyProblem;
        let link = parse("view=grundy&rule=0.56&max=660000");
        let spec = link.grundy.expect("the Grundy view");
        assert_eq!(link.notices, []);
        assert_eq!(spec.rule.to_string(), "0.56");
        assert_eq!(spec.max, 660_000);
        let query = with_grundy(String::from("variant=nim"), &spec);
        assert_eq!(parse(&query).grundy, Some(spec));
        assert_eq!(parse(&query).view, Some(ViewKey::Grundy));
        // A name, Grundy's game and a subtraction set (as its code) are read too.
        let rule = |query: &str| parse(query).grundy.map(|spec| spec.rule.to_string());
        assert_eq!(rule("view=grundy&rule=kayles").as_deref(), Some("0.77"));
        assert_eq!(rule("view=grundy&rule=grundy").as_deref(), Some("grundy"));
        assert_eq!(rule("view=grundy&set=1,2,3").as_deref(), Some("0.333"));
        // Without view=grundy the parameters are ignored; with it, defaults fill the gaps.
        assert_eq!(parse("rule=0.56&max=9").grundy, None);
        assert_eq!(parse("view=grundy").grundy, Some(GrundySpec::default()));

        // Each bad part is named with its problem, and the rest of the link is kept.
        let link = parse("view=grundy&rule=0.78&max=300");
        assert_eq!(
            link.grundy.map(|s| (s.rule, s.max)),
            Some((GrundySpec::default().rule, 300))
        );
        assert_eq!(
            link.notices,
            [UrlNotice::BadGrundy(Unusable {
                field: GrundyField::Rule,
                value: "0.78".into(),
                problem: GrundyProblem::Rule(nim_solver::RuleError::NotOctal {
                    digit: '8',
                    position: 2
                })
            })]
        );
        let problems = |query: &str| -> Vec<GrundyProblem> {
            parse(query)
                .notices
                .into_iter()
                .filter_map(|notice| match notice {
                    UrlNotice::BadGrundy(unusable) => Some(unusable.problem),
                    _ => None,
                })
                .collect()
        };
        assert!(matches!(
            problems("view=grundy&rule=77")[..],
            [GrundyProblem::Rule(nim_solver::RuleError::NoPoint { .. })]
        ));
        assert!(matches!(
            problems("view=grundy&rule=0.12345670123456701")[..],
            [GrundyProblem::Rule(nim_solver::RuleError::TooManyDigits {
                count: 17
            })]
        ));
        assert_eq!(
            problems("view=grundy&set=1,0,2&max=2000000"),
            [
                GrundyProblem::Set(nim_solver::SubtractionSetError::Zero),
                GrundyProblem::MaxTooLarge(2_000_000)
            ]
        );
        assert_eq!(
            problems("view=grundy&set=3,3"),
            [GrundyProblem::Set(
                nim_solver::SubtractionSetError::Duplicate { take: 3 }
            )]
        );
        let link = parse("view=grundy&rule=0.15&max=-4");
        assert_eq!(link.grundy.map(|s| s.max), Some(GrundySpec::default().max));
        for notice in &link.notices {
            assert!(!notice.replaces_position());
            assert!(crate::words::url_notice(notice).contains("-4"));
        }
        let state =
            crate::app::startup::initial_state(parse("view=grundy&rule=0.56&max=500"), None, 1);
        assert_eq!(state.grundy().map(|s| s.max), Some(500));
    }

    #[test]
    fn the_diagram_view_is_read_leniently_and_written_back() {
        let link = parse("variant=nim&heaps=4,3,2&view=diagram&labels=1");
        assert_eq!(link.view, Some(ViewKey::Diagram));
        assert_eq!(link.labels, Some(true));
        assert!(link.notices.is_empty());
        let link = parse("variant=nim&heaps=4,3,2&view=graph&labels=maybe");
        assert_eq!(link.view, None);
        assert_eq!(link.labels, None);
        assert_eq!(
            link.notices,
            vec![
                UrlNotice::UnknownView("graph".into()),
                UrlNotice::BadSwitch {
                    key: "labels",
                    value: "maybe".into()
                }
            ]
        );
        assert_eq!(link.setup.map(|s| s.heaps), Some(vec![4, 3, 2]));
        let game = Game::Nim(Nim {
            heaps: vec![4, 3, 2],
        });
        let query = with_view(
            write(&game.clone().into(), &settings(Mode::Analysis, true), None),
            ViewKey::Diagram,
        );
        assert_eq!(parse(&query).view, Some(ViewKey::Diagram));
        let query = with_view(
            write(&game.clone().into(), &settings(Mode::Analysis, true), None),
            ViewKey::Board,
        );
        assert!(!query.contains("view="));
        let query = with_view(
            write(
                &game.clone().into(),
                &settings(Mode::TwoPlayers, false),
                None,
            ),
            ViewKey::Review,
        );
        assert_eq!(parse(&query).view, Some(ViewKey::Review));
        let state = crate::app::startup::initial_state(parse(&query), None, 1);
        assert_eq!(state.view.key(), ViewKey::Review);
        assert!(state.present.is_none());
    }

    #[test]
    fn projector_mode_is_read_and_written_back() {
        let game = Game::Nim(Nim {
            heaps: vec![13, 15, 17],
        });
        let query = with_present(
            write(
                &game.clone().into(),
                &settings(Mode::TwoPlayers, false),
                None,
            ),
            true,
        );
        let link = parse(&query);
        assert_eq!(link.present, Some(true));
        let state = crate::app::startup::initial_state(link, None, 1);
        assert!(state.present.is_some());
        assert!(
            state.board.settings.hints,
            "presenting shows the hints, until a class vote hides them"
        );
        assert!(!with_present(
            write(
                &game.clone().into(),
                &settings(Mode::TwoPlayers, false),
                None
            ),
            false
        )
        .contains("present"));
        assert_eq!(parse("present=2").present, None);
        assert_eq!(
            parse("present=2").notices,
            [UrlNotice::BadSwitch {
                key: "present",
                value: "2".into()
            }]
        );
    }

    #[test]
    fn an_empty_query_asks_for_nothing() {
        assert_eq!(parse(""), Link::default());
        assert_eq!(parse("?"), Link::default());
    }

    #[test]
    fn escaped_commas_are_read() {
        let link = parse("?heaps=3%2C4%2c5");
        assert_eq!(link.setup.map(|s| s.heaps), Some(vec![3, 4, 5]));
    }

    fn falls_back(query: &str) -> UrlNotice {
        let link = parse(query);
        assert_eq!(link.notices.len(), 1, "{query}: {:?}", link.notices);
        let setup = link.setup.expect("a fallback position");
        assert_eq!(setup, default_setup(setup.variant), "{query}");
        assert!(!crate::words::url_notice(&link.notices[0]).is_empty());
        link.notices[0].clone()
    }

    #[test]
    fn a_sums_bad_parts_are_named_and_the_rest_kept_and_its_limits_refused() {
        let link = parse("variant=sum&parts=nim:5,0.78:3,kayles:8,grundy");
        assert_eq!(link.notices.len(), 2, "{:?}", link.notices);
        assert!(matches!(
            &link.notices[0],
            UrlNotice::BadPart(nim_solver::PartError::Rule { text, .. }) if text == "0.78:3"
        ));
        let said = crate::words::url_notice(&link.notices[0]);
        assert!(said.contains("0.78:3") && said.contains("0 to 7"), "{said}");
        let setup = link.setup.expect("the parts kept");
        assert_eq!(setup.game().to_string(), "variant=sum&parts=nim:5,kayles:8");
        // More than 8 parts is a position play reached (by splits) while it holds no more
        // counters than 8 parts of 31.
        let nine = ["kayles:1"; 9].join(",");
        let split = parse(&format!("variant=sum&parts={nine}"));
        assert!(split.notices.is_empty(), "{:?}", split.notices);
        assert_eq!(split.setup.expect("a position").parts.len(), 9);
        let nine = ["nim:31"; 9].join(",");
        assert_eq!(
            falls_back(&format!("variant=sum&parts={nine}")),
            UrlNotice::Limit(LimitProblem::TooManyParts {
                parts: 9,
                tokens: 279
            })
        );
        assert_eq!(
            falls_back("variant=sum&parts=kayles:40"),
            UrlNotice::Limit(LimitProblem::PartTooLarge { size: 40 })
        );
        // Every part empty: a sum with nothing left to play, not the default.
        let empty = parse("variant=sum&parts=");
        assert!(empty.notices.is_empty());
        assert_eq!(empty.setup.expect("a position").parts, Vec::new());
    }

    #[test]
    fn a_fibonacci_link_keeps_its_heap_and_previous_take_and_names_a_bad_one() {
        let query = "variant=fibonacci&heap=17&last=3&mode=two&hints=1";
        let link = parse(query);
        assert_eq!(link.notices, Vec::new());
        let setup = link.setup.expect("a position");
        assert_eq!((setup.heaps.clone(), setup.last), (vec![17], Some(3)));
        let written = write(&setup.position(), &settings(Mode::TwoPlayers, true), None);
        assert_eq!(written, query);
        // Malformed, no take, negative, or more than the heap before it could have held.
        for last in ["x", "0", "-2", "15"] {
            let link = parse(&format!("variant=fibonacci&heap=17&last={last}"));
            assert_eq!(
                link.notices,
                vec![UrlNotice::BadLast(last.into())],
                "{last}"
            );
            assert!(!link.notices[0].replaces_position());
            let said = crate::words::url_notice(&link.notices[0]);
            assert!(said.contains(&format!("last=\"{last}\"")), "{said}");
            let setup = link.setup.expect("the heap kept");
            assert_eq!(setup.game().to_string(), "variant=fibonacci&heap=17");
        }
        // Another game's field is named, the game's own kept.
        let link = parse("variant=fibonacci&heap=17&heaps=3,4");
        let other = UrlNotice::OtherField {
            key: "heaps",
            own: "heap",
        };
        assert_eq!(link.notices, vec![other.clone()]);
        assert!(!other.replaces_position());
        let said = crate::words::url_notice(&other);
        assert!(said.contains("heaps=") && said.contains("heap="), "{said}");
        let setup = link.setup.expect("the heap kept");
        assert_eq!(setup.game().to_string(), "variant=fibonacci&heap=17");
        assert!(matches!(
            falls_back("variant=fibonacci&heap=x&last=2"),
            UrlNotice::BadHeap { .. }
        ));
        assert_eq!(
            falls_back("variant=fibonacci&heap=40"),
            UrlNotice::Limit(LimitProblem::HeapTooLarge { size: 40 })
        );
    }

    #[test]
    fn hostile_heaps_give_a_typed_notice_and_the_default() {
        assert!(matches!(
            falls_back("heaps=3,-4,5"),
            UrlNotice::BadHeap {
                problem: NumberProblem::Negative,
                ..
            }
        ));
        assert!(matches!(
            falls_back("heaps=3,four"),
            UrlNotice::BadHeap {
                problem: NumberProblem::NotANumber,
                ..
            }
        ));
        assert!(matches!(
            falls_back("heaps=99999999999999999999999"),
            UrlNotice::BadHeap {
                problem: NumberProblem::Huge,
                ..
            }
        ));
        assert_eq!(
            falls_back("heaps=1000"),
            UrlNotice::Limit(LimitProblem::HeapTooLarge { size: 1000 })
        );
        assert_eq!(
            falls_back("heaps=1,1,1,1,1,1,1,1,1"),
            UrlNotice::Limit(LimitProblem::TooManyHeaps { heaps: 9 })
        );
        assert!(matches!(falls_back("heaps="), UrlNotice::BadHeap { .. }));
    }

    #[test]
    fn a_staircase_played_down_opens_from_its_link_and_its_limit_is_on_all_its_coins() {
        // Play gathers the coins of 8 full steps on the lower steps: past 31 on one step.
        let mut game: Game = "variant=staircase&steps=31,31,31,31,31,31,31,31"
            .parse()
            .expect("a staircase");
        for step in 1..8 {
            game = game
                .apply(&nim_solver::Move::Take { heap: step, to: 0 })
                .expect("a legal move");
        }
        let text = game.to_string();
        assert!(text.starts_with("variant=staircase&steps=62,"), "{text}");
        let link = parse(&text);
        assert_eq!(link.notices, []);
        assert_eq!(link.setup.map(|setup| setup.game()), Some(game));
        assert_eq!(
            falls_back("variant=staircase&steps=200,49"),
            UrlNotice::Limit(LimitProblem::TooManyCoins { coins: 249 })
        );
        // Named in steps, not heaps.
        assert_eq!(
            falls_back("variant=staircase&steps=1,1,1,1,1,1,1,1,1"),
            UrlNotice::Limit(LimitProblem::TooManySteps { steps: 9 })
        );
    }

    #[test]
    fn a_million_heaps_is_refused_without_parsing_them() {
        let query = format!("heaps={}", vec!["7"; 1_000_000].join(","));
        assert_eq!(
            falls_back(&query),
            UrlNotice::Limit(LimitProblem::TooManyHeaps { heaps: 1_000_000 })
        );
    }

    #[test]
    fn a_position_too_large_to_solve_is_refused() {
        let notice = falls_back("variant=blocking&heaps=31,31,31,31,31,31,31,31");
        assert!(matches!(
            notice,
            UrlNotice::Limit(LimitProblem::TooLargeToSolve { .. })
        ));
    }

    #[test]
    fn hostile_rings_and_blocks_give_notices() {
        assert!(matches!(
            falls_back("variant=circle&ring=oo<script>"),
            UrlNotice::BadRing(_)
        ));
        assert_eq!(
            falls_back(&format!("variant=circle&ring={}", "o".repeat(500))),
            UrlNotice::Limit(LimitProblem::RingTooLarge { places: 500 })
        );
        assert_eq!(
            falls_back("variant=circle&ring="),
            UrlNotice::Limit(LimitProblem::EmptyRing)
        );
        assert!(matches!(
            falls_back("variant=blocking&blocks=x"),
            UrlNotice::BadBlocks(_)
        ));
        assert_eq!(
            falls_back("variant=blocking&blocks=0"),
            UrlNotice::Limit(LimitProblem::BadBlocks { blocks: 0 })
        );
    }

    #[test]
    fn unknown_words_are_named_and_ignored() {
        let link = parse("variant=chess&mode=solo&hints=maybe&heaps=1,2");
        assert_eq!(link.notices.len(), 3);
        assert_eq!(link.setup.map(|s| s.heaps), Some(vec![1, 2]));
        assert_eq!(link.mode, None);
        assert_eq!(link.hints, None);
        assert!(link.notices.iter().all(|n| !n.replaces_position()));
    }

    #[test]
    fn a_worksheet_link_names_its_sheet_and_bad_parts_give_notices() {
        let link = parse("worksheet=7&variant=circle&count=12&level=3");
        assert_eq!(link.notices, Vec::new());
        let spec = link.worksheet.expect("a worksheet");
        assert_eq!(
            spec,
            WorksheetSpec {
                variant: Variant::Circle,
                level: nim_solver::Level::Three,
                count: 12,
                seed: 7,
            }
        );
        assert_eq!(parse(&spec.query()).worksheet, Some(spec));
        // Defaults: Nim, level 1, ten questions.
        let plain = parse("worksheet=0").worksheet.expect("a worksheet");
        assert_eq!(
            (plain.variant, plain.level, plain.count),
            (Variant::Nim, nim_solver::Level::One, 10)
        );
        // A bad count or level falls back to the default with a notice; a bad seed drops the sheet.
        let link = parse("worksheet=5&count=500&level=9");
        assert_eq!(
            link.worksheet.map(|s| (s.count, s.level)),
            Some((10, nim_solver::Level::One))
        );
        assert_eq!(link.notices.len(), 2);
        let link = parse("worksheet=-5&count=3");
        assert_eq!(link.worksheet, None);
        assert_eq!(
            link.notices,
            vec![UrlNotice::BadWorksheet {
                key: "worksheet",
                value: "-5".into()
            }]
        );
        for notice in &link.notices {
            assert!(!notice.replaces_position());
            assert!(crate::words::url_notice(notice).contains("worksheet"));
        }
        assert_eq!(parse("heaps=3,4").worksheet, None);
    }

    #[test]
    fn a_quiz_link_names_its_quiz_and_bad_parts_give_notices() {
        let link = parse("quiz=7&variant=blocking&level=3");
        assert_eq!(link.notices, Vec::new());
        let spec = link.quiz.expect("a quiz");
        assert_eq!(
            spec,
            QuizSpec {
                variant: Variant::Blocking,
                level: nim_solver::Level::Three,
                seed: 7,
            }
        );
        assert_eq!(link.worksheet, None);
        assert_eq!(parse(&spec.query()).quiz, Some(spec));
        // `level=` means what it means on a worksheet.
        let both = parse("quiz=7&worksheet=7&level=2");
        assert_eq!(both.quiz.map(|q| q.level), both.worksheet.map(|w| w.level));
        let link = parse("quiz=5&level=hard");
        assert_eq!(link.quiz.map(|q| q.level), Some(nim_solver::Level::One));
        assert_eq!(
            link.notices,
            vec![UrlNotice::BadQuiz {
                key: "level",
                value: "hard".into()
            }]
        );
        let link = parse("quiz=x&level=9");
        assert!(matches!(
            link.notices[..],
            [UrlNotice::BadQuiz { .. }, UrlNotice::BadQuiz { .. }]
        ));
        // A quiz link names no position: the game in progress waits under the quiz.
        assert_eq!(parse("quiz=7&variant=circle").setup, None);
        assert!(parse("quiz=7&variant=circle&ring=ooo").setup.is_some());
        let link = parse("quiz=five&variant=circle");
        assert_eq!(link.quiz, None);
        assert_eq!(link.setup.map(|s| s.variant), Some(Variant::Circle));
        let said = crate::words::url_notice(&link.notices[0]);
        assert!(said.contains("quiz=\"five\""), "{said}");
        assert!(!link.notices[0].replaces_position());
    }

    #[test]
    fn broken_escapes_do_not_panic() {
        for query in [
            "heaps=%",
            "heaps=%4",
            "heaps=%zz",
            "%%%=%%",
            "heaps=3%2",
            "=&&==",
        ] {
            let _ = parse(query);
        }
        // Escapes are decoded; a broken one is kept as written, then refused as a heap size.
        let link = parse("variant=%6Eim&heaps=3%2C4");
        assert_eq!(link.notices, Vec::new());
        assert_eq!(link.setup.expect("a position").heaps, vec![3, 4]);
        assert_ne!(parse("heaps=3%2").notices, Vec::new());
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #[test]
        fn any_query_is_read_without_panicking(
            query in "\\PC{0,200}|((variant|mode|heaps|heap|last|ring|blocks|pass|hints|embed|controls|panel|view|labels|worksheet|count|level|quiz|family|k|fix|max|rule|set)=[-0-9a-z,.%o+]{0,16}&){0,6}",
        ) {
            let link = parse(&query);
            // Whatever it holds, a position taken from a link is within the app's limits.
            if let Some(setup) = link.setup {
                proptest::prop_assert!(setup.limit_problem().is_none());
            }
        }

        #[test]
        fn any_nim_position_reads_back(
            heaps in proptest::collection::vec(0u32..=31, 1..=MAX_HEAPS),
            hints: bool,
            strength in proptest::sample::select(Strength::ALL.to_vec()),
            human_starts: bool,
            embed in proptest::option::of(proptest::strategy::Strategy::prop_map(
                (
                    proptest::sample::select(EmbedControls::ALL.to_vec()),
                    proptest::sample::select(EmbedPanel::ALL.to_vec()),
                ),
                |(controls, panel)| Embed { controls, panel },
            )),
        ) {
            let game = Game::Nim(Nim { heaps: heaps.clone() });
            let settings = Settings { strength, human_starts, ..settings(Mode::TwoPlayers, hints) };
            let link = parse(&write(&game.clone().into(), &settings, embed));
            proptest::prop_assert_eq!(link.notices, Vec::new());
            proptest::prop_assert_eq!(link.setup.map(|setup| setup.heaps), Some(heaps));
            proptest::prop_assert_eq!(link.mode, Some(Mode::TwoPlayers));
            proptest::prop_assert_eq!(link.hints, Some(hints));
            proptest::prop_assert_eq!(link.embed, embed);
            proptest::prop_assert_eq!(link.strength.unwrap_or(Strength::Perfect), strength);
            proptest::prop_assert_eq!(link.human_starts.unwrap_or(true), human_starts);
        }
    }
}
