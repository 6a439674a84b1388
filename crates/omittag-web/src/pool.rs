//! The bounded pool parsing runs on.
//!
//! Parsing is synchronous and may take long for a large document, so it runs on tokio's
//! blocking threads, at most [`Limits::workers`](crate::Limits::workers) at once (a
//! semaphore); a request waits for a turn at most [`Limits::queue_wait`](crate::Limits::queue_wait)
//! and for its document at most [`Limits::document_time`](crate::Limits::document_time).
//! A document past its time keeps its turn until its parse ends (the parser cannot be
//! stopped midway), so that slow documents never take more than their share of threads.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Semaphore;

use crate::refusal::Refusal;

/// The bounded pool parsing runs on.
pub(crate) struct Pool {
    permits: Arc<Semaphore>,
    queue_wait: Duration,
    document_time: Duration,
}

impl Pool {
    /// A pool of `workers` threads at most.
    pub(crate) fn new(workers: usize, queue_wait: Duration, document_time: Duration) -> Pool {
        Pool {
            permits: Arc::new(Semaphore::new(workers.max(1))),
            queue_wait,
            document_time,
        }
    }

    /// Run `work` on a blocking thread when a turn is free: its result, or why not
    /// (no turn in time, no result in time, or it panicked).
    pub(crate) async fn run<T, F>(&self, work: F) -> Result<T, Refusal>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    {
        let permit = tokio::time::timeout(self.queue_wait, Arc::clone(&self.permits).acquire_owned())
            .await
            .map_err(|_| Refusal::Busy)?
            .map_err(|_| Refusal::Busy)?;
        let task = tokio::task::spawn_blocking(move || {
            let _turn = permit;
            work()
        });
        match tokio::time::timeout(self.document_time, task).await {
            Err(_) => Err(Refusal::TimedOut(self.document_time)),
            Ok(Err(_panicked)) => Err(Refusal::Failed),
            Ok(Ok(result)) => Ok(result),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_panic_in_the_pool_is_a_failure_and_the_pool_goes_on() {
        let pool = Pool::new(1, Duration::from_secs(5), Duration::from_secs(5));
        let failed = pool.run(|| -> u32 { panic!("a worker's panic") }).await;
        assert!(matches!(failed, Err(Refusal::Failed)));
        assert_eq!(pool.run(|| 7).await.unwrap(), 7);
    }

    #[tokio::test]
    async fn a_slow_document_times_out_and_keeps_its_turn() {
        let pool = Pool::new(1, Duration::from_millis(50), Duration::from_millis(50));
        let slow = pool.run(|| std::thread::sleep(Duration::from_millis(400))).await;
        assert!(matches!(slow, Err(Refusal::TimedOut(_))));
        // Its thread still runs: the one turn is taken, the next waits and is refused.
        assert!(matches!(pool.run(|| ()).await, Err(Refusal::Busy)));
    }
}
