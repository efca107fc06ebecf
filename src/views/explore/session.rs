//! The Explore view's session without the page: the slices computed so far (a smaller `max` is
//! cut from a larger one), the request the worker is on (replies to any other are dropped), the
//! status shown, and the changes the form's fields make to the slice.

use std::collections::HashMap;
use std::rc::Rc;

use nim_solver::{Family, Slice, TABLE_BUDGET};

use super::picture::Drawn;
use super::protocol::{Reply, Request, SliceCells};

/// Where the view's slice stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// The worker is computing; the part done.
    Computing(f64),
    /// Drawn.
    Done(Rc<Drawn>),
    /// Over the table budget, with the work it would take.
    Refused(u64),
    /// Cancel was pressed.
    Cancelled,
    /// The worker could not start (no Web Workers, or its files are missing).
    Failed,
}

impl Status {
    /// The status's word in the page (`data-status`, read by tests and the benchmark).
    pub fn key(&self) -> &'static str {
        match self {
            Status::Computing(_) => "computing",
            Status::Done(_) => "done",
            Status::Refused(_) => "refused",
            Status::Cancelled => "cancelled",
            Status::Failed => "failed",
        }
    }
}

/// The part done as a whole percentage, 0 to 100 (a worker's odd number shows as 0 or 100).
pub fn percent(fraction: f64) -> u32 {
    (fraction.clamp(0.0, 1.0) * 100.0) as u32
}

// The page's alone (the worker never cuts a slice), so not in the file the two share.
impl SliceCells {
    /// The part of these cells (computed up to `from`, at least `max`) with both free heaps at
    /// most `max`.
    #[must_use]
    pub fn up_to(&self, from: u32, max: u32) -> SliceCells {
        let (side, cut) = (from as usize + 1, max as usize + 1);
        let values = if self.values.len() == side * side {
            (0..cut)
                .flat_map(|a| self.values[a * side..a * side + cut].iter().copied())
                .collect()
        } else {
            Vec::new()
        };
        SliceCells {
            values,
            p: self.p.iter().copied().filter(|&(_, b)| b <= max).collect(),
            predicted: self
                .predicted
                .iter()
                .copied()
                .filter(|&(_, b)| b <= max)
                .collect(),
            contradictions: self
                .contradictions
                .iter()
                .copied()
                .filter(|c| c.b <= max)
                .collect(),
        }
    }
}

/// Every slice computed so far, by slice.
#[derive(Debug, Default)]
pub struct Cache(HashMap<Slice, Rc<SliceCells>>);

impl Cache {
    /// Keeps the cells of `slice`.
    pub fn insert(&mut self, slice: Slice, cells: Rc<SliceCells>) {
        self.0.insert(slice, cells);
    }

    /// The cells of `slice` already known: computed, or the corner of a larger computed slice
    /// (then kept too).
    pub fn known(&mut self, slice: &Slice) -> Option<Rc<SliceCells>> {
        if let Some(cells) = self.0.get(slice) {
            return Some(Rc::clone(cells));
        }
        let larger = self.0.iter().find(|(known, _)| {
            known.family == slice.family && known.fixed == slice.fixed && known.max >= slice.max
        });
        let (known, cells) = larger?;
        let cells = Rc::new(cells.up_to(known.max, slice.max));
        self.0.insert(slice.clone(), Rc::clone(&cells));
        Some(cells)
    }
}

/// What the page does with a reply from the worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// Post this request, held until the worker was ready.
    Send(Request),
    /// Show this status.
    Show(Status),
    /// Stop the worker and show the failure: it cannot read the page's requests, or the page
    /// its replies; why, for the console.
    Fail(String),
    /// Nothing: the reply answers a request no longer wanted.
    Ignore,
}

/// The page's side of the worker's conversation, and every slice computed so far.
#[derive(Debug, Default)]
pub struct Session {
    /// The worker has said it is ready; requests sent before would be lost.
    ready: bool,
    /// The request waiting for the worker to be ready.
    queued: Option<Request>,
    /// The request being computed.
    running: Option<Request>,
    next_id: u32,
    cache: Cache,
}

impl Session {
    /// Whether the worker is on a slice (or will be, once ready).
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Forgets what the worker was doing: the page has stopped it.
    pub fn stopped(&mut self) {
        self.ready = false;
        self.queued = None;
        self.running = None;
    }

