//! Load on a running `omittag serve`, for `bench/serve-load`: `--clients` clients post
//! the pages of `--dir` (`*.html`, in turn) to `POST /?out=json` until `--requests` are
//! answered, and print the requests per second, the median and 99th percentile latency
//! and the failed requests (any answer but 200, or none). Meanwhile `--slow` clients each
//! trickle a body one byte every 100 ms, and `--large` clients each send bodies of
//! `--large-bytes` (by default one byte over the server's 16 MiB limit), again and
//! again. Only to 127.0.0.1.
//!
//! `cargo run --release -p omittag-web --example serve_load -- --addr 127.0.0.1:8888
//! --dir ../shared/corpus --requests 20000 --clients 64 [--slow 100 --large 20]`

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};

struct Args {
    addr: SocketAddr,
    dir: PathBuf,
    requests: usize,
    clients: usize,
    slow: usize,
    large: usize,
    large_bytes: usize,
}

fn args() -> Args {
    let mut args = Args {
        addr: "127.0.0.1:8888".parse().unwrap(),
        dir: PathBuf::from("../shared/corpus"),
        requests: 10_000,
        clients: 64,
        slow: 0,
        large: 0,
        large_bytes: (16 << 20) + 1,
    };
    let given: Vec<String> = std::env::args().skip(1).collect();
    for pair in given.chunks(2) {
        let value = pair.get(1).map(String::as_str).unwrap_or("");
        let number = || {
            value
                .parse::<usize>()
                .unwrap_or_else(|_| panic!("{}: a number", pair[0]))
        };
        match pair[0].as_str() {
            "--addr" => args.addr = value.parse().expect("--addr: an address"),
            "--dir" => args.dir = PathBuf::from(value),
            "--requests" => args.requests = number(),
            "--clients" => args.clients = number(),
            "--slow" => args.slow = number(),
            "--large" => args.large = number(),
            "--large-bytes" => args.large_bytes = number(),
            other => panic!("unknown option {other}"),
        }
    }
    assert!(args.addr.ip().is_loopback(), "only to 127.0.0.1");
    args
}

/// The `*.html` files under `dir`.
fn pages(dir: &Path, out: &mut Vec<Vec<u8>>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            pages(&path, out);
        } else if path.extension().is_some_and(|e| e == "html") {
            out.push(std::fs::read(&path).unwrap());
        }
    }
}

#[tokio::main]
async fn main() {
    let args = args();
    let mut bodies = Vec::new();
    pages(&args.dir, &mut bodies);
    assert!(!bodies.is_empty(), "no *.html in {}", args.dir.display());
    let bodies = Arc::new(bodies);
    let done = Arc::new(AtomicBool::new(false));
    let abuse = (args.slow > 0 || args.large > 0).then(|| {
        let counts = Arc::new((AtomicUsize::new(0), AtomicUsize::new(0)));
        for _ in 0..args.slow {
            tokio::spawn(trickle(args.addr, Arc::clone(&done), Arc::clone(&counts)));
        }
        for _ in 0..args.large {
            tokio::spawn(large(
                args.addr,
                args.large_bytes,
                Arc::clone(&done),
                Arc::clone(&counts),
            ));
        }
        counts
    });
    // Let the abusers start before the measure.
    if abuse.is_some() {
        tokio::time::sleep(Duration::from_secs(2)).await;
    }
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(120))
        .pool_max_idle_per_host(args.clients)
        .build()
        .unwrap();
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..args.clients {
        let (client, bodies, next) = (client.clone(), Arc::clone(&bodies), Arc::clone(&next));
        let (url, requests) = (format!("http://{}/?out=json", args.addr), args.requests);
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut failed = 0usize;
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= requests {
                    break;
                }
                let body = bodies[i % bodies.len()].clone();
                let sent = Instant::now();
                let answer = client
                    .post(&url)
                    .header("Content-Type", "text/html")
                    .body(body)
                    .send()
                    .await;
                let ok = match answer {
                    Ok(response) => response.status() == 200 && response.bytes().await.is_ok(),
                    Err(_) => false,
                };
                latencies.push(sent.elapsed());
                failed += usize::from(!ok);
            }
            (latencies, failed)
        }));
    }
    let mut latencies = Vec::new();
    let mut failed = 0;
    for task in tasks {
        let (l, f) = task.await.unwrap();
        latencies.extend(l);
        failed += f;
    }
    let took = started.elapsed();
    done.store(true, Ordering::Relaxed);
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)];
    println!(
        "requests {} failed {} in {:.2} s: {:.0} requests/s, p50 {:.1} ms, p99 {:.1} ms, {} documents",
        latencies.len(),
        failed,
        took.as_secs_f64(),
        latencies.len() as f64 / took.as_secs_f64(),
        at(0.50).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        bodies.len()
    );
    if let Some(counts) = abuse {
        println!(
            "abuse: {} slow connections cut off by the server, {} large bodies refused 413",
            counts.0.load(Ordering::Relaxed),
            counts.1.load(Ordering::Relaxed)
        );
    }
}

/// A client that sends a request head promising 1,000 bytes of body and trickles them,
/// a byte every 100 ms, on a new connection each time the server cuts it off.
async fn trickle(addr: SocketAddr, done: Arc<AtomicBool>, counts: Arc<(AtomicUsize, AtomicUsize)>) {
    while !done.load(Ordering::Relaxed) {
        let Ok(mut stream) = tokio::net::TcpStream::connect(addr).await else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let head = b"POST /?out=json HTTP/1.1\r\nHost: x\r\nContent-Type: text/html\r\nContent-Length: 1000\r\n\r\n";
        if stream.write_all(head).await.is_err() {
            continue;
        }
        for _ in 0..1000 {
            if done.load(Ordering::Relaxed) || stream.write_all(b"x").await.is_err() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
            let mut peek = [0u8; 1];
            if let Ok(Ok(_)) = tokio::time::timeout(Duration::from_millis(1), stream.read(&mut peek)).await {
                counts.0.fetch_add(1, Ordering::Relaxed);
                break;
            }
        }
    }
}

/// A client that sends bodies of `bytes` again and again.
async fn large(addr: SocketAddr, bytes: usize, done: Arc<AtomicBool>, counts: Arc<(AtomicUsize, AtomicUsize)>) {
    // Shared, not copied: the clients' own work stays small beside the server's.
    let body = bytes::Bytes::from(b"<p>large ".iter().copied().cycle().take(bytes).collect::<Vec<u8>>());
    let client = reqwest::Client::new();
    while !done.load(Ordering::Relaxed) {
        let answer = client
            .post(format!("http://{addr}/api/validate"))
            .body(body.clone())
            .send()
            .await;
        if answer.is_ok_and(|r| r.status() == 413) {
            counts.1.fetch_add(1, Ordering::Relaxed);
        }
    }
}
