//! Time bounds that hold however loaded the machine is: the CPU time the calling thread
//! spends, not the time on the clock. With seven builds sharing two cores, the debug-build
//! hostile tests took 12–49 s on the clock for about a tenth of that in CPU time; a bound on
//! the clock failed them for the load, not for the code. The clock keeps a backstop, ten
//! times as long, against a true hang (a thread blocked on a read spends no CPU time).

#![allow(dead_code)] // each test file uses what it needs

use std::time::{Duration, Instant};

/// The CPU time the calling thread has used so far, or `None` where it cannot be read.
///
/// Linux's `/proc/thread-self/schedstat` gives it in nanoseconds; failing that (a kernel
/// without scheduler statistics), `/proc/thread-self/stat` gives user and system time in
/// clock ticks, 100 a second on every Linux configuration that matters here.
pub(crate) fn thread_cpu_time() -> Option<Duration> {
    if let Ok(schedstat) = std::fs::read_to_string("/proc/thread-self/schedstat")
        && let Some(nanos) = schedstat.split_whitespace().next().and_then(|n| n.parse().ok())
    {
        return Some(Duration::from_nanos(nanos));
    }
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // The command name, in parentheses, may hold blanks: count the fields after it.
    let (_, fields) = stat.rsplit_once(')')?;
    let mut fields = fields.split_whitespace();
    // After the name: state is field 3, utime 14 and stime 15 (proc(5)).
    let utime: u64 = fields.nth(11)?.parse().ok()?;
    let stime: u64 = fields.next()?.parse().ok()?;
    Some(Duration::from_millis((utime + stime) * 10))
}

/// Run `f`, failing if it spends more than `bound` of this thread's CPU time, or, as a
/// backstop against a hang, more than ten times `bound` on the clock. Where CPU time
/// cannot be read, the clock alone is held to `bound`.
pub(crate) fn cpu_bounded<T>(what: &str, bound: Duration, f: impl FnOnce() -> T) -> T {
    let cpu_start = thread_cpu_time();
    let start = Instant::now();
    let result = f();
    let took = start.elapsed();
    match cpu_start.zip(thread_cpu_time()) {
        Some((cpu_start, cpu_end)) => {
            let cpu = cpu_end.saturating_sub(cpu_start);
            assert!(cpu < bound, "{what} took {cpu:?} of CPU time ({took:?} on the clock)");
            assert!(took < 10 * bound, "{what} took {took:?} on the clock (a hang?)");
        }
        None => assert!(took < bound, "{what} took {took:?}"),
    }
    result
}