    /// A new worker has started: requests wait until it says it is ready.
    pub fn started(&mut self) {
        self.ready = false;
    }

    /// The status `slice` gets at once, from the slices known or the budget; `None` when the
    /// worker must compute it.
    pub fn at_once(&mut self, slice: &Slice) -> Option<Status> {
        if let Some(cells) = self.cache.known(slice) {
            return Some(Status::Done(Rc::new(Drawn::new(slice.clone(), &cells))));
        }
        let work = slice.work();
        (work > TABLE_BUDGET).then_some(Status::Refused(work))
    }

    /// Starts computing `slice` under a new id: the request to post now, or `None` while it
    /// waits for the worker to be ready.
    pub fn start(&mut self, slice: &Slice) -> Option<Request> {
        self.next_id = self.next_id.wrapping_add(1);
        let request = Request {
            id: self.next_id,
            slice: slice.clone(),
        };
        self.running = Some(request.clone());
        if self.ready {
            Some(request)
        } else {
            self.queued = Some(request);
            None
        }
    }

    /// What the page does with the worker's `reply`; a finished slice is kept.
    pub fn answer(&mut self, reply: Reply) -> Answer {
        let running = self.running.as_ref().map(|request| request.id);
        match reply {
            Reply::Ready => {
                self.ready = true;
                self.queued.take().map_or(Answer::Ignore, Answer::Send)
            }
            Reply::Progress { id, fraction } if Some(id) == running => {
                Answer::Show(Status::Computing(fraction))
            }
            Reply::Done { id, cells } if Some(id) == running => {
                let Some(Request { slice, .. }) = self.running.take() else {
                    return Answer::Ignore;
                };
                let cells = Rc::new(cells);
                self.cache.insert(slice.clone(), Rc::clone(&cells));
                Answer::Show(Status::Done(Rc::new(Drawn::new(slice, &cells))))
            }
            Reply::Refused { id, work } if Some(id) == running => {
                self.running = None;
                Answer::Show(Status::Refused(work))
            }
            Reply::Unread { error } => {
                Answer::Fail(format!("it could not read the page's request: {error}"))
            }
            _ => Answer::Ignore,
        }
    }

    /// Cancel was pressed: the page stops the worker.
    pub fn cancel(&mut self) -> Status {
        self.stopped();
        Status::Cancelled
    }

    /// The worker failed: the page stops it.
    pub fn fail(&mut self) -> Status {
        self.stopped();
        Status::Failed
    }
}

/// A change one of the form's number fields makes to the slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Blocks per turn (Blocking Nim).
    Blocks,
    /// How many heaps: fixed heaps are dropped from the end, or added as 5.
    Heaps,
    /// The largest free heap.
    Max,
    /// The fixed heap at this place.
    Fixed(usize),
}

impl Edit {
    /// `slice` with this field set to `value`.
    pub fn apply(self, slice: &Slice, value: u32) -> Slice {
        let mut next = slice.clone();
        match self {
            Edit::Blocks => next.family = next.family.with_blocks(value),
            Edit::Heaps => next.fixed.resize((value as usize).saturating_sub(2), 5),
            Edit::Max => next.max = value,
            Edit::Fixed(place) => {
                if let Some(heap) = next.fixed.get_mut(place) {
                    *heap = value;
                }
            }
        }
        next
    }
}

/// `slice` in the family the game menu names (Blocking Nim keeps its blocks, or forbids one),
/// with as many heaps as that family takes (a two-heap game keeps no fixed heap).
pub fn with_family(slice: &Slice, key: &str) -> Option<Slice> {
    let blocks = slice.family.blocks().unwrap_or(1);
    let family = Family::from_key(key, blocks)?;
    Some(Slice {
        family,
        fixed: crate::model::fit_fixed(family, slice.fixed.clone()),
        max: slice.max,
    })
}

