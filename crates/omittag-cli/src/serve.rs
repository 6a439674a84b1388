//! `omittag serve`: the validator on the web (the `omittag-web` crate): a form and
//! result page for people, the Nu HTML Checker's JSON and our own report for programs,
//! health and metrics.

use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

// (Not a doc comment: clap would take it for the subcommand's help, over the one in main.rs.)
// Serve the validator over HTTP until stopped.
#[derive(clap::Args, Debug)]
pub(crate) struct Args {
    /// The address and port to listen on (`0.0.0.0:8888` for every interface).
    #[arg(long, value_name = "ADDR", default_value = omittag_web::DEFAULT_LISTEN)]
    listen: SocketAddr,
    /// The largest request body (a document, or a form with one), in bytes; a larger
    /// one is answered 413.
    #[arg(long, value_name = "BYTES", default_value_t = 16 << 20)]
    max_body: usize,
    /// How many seconds one document's check may take (answered 503 past it).
    #[arg(long, value_name = "SECONDS", default_value_t = 20)]
    document_time: u64,
    /// How many seconds a whole request may take, its body included (408 past it).
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    request_time: u64,
    /// How many documents are checked at once (default: one per core).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    workers: Option<u16>,
    /// How many milliseconds a request whose Content-Length is over --max-body waits
    /// before it is answered 413 (its body unread); 0 answers at once.
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    oversize_pause: u64,
    /// Serve the offline page at `/offline/` from the files `scripts/build-offline DIR`
    /// wrote in DIR (read once, at start).
    #[arg(long, value_name = "DIR")]
    offline: Option<std::path::PathBuf>,
    /// Fetch a document by its URL (`GET /?doc=URL`, and a field of the form): http and
    /// https only, within the body limit, never from this server's own address nor
    /// (without --fetch-private) from a loopback, private or link-local one.
    #[arg(long)]
    allow_fetch: bool,
    /// With --allow-fetch: also fetch from loopback, private and link-local addresses
    /// (for a server on a private network).
    #[arg(long, requires = "allow_fetch")]
    fetch_private: bool,
    /// With --allow-fetch: how many seconds a fetch may take, redirects included.
    #[arg(long, value_name = "SECONDS", default_value_t = 10, requires = "allow_fetch")]
    fetch_time: u64,
}

/// Run the subcommand.
pub(crate) fn run(args: &Args) -> ExitCode {
    let mut limits = omittag_web::Limits::default();
    limits.body_bytes = args.max_body;
    limits.document_time = Duration::from_secs(args.document_time.max(1));
    limits.request_time = Duration::from_secs(args.request_time.max(1));
    limits.oversize_pause = Duration::from_millis(args.oversize_pause);
    if let Some(workers) = args.workers {
        limits.workers = usize::from(workers);
    }
    if args.allow_fetch {
        let mut fetching = omittag_web::Fetching::default();
        fetching.private_addresses = args.fetch_private;
        fetching.time = Duration::from_secs(args.fetch_time.max(1));
        limits.fetch = Some(fetching);
    }
    let offline = match args.offline.as_deref().map(omittag_web::OfflinePage::read).transpose() {
        Ok(offline) => offline,
        Err(error) => {
            eprintln!("omittag serve: cannot read the offline page: {error}");
            return ExitCode::from(2);
        }
    };
    match omittag_web::serve(args.listen, limits, offline) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("omittag serve: cannot serve on {}: {error}", args.listen);
            ExitCode::from(2)
        }
    }
}
