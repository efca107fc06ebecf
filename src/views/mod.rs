//! The app's views, one folder per view holding its state, its components and its tests.

pub mod analysis;
pub mod board;
pub mod chunk;
pub mod diagram;
pub mod envelope;
pub mod explore;
pub mod grundy;
pub mod present;
pub mod quiz;
pub mod review;
pub mod worker;
pub mod worksheet;