/// The number typed in a field, or `None` when it is not a whole number from 0 up.
pub fn typed_number(text: &str) -> Option<u32> {
    nim_solver::parse_number(text.trim()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::Variant;

    fn slice(max: u32) -> Slice {
        Slice {
            family: Family::of(Variant::Blocking, 1).unwrap(),
            fixed: vec![3],
            max,
        }
    }

    fn cells(slice: &Slice) -> SliceCells {
        SliceCells::compute(slice, |_, _| {}).expect("a small slice")
    }

    fn huge() -> Slice {
        Slice {
            family: Family::of(Variant::Blocking, 4).unwrap(),
            fixed: vec![100_000, 100_000],
            max: 1023,
        }
    }

    /// A session whose worker is ready.
    fn ready() -> Session {
        let mut session = Session::default();
        assert_eq!(session.answer(Reply::Ready), Answer::Ignore);
        session
    }

    fn done_of(answer: &Answer) -> &Drawn {
        match answer {
            Answer::Show(Status::Done(drawn)) => drawn,
            other => panic!("not drawn: {other:?}"),
        }
    }

    #[test]
    fn the_cache_cuts_a_smaller_max_from_a_larger_slice_and_keeps_it() {
        let mut cache = Cache::default();
        assert_eq!(cache.known(&slice(10)), None);
        cache.insert(slice(20), Rc::new(cells(&slice(20))));
        let cut = cache.known(&slice(10)).expect("cut from max 20");
        assert_eq!(*cut, cells(&slice(10)));
        let again = cache.known(&slice(10)).expect("kept");
        assert!(Rc::ptr_eq(&cut, &again), "the cut is kept, not cut again");
        assert_eq!(cache.known(&slice(21)), None, "a larger max is computed");
        let other_fixed = Slice {
            fixed: vec![4],
            ..slice(5)
        };
        assert_eq!(cache.known(&other_fixed), None);
        let other_family = Slice {
            family: Family::of(Variant::Blocking, 2).unwrap(),
            ..slice(5)
        };
        assert_eq!(cache.known(&other_family), None);
    }

    #[test]
    fn a_known_slice_is_drawn_and_a_huge_one_refused_at_once() {
        let mut session = ready();
        assert_eq!(session.at_once(&slice(8)), None, "the worker computes it");
        assert_eq!(
            session.at_once(&huge()),
            Some(Status::Refused(huge().work()))
        );
        let request = session.start(&slice(8)).expect("posted at once");
        let answer = session.answer(Reply::Done {
            id: request.id,
            cells: cells(&slice(8)),
        });
        assert_eq!(done_of(&answer).slice, slice(8));
        assert!(!session.is_running());
        match session.at_once(&slice(4)) {
            Some(Status::Done(drawn)) => {
                assert_eq!(*drawn, Drawn::new(slice(4), &cells(&slice(4))));
            }
            other => panic!("not from the cache: {other:?}"),
        }
    }

    #[test]
    fn a_request_waits_for_the_worker_to_be_ready() {
        let mut session = Session::default();
        assert_eq!(session.start(&slice(5)), None, "held");
        assert!(session.is_running());
        assert_eq!(
            session.answer(Reply::Ready),
            Answer::Send(Request {
                id: 1,
                slice: slice(5)
            })
        );
        assert_eq!(session.answer(Reply::Ready), Answer::Ignore, "sent once");
        // A fresh worker is not ready until it says so.
        session.stopped();
        session.started();
        assert_eq!(session.start(&slice(6)), None);
    }

    #[test]
    fn only_replies_to_the_current_request_are_shown() {
        let mut session = ready();
        let first = session.start(&slice(5)).expect("posted");
        let second = session.start(&slice(6)).expect("posted");
        assert_eq!((first.id, second.id), (1, 2), "a new id per request");
        let stale = [
            Reply::Progress {
                id: first.id,
                fraction: 0.5,
            },
            Reply::Done {
                id: first.id,
                cells: cells(&slice(5)),
            },
            Reply::Refused {
                id: first.id,
                work: 9,
            },
        ];
        for reply in stale {
            assert_eq!(session.answer(reply), Answer::Ignore);
        }
        assert_eq!(
            session.answer(Reply::Progress {
                id: second.id,
                fraction: 0.25
            }),
            Answer::Show(Status::Computing(0.25))
        );
        let done = session.answer(Reply::Done {
            id: second.id,
            cells: cells(&slice(6)),
        });
        assert_eq!(done_of(&done).slice, slice(6));
        // Once done, the same request's late messages change nothing.
        assert_eq!(
            session.answer(Reply::Progress {
                id: second.id,
                fraction: 1.0
            }),
            Answer::Ignore
        );
    }

    #[test]
    fn a_worker_that_cannot_read_the_request_fails_whatever_it_was_on() {
        let mut session = ready();
        let request = session.start(&slice(5)).expect("posted");
        let error = String::from("the message is of version 2, not 1");
        match session.answer(Reply::Unread {
            error: error.clone(),
        }) {
            Answer::Fail(why) => assert!(why.contains(&error), "{why}"),
            other => panic!("not a failure: {other:?}"),
        }
        assert_eq!(session.fail(), Status::Failed);
        assert!(!session.is_running());
        assert_eq!(
            session.answer(Reply::Done {
                id: request.id,
                cells: cells(&slice(5))
            }),
            Answer::Ignore
        );
        assert!(matches!(
            Session::default().answer(Reply::Unread { error }),
            Answer::Fail(_)
        ));
    }

    #[test]
    fn the_workers_refusal_ends_the_request() {
        let mut session = ready();
        let request = session.start(&slice(5)).expect("posted");
        assert_eq!(
            session.answer(Reply::Refused {
                id: request.id,
                work: 77
            }),
            Answer::Show(Status::Refused(77))
        );
        assert!(!session.is_running());
    }

    #[test]
    fn cancel_and_failure_drop_the_request_and_wait_for_a_fresh_worker() {
        for stop in [Session::cancel as fn(&mut Session) -> Status, Session::fail] {
            let mut session = ready();
            let request = session.start(&slice(5)).expect("posted");
            let status = stop(&mut session);
            assert!(matches!(status, Status::Cancelled | Status::Failed));
            assert!(!session.is_running());
            assert_eq!(
                session.answer(Reply::Done {
                    id: request.id,
                    cells: cells(&slice(5))
                }),
                Answer::Ignore
            );
            assert_eq!(session.start(&slice(5)), None, "not ready");
        }
        assert_eq!(ready().cancel(), Status::Cancelled);
        assert_eq!(ready().fail(), Status::Failed);
    }

    #[test]
    fn each_status_has_its_word_and_progress_is_a_clamped_percentage() {
        let drawn = Rc::new(Drawn::new(slice(2), &cells(&slice(2))));
        let words: Vec<&str> = [
            Status::Computing(0.5),
            Status::Done(drawn),
            Status::Refused(1),
            Status::Cancelled,
            Status::Failed,
        ]
        .iter()
        .map(Status::key)
        .collect();
        assert_eq!(
            words,
            ["computing", "done", "refused", "cancelled", "failed"]
        );
        assert_eq!(percent(0.0), 0);
        assert_eq!(percent(0.426), 42);
        assert_eq!(percent(1.0), 100);
        assert_eq!(percent(-3.0), 0);
        assert_eq!(percent(7.0), 100);
        assert_eq!(percent(f64::NAN), 0);
    }

    #[test]
    fn the_fields_change_one_part_of_the_slice() {
        let start = Slice {
            family: Family::of(Variant::Blocking, 2).unwrap(),
            fixed: vec![3, 7],
            max: 64,
        };
        assert_eq!(
            Edit::Blocks.apply(&start, 3).family,
            Family::of(Variant::Blocking, 3).unwrap()
        );
        assert_eq!(Edit::Heaps.apply(&start, 3).fixed, vec![3]);
        assert_eq!(Edit::Heaps.apply(&start, 6).fixed, vec![3, 7, 5, 5]);
        assert_eq!(Edit::Max.apply(&start, 10).max, 10);
        assert_eq!(Edit::Fixed(1).apply(&start, 9).fixed, vec![3, 9]);
        assert_eq!(Edit::Fixed(5).apply(&start, 9), start, "no such heap");
        let pass = with_family(&start, "pass").expect("a family");
        assert_eq!(
            (pass.family, &pass.fixed, pass.max),
            (Family::of(Variant::Pass, 1).unwrap(), &start.fixed, 64)
        );
        assert_eq!(
            with_family(&pass, "blocking").map(|s| s.family),
            Some(Family::of(Variant::Blocking, 1).unwrap()),
            "Blocking Nim comes back with one block"
        );
        assert_eq!(
            with_family(&start, "blocking").map(|s| s.family),
            Some(Family::of(Variant::Blocking, 2).unwrap())
        );
        assert_eq!(with_family(&start, "chess"), None);
    }

    #[test]
    fn typed_numbers_are_whole_and_from_zero() {
        assert_eq!(typed_number("12"), Some(12));
        assert_eq!(typed_number("  0 "), Some(0));
        for text in ["", " ", "-1", "2.5", "1e3", "abc", "99999999999"] {
            assert_eq!(typed_number(text), None, "{text:?}");
        }
    }
}
