//! The Grundy view's session without the page: the request the worker is on (replies to any other
//! are dropped), the status shown, and the last sequence computed (a smaller `max` of the same
//! rule is cut from it rather than computed again).

use std::rc::Rc;

use super::protocol::{Failure, ProtocolError, Reply, Request};
use super::spec::{GrundySpec, Sequence};

/// Where the view's sequence stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// The worker is computing; the part done.
    Computing(f64),
    /// Computed.
    Done(Rc<Sequence>),
    /// Cancel was pressed.
    Cancelled,
    /// The worker computed nothing, and why.
    Failed(Failure),
    /// The page and the worker could not read each other (two releases' protocols, or a bad
    /// message): why, for the console.
    Refused(String),
    /// The worker could not start (no Web Workers, or its files are missing) or broke down.
    Unavailable,
}

impl Status {
    /// The status's word in the page (`data-status`, read by tests).
    pub fn key(&self) -> &'static str {
        match self {
            Status::Computing(_) => "computing",
            Status::Done(_) => "done",
            Status::Cancelled => "cancelled",
            Status::Failed(_) | Status::Refused(_) => "failed",
            Status::Unavailable => "unavailable",
        }
    }
}

/// The part done as a whole percentage, 0 to 100 (a worker's odd number shows as 0 or 100).
pub fn percent(fraction: f64) -> u32 {
    (fraction.clamp(0.0, 1.0) * 100.0) as u32
}

/// What the page does with a reply from the worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// Post this request, held until the worker was ready.
    Send(Request),
    /// Show this status.
    Show(Status),
    /// Nothing: the reply answers a request no longer wanted.
    Ignore,
}

/// The page's side of the worker's conversation.
#[derive(Debug, Default)]
pub struct Session {
    /// The worker has said it is ready; requests sent before would be lost.
    ready: bool,
    /// The request waiting for the worker to be ready.
    queued: Option<Request>,
    /// The request being computed, and what it computes.
    running: Option<(u32, GrundySpec)>,
    next_id: u32,
    /// The last sequence computed.
    last: Option<Rc<Sequence>>,
}

impl Session {
    /// Whether the worker is on a sequence (or will be, once ready).
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Forgets what the worker was doing: the page has stopped it.
    pub fn stopped(&mut self) {
        self.ready = false;
        self.queued = None;
        self.running = None;
    }

    /// The sequence of `spec` known at once: the last one, or cut from it.
    pub fn at_once(&mut self, spec: GrundySpec) -> Option<Rc<Sequence>> {
        let last = self.last.as_ref()?;
        if last.spec == spec {
            return Some(Rc::clone(last));
        }
        if last.spec.rule != spec.rule || last.spec.max < spec.max {
            return None;
        }
        let values = last.values[..=spec.max as usize].to_vec();
        Some(Rc::new(Sequence::new(spec, values)))
    }

    /// Starts computing `spec` under a new id: the request to post now, or `None` while it waits
    /// for the worker to be ready.
    pub fn start(&mut self, spec: GrundySpec) -> Option<Request> {
        self.next_id = self.next_id.wrapping_add(1);
        let request = Request {
            id: self.next_id,
            rule: spec.rule.to_string(),
            max: spec.max,
        };
        self.running = Some((request.id, spec));
        if self.ready {
            Some(request)
        } else {
            self.queued = Some(request);
            None
        }
    }

