//! The progress line of a long `nim grundy` on a terminal's stderr: values done of the whole,
//! percent, values a second and the time left, one line rewritten in place and cleared at the
//! end; nothing at all where stderr is not a terminal, so pipes and tests see no change.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

/// The least time between two drawings: a few a second reads as live and costs nothing.
const REDRAW: Duration = Duration::from_millis(250);

/// The progress line of one run.
pub struct Progress {
    /// Whether stderr is a terminal: otherwise nothing is drawn.
    shown: bool,
    started: Instant,
    /// Values given before this run started (by `--resume`): not counted in the rate.
    given: usize,
    /// When the line was last drawn, if it is on the screen.
    drawn: Option<Instant>,
}

impl Progress {
    /// A line for a run that starts with `given` values already known.
    pub fn new(given: usize) -> Progress {
        Progress {
            shown: io::stderr().is_terminal(),
            started: Instant::now(),
            given,
            drawn: None,
        }
    }

    /// Redraws the line for `done` of `total` values, if the last drawing is old enough.
    pub fn update(&mut self, done: usize, total: usize) {
        if !self.shown {
            return;
        }
        let now = Instant::now();
        let last = self.drawn.unwrap_or(self.started);
        if now.duration_since(last) < REDRAW {
            return;
        }
        let elapsed = now.duration_since(self.started).as_secs_f64();
        let line = line(
            done,
            total,
            done.saturating_sub(self.given) as f64 / elapsed,
        );
        // A failed write to the terminal only loses the line.
        let _ = write!(io::stderr().lock(), "\r{line}\x1b[K");
        self.drawn = Some(now);
    }

    /// Clears the line, before anything else is written to stderr and at the end.
    pub fn clear(&mut self) {
        if self.drawn.take().is_some() {
            let _ = write!(io::stderr().lock(), "\r\x1b[K");
        }
    }
}

/// `1,234,567 of 4,536,508 values (27.2%), 102,400 a second, about 32 s left`.
fn line(done: usize, total: usize, rate: f64) -> String {
    let percent = 100.0 * done as f64 / total.max(1) as f64;
    let line = format!(
        "{} of {} values ({percent:.1}%), {} a second",
        grouped(done),
        grouped(total),
        grouped(rate as usize)
    );
    if rate < 1.0 {
        return line;
    }
    let left = total.saturating_sub(done) as f64 / rate;
    format!("{line}, about {} left", duration(left))
}

/// `4,536,508`: thousands grouped, as a long count is read at a glance.
fn grouped(number: usize) -> String {
    let digits = number.to_string();
    let mut out = String::with_capacity(digits.len() * 4 / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// `45 s`, `3 min 20 s`, `2 h 05 min`: as precise as a guess of the time left deserves.
fn duration(seconds: f64) -> String {
    let seconds = seconds.round() as u64;
    match seconds {
        0..60 => format!("{seconds} s"),
        60..3600 => format!("{} min {:02} s", seconds / 60, seconds % 60),
        _ => format!("{} h {:02} min", seconds / 3600, seconds % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_says_done_total_percent_rate_and_time_left() {
        assert_eq!(
            line(1_234_567, 4_536_508, 102_400.0),
            "1,234,567 of 4,536,508 values (27.2%), 102,400 a second, about 32 s left"
        );
        assert_eq!(line(0, 1, 0.0), "0 of 1 values (0.0%), 0 a second");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(2_147_483_648), "2,147,483,648");
        assert_eq!(duration(199.6), "3 min 20 s");
        assert_eq!(duration(7500.0), "2 h 05 min");
    }
}
