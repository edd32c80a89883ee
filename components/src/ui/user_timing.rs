//! Entries in the browser's performance panel for the work a reader waits on: each widget's mount
//! (`mount NAME`) and each file set made into a model (`make FILE`), so a trace shows which of
//! them a long task was.

/// Runs `work`, recorded as a user-timing measure called `name` (where the browser has them).
pub fn measured<T>(name: &str, work: impl FnOnce() -> T) -> T {
    let performance = web_sys::window().and_then(|w| w.performance());
    let start = format!("{name}:start");
    if let Some(p) = &performance {
        p.mark(&start).ok();
    }
    let out = work();
    if let Some(p) = &performance {
        p.measure_with_start_mark(name, &start).ok();
    }
    out
}
