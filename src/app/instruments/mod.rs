//! The lab bench's instruments: a measuring tape, a protractor, photogates and a stopwatch, moved with the
//! set-up tool, read in the Instruments window and beside themselves, the gates' table in the CSV export.

pub mod bench;
pub mod gates;
pub mod readings;
pub mod tools;
