//! The app's views, one folder per view holding its state, its components and its tests.

pub mod explore;
