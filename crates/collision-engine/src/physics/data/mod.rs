//! What several stages share: the contacts of the step, the touching pairs, the sleep state, the warm-start
//! impulses and the step's stats. The stages read and write these; none of them imports another stage for them.

pub(crate) mod contacts;
pub(crate) mod sleep_state;
pub(crate) mod stats;
pub(crate) mod touching;
pub(crate) mod warm_start;