    /// What the page does with the worker's `reply`; a finished sequence is kept.
    pub fn answer(&mut self, reply: Reply) -> Answer {
        let running = self.running.map(|(id, _)| id);
        match reply {
            Reply::Ready => {
                self.ready = true;
                self.queued.take().map_or(Answer::Ignore, Answer::Send)
            }
            Reply::Progress { id, fraction } if Some(id) == running => {
                Answer::Show(Status::Computing(fraction))
            }
            Reply::Done {
                id,
                values,
                periodicity,
            } if Some(id) == running => {
                let Some((_, spec)) = self.running.take() else {
                    return Answer::Ignore;
                };
                // A worker's answer of the wrong length is not this request's sequence.
                if values.len() != spec.max as usize + 1 {
                    return Answer::Show(Status::Unavailable);
                }
                let sequence = Rc::new(Sequence {
                    spec,
                    values,
                    periodicity,
                });
                self.last = Some(Rc::clone(&sequence));
                Answer::Show(Status::Done(sequence))
            }
            Reply::Failed { id, failure } if Some(id) == running => {
                self.running = None;
                Answer::Show(Status::Failed(failure))
            }
            // The request refused carries no id: it is the one running, if any.
            Reply::Refused { reason } if running.is_some() => {
                self.running = None;
                Answer::Show(Status::Refused(format!(
                    "the worker refused the page's request: {reason}"
                )))
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
        Status::Unavailable
    }

    /// The worker said something the page cannot read: the page stops it.
    pub fn refuse(&mut self, error: ProtocolError) -> Status {
        self.stopped();
        Status::Refused(error.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::{grundy_sequence, Rule};

    fn spec(rule: &str, max: u32) -> GrundySpec {
        GrundySpec {
            rule: rule.parse::<Rule>().expect("a rule"),
            max,
        }
    }

    fn done(id: u32, spec: GrundySpec) -> Reply {
        let values = grundy_sequence(&spec.rule, spec.max as usize).expect("small values");
        let periodicity = nim_solver::proven_period(&spec.rule, &values);
        Reply::Done {
            id,
            values,
            periodicity,
        }
    }

    /// A session whose worker is ready.
    fn ready() -> Session {
        let mut session = Session::default();
        assert_eq!(session.answer(Reply::Ready), Answer::Ignore);
        session
    }

    #[test]
    fn a_request_waits_for_the_worker_to_be_ready() {
        let mut session = Session::default();
        assert_eq!(session.start(spec("kayles", 5)), None, "held");
        assert!(session.is_running());
        assert_eq!(
            session.answer(Reply::Ready),
            Answer::Send(Request {
                id: 1,
                rule: "0.77".into(),
                max: 5
            })
        );
        assert_eq!(session.answer(Reply::Ready), Answer::Ignore, "sent once");
    }

    #[test]
    fn only_replies_to_the_current_request_are_shown_and_the_last_is_kept() {
        let mut session = ready();
        let first = session.start(spec("kayles", 50)).expect("posted");
        let second = session.start(spec("0.56", 400)).expect("posted");
        assert_eq!((first.id, second.id), (1, 2), "a new id per request");
        for stale in [
            Reply::Progress {
                id: first.id,
                fraction: 0.5,
            },
            done(first.id, spec("kayles", 50)),
            Reply::Failed {
                id: first.id,
                failure: Failure::ValueTooLarge(3),
            },
        ] {
            assert_eq!(session.answer(stale), Answer::Ignore);
        }
        assert_eq!(
            session.answer(Reply::Progress {
                id: second.id,
                fraction: 0.25
            }),
            Answer::Show(Status::Computing(0.25))
        );
        let Answer::Show(Status::Done(sequence)) =
            session.answer(done(second.id, spec("0.56", 400)))
        else {
            panic!("not done");
        };
        assert_eq!(sequence.spec, spec("0.56", 400));
        assert!(!session.is_running());
        assert_eq!(
            session.answer(Reply::Progress {
                id: second.id,
                fraction: 1.0
            }),
            Answer::Ignore,
            "late news of a finished request"
        );
        // The same rule to a smaller max is cut from it, its period proven again; others are not.
        let same = session.at_once(spec("0.56", 400)).expect("kept");
        assert!(Rc::ptr_eq(&same, &sequence));
        let cut = session.at_once(spec("0.56", 300)).expect("cut");
        assert_eq!(cut.values, sequence.values[..=300]);
        assert_eq!(*cut, Sequence::new(spec("0.56", 300), cut.values.clone()));
        assert_eq!(session.at_once(spec("0.56", 401)), None);
        assert_eq!(session.at_once(spec("kayles", 10)), None);
    }

    #[test]
    fn a_reply_of_the_wrong_length_fails_and_a_failure_ends_the_request() {
        let mut session = ready();
        let request = session.start(spec("kayles", 10)).expect("posted");
        let answer = session.answer(Reply::Done {
            id: request.id,
            values: vec![0; 3],
            periodicity: None,
        });
        assert_eq!(answer, Answer::Show(Status::Unavailable));
        assert!(!session.is_running());
        let request = session.start(spec("kayles", 10)).expect("posted");
        assert_eq!(
            session.answer(Reply::Failed {
                id: request.id,
                failure: Failure::ValueTooLarge(7)
            }),
            Answer::Show(Status::Failed(Failure::ValueTooLarge(7)))
        );
        assert!(!session.is_running());
    }

    #[test]
    fn a_request_the_worker_refuses_ends_it_and_a_refusal_while_idle_is_ignored() {
        let mut session = ready();
        let refused = || Reply::Refused {
            reason: "malformed".into(),
        };
        assert_eq!(session.answer(refused()), Answer::Ignore, "nothing running");
        session.start(spec("kayles", 10)).expect("posted");
        assert_eq!(
            session.answer(refused()),
            Answer::Show(Status::Refused(
                "the worker refused the page's request: malformed".into()
            ))
        );
        assert!(!session.is_running());
    }

    fn refuse_a_version(session: &mut Session) -> Status {
        session.refuse(ProtocolError::NotBytes)
    }

    #[test]
    fn cancel_and_failure_drop_the_request_and_wait_for_a_fresh_worker() {
        for stop in [
            Session::cancel as fn(&mut Session) -> Status,
            Session::fail,
            refuse_a_version,
        ] {
            let mut session = ready();
            let request = session.start(spec("kayles", 5)).expect("posted");
            let status = stop(&mut session);
            assert!(matches!(
                status,
                Status::Cancelled | Status::Unavailable | Status::Refused(_)
            ));
            assert!(!session.is_running());
            assert_eq!(
                session.answer(done(request.id, spec("kayles", 5))),
                Answer::Ignore
            );
            assert_eq!(session.start(spec("kayles", 5)), None, "not ready");
        }
    }

    #[test]
    fn each_status_has_its_word_and_progress_is_a_clamped_percentage() {
        let words: Vec<&str> = [
            Status::Computing(0.5),
            Status::Done(Rc::new(Sequence::new(spec("kayles", 0), vec![0]))),
            Status::Cancelled,
            Status::Failed(Failure::TooLarge(2)),
            Status::Refused(String::new()),
            Status::Unavailable,
        ]
        .iter()
        .map(Status::key)
        .collect();
        assert_eq!(
            words,
            [
                "computing",
                "done",
                "cancelled",
                "failed",
                "failed",
                "unavailable"
            ]
        );
        assert_eq!(percent(0.426), 42);
        assert_eq!(percent(-3.0), 0);
        assert_eq!(percent(7.0), 100);
        assert_eq!(percent(f64::NAN), 0);
    }
}
