//! How each kind of position is drawn, chosen by the game's board kind (`nim_solver::Board`):
//! `heaps` a row of heaps, `ring` counters on a circle; `geometry` their shared trigonometry.

pub mod geometry;
pub mod heaps;
pub mod ring;
