//! Fetching a document by its URL (`GET /?doc=URL`), only when the server was started
//! with it ([`Fetching`]).
//!
//! Only `http` and `https`. Before each hop (the URL asked, then each redirect, at most
//! [`Fetching::redirects`]) the host's name is resolved and every address it has is
//! checked: never the server's own listening address, and never a loopback, private,
//! link-local, shared (100.64/10), multicast, broadcast, unspecified or documentation
//! address unless [`Fetching::private_addresses`] allows those; the connection is then
//! made to the checked addresses only (the name is not resolved again, so that a DNS
//! answer that changes between the check and the connection cannot lead elsewhere), with
//! no proxy. The body is read up to the server's body limit; the whole fetch, redirects
//! included, has [`Fetching::time`]. The `Content-Type` it came with is passed on as an
//! upload's.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

use axum::body::Bytes;
use reqwest::Url;
use reqwest::header::{CONTENT_TYPE, LOCATION};

use crate::refusal::Refusal;

/// How the server fetches a document by its URL, when it does.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Fetching {
    /// Whether loopback, private, link-local and other non-public addresses may be
    /// fetched from (never the server's own listening address). Default: no.
    pub private_addresses: bool,
    /// How long a fetch may take, redirects included. Default: 10 s.
    pub time: Duration,
    /// How many redirects are followed. Default: 5.
    pub redirects: u8,
}

impl Default for Fetching {
    fn default() -> Fetching {
        Fetching {
            private_addresses: false,
            time: Duration::from_secs(10),
            redirects: 5,
        }
    }
}

/// A fetched document.
#[derive(Debug)]
pub(crate) struct Fetched {
    /// Its bytes.
    pub(crate) body: Bytes,
    /// The URL it came from, after redirects.
    pub(crate) url: String,
    /// Its `Content-Type`.
    pub(crate) content_type: Option<String>,
}

/// What fetches documents for the server.
pub(crate) struct Fetcher {
    policy: Fetching,
    /// The server's own listening address.
    own: SocketAddr,
    /// The largest document, in bytes.
    max_bytes: usize,
}

impl Fetcher {
    pub(crate) fn new(policy: Fetching, own: SocketAddr, max_bytes: usize) -> Fetcher {
        Fetcher { policy, own, max_bytes }
    }

    /// The document at `url`, or why not.
    pub(crate) async fn fetch(&self, url: &str) -> Result<Fetched, Refusal> {
        let url = Url::parse(url).map_err(|e| Refusal::BadRequest(format!("the URL {url:?} cannot be read: {e}")))?;
        match tokio::time::timeout(self.policy.time, self.follow(url)).await {
            Ok(fetched) => fetched,
            Err(_) => Err(Refusal::NotFetched(format!(
                "it took longer than this server's limit of {} s",
                self.policy.time.as_secs_f64()
            ))),
        }
    }

    /// `url`, following its redirects.
    async fn follow(&self, mut url: Url) -> Result<Fetched, Refusal> {
        let mut seen = vec![url.clone()];
        loop {
            let response = self.get(&url).await?;
            let status = response.status();
            if status.is_redirection() {
                let location = response
                    .headers()
                    .get(LOCATION)
                    .and_then(|l| l.to_str().ok())
                    .ok_or_else(|| Refusal::NotFetched(format!("{url} answered {status} with no Location")))?;
                let next = url
                    .join(location)
                    .map_err(|e| Refusal::NotFetched(format!("{url} redirects to {location:?}, not a URL: {e}")))?;
                if !matches!(next.scheme(), "http" | "https") {
                    return Err(Refusal::NotFetched(format!(
                        "{url} redirects to {next}, and only http and https URLs are fetched"
                    )));
                }
                if seen.contains(&next) {
                    return Err(Refusal::NotFetched(format!("{url} redirects in a loop (to {next})")));
                }
                if seen.len() > usize::from(self.policy.redirects) {
                    return Err(Refusal::NotFetched(format!(
                        "more than {} redirects (the last to {next})",
                        self.policy.redirects
                    )));
                }
                seen.push(next.clone());
                url = next;
                continue;
            }
            if !status.is_success() {
                return Err(Refusal::NotFetched(format!("{url} answered {status}")));
            }
            let content_type = response
                .headers()
                .get(CONTENT_TYPE)
                .and_then(|t| t.to_str().ok())
                .map(str::to_owned);
            let body = self.read_body(response).await?;
            return Ok(Fetched {
                body,
                url: url.to_string(),
                content_type,
            });
        }
    }

    /// One request to `url`, on a connection to its checked addresses.
    async fn get(&self, url: &Url) -> Result<reqwest::Response, Refusal> {
        if !matches!(url.scheme(), "http" | "https") {
            return Err(Refusal::BadRequest(format!(
                "{url}: only http and https URLs are fetched"
            )));
        }
        let port = url
            .port_or_known_default()
            .ok_or_else(|| Refusal::BadRequest(format!("{url}: no port")))?;
        let host = url
            .host_str()
            .ok_or_else(|| Refusal::BadRequest(format!("{url}: no host")))?;
        let mut client = reqwest::Client::builder()
            .no_proxy()
            .redirect(reqwest::redirect::Policy::none())
            .user_agent(concat!("omittag-serve/", env!("CARGO_PKG_VERSION")));
        // The URL parser wrote an address as an address (IPv6 in brackets).
        let literal = host.trim_start_matches('[').trim_end_matches(']').parse::<IpAddr>();
        if let Ok(ip) = literal {
            self.check(url, SocketAddr::new(ip, port))?;
        } else {
            let addresses: Vec<SocketAddr> = tokio::net::lookup_host((host, port))
                .await
                .map_err(|e| Refusal::NotFetched(format!("the host {host} cannot be found: {e}")))?
                .collect();
            if addresses.is_empty() {
                return Err(Refusal::NotFetched(format!("the host {host} has no address")));
            }
            for &address in &addresses {
                self.check(url, address)?;
            }
            client = client.resolve_to_addrs(host, &addresses);
        }
        let client = client
            .build()
            .map_err(|e| Refusal::NotFetched(format!("no HTTP client: {e}")))?;
        client
            .get(url.clone())
            .send()
            .await
            .map_err(|e| Refusal::NotFetched(format!("{url}: {}", error_chain(&e))))
    }

    /// Refuse `address` (of `url`) when it is the server's own or not public (unless
    /// allowed).
    fn check(&self, url: &Url, address: SocketAddr) -> Result<(), Refusal> {
        let ip = canonical(address.ip());
        let own_ip = canonical(self.own.ip());
        if address.port() == self.own.port() && (ip == own_ip || own_ip.is_unspecified() || ip.is_loopback()) {
            return Err(Refusal::Forbidden(format!("{url} is this server itself ({address})")));
        }
        if let Some(kind) = not_public(ip)
            && (!self.policy.private_addresses || ip.is_unspecified())
        {
            return Err(Refusal::Forbidden(format!(
                "{url} is at {ip}, a {kind} address, which this server does not fetch from"
            )));
        }
        Ok(())
    }

    /// The body of `response`, at most the server's limit.
    async fn read_body(&self, mut response: reqwest::Response) -> Result<Bytes, Refusal> {
        if response.content_length().is_some_and(|n| n > self.max_bytes as u64) {
            return Err(Refusal::TooLarge(self.max_bytes));
        }
        let mut body = Vec::new();
        while let Some(chunk) = response
            .chunk()
            .await
            .map_err(|e| Refusal::NotFetched(format!("its body could not be read: {}", error_chain(&e))))?
        {
            if body.len() + chunk.len() > self.max_bytes {
                return Err(Refusal::TooLarge(self.max_bytes));
            }
            body.extend_from_slice(&chunk);
        }
        Ok(Bytes::from(body))
    }
}

/// An IPv4 address mapped into IPv6 as the IPv4 address, so that it is checked as one.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// What kind of address `ip` is when it is not a public unicast one.
fn not_public(ip: IpAddr) -> Option<&'static str> {
    match ip {
        IpAddr::V4(v4) => not_public_v4(v4),
        IpAddr::V6(v6) => not_public_v6(v6),
    }
}

fn not_public_v4(ip: Ipv4Addr) -> Option<&'static str> {
    let [a, b, ..] = ip.octets();
    Some(if ip.is_unspecified() || a == 0 {
        "unspecified (\"this network\")"
    } else if ip.is_loopback() {
        "loopback"
    } else if ip.is_private() {
        "private"
    } else if ip.is_link_local() {
        "link-local"
    } else if a == 100 && (64..128).contains(&b) {
        "shared (carrier-grade NAT)"
    } else if ip.is_multicast() || ip.is_broadcast() || a >= 240 {
        "multicast, broadcast or reserved"
    } else if ip.is_documentation()
        || (a == 198 && (18..20).contains(&b))
        || (a == 192 && b == 0 && ip.octets()[2] == 0)
    {
        "documentation, benchmarking or protocol-assignment"
    } else {
        return None;
    })
}

fn not_public_v6(ip: Ipv6Addr) -> Option<&'static str> {
    let first = ip.segments()[0];
    Some(if ip.is_unspecified() {
        "unspecified"
    } else if ip.is_loopback() {
        "loopback"
    } else if first & 0xfe00 == 0xfc00 {
        "private (unique local)"
    } else if first & 0xffc0 == 0xfe80 || first & 0xffc0 == 0xfec0 {
        "link-local"
    } else if ip.is_multicast() {
        "multicast"
    } else if first == 0x2001 && ip.segments()[1] == 0x0db8 {
        "documentation"
    } else if first == 0x0064 && ip.segments()[1] == 0xff9b {
        // NAT64 embeds an IPv4 address, which may be a private one.
        return not_public_v4(Ipv4Addr::from((u128::from(ip) & 0xffff_ffff) as u32));
    } else if first == 0x2002 {
        // 6to4 embeds an IPv4 address too.
        let [_, hi, lo, ..] = ip.segments();
        return not_public_v4(Ipv4Addr::from((u32::from(hi) << 16) | u32::from(lo)));
    } else {
        return None;
    })
}

/// An error with the errors it came from, as one line.
fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fetcher(private_addresses: bool) -> Fetcher {
        let policy = Fetching {
            private_addresses,
            ..Fetching::default()
        };
        Fetcher::new(policy, "127.0.0.1:8888".parse().unwrap(), 1000)
    }

    fn checked(fetcher: &Fetcher, address: &str) -> Result<(), Refusal> {
        let address: SocketAddr = address.parse().unwrap();
        fetcher.check(&Url::parse("http://x/").unwrap(), address)
    }

    #[test]
    fn non_public_addresses_are_refused_unless_allowed() {
        let strict = fetcher(false);
        for address in [
            "127.0.0.1:80",
            "10.1.2.3:80",
            "172.16.0.1:80",
            "192.168.1.1:80",
            "169.254.169.254:80",
            "100.64.0.1:80",
            "0.0.0.0:80",
            "224.0.0.1:80",
            "255.255.255.255:80",
            "[::1]:80",
            "[fc00::1]:80",
            "[fe80::1]:80",
            "[::ffff:127.0.0.1]:80",
            "[::ffff:10.0.0.1]:80",
            "[64:ff9b::a00:1]:80",
            "[2002:c0a8:101::1]:80",
            "[::]:80",
        ] {
            assert!(
                matches!(checked(&strict, address), Err(Refusal::Forbidden(_))),
                "{address}"
            );
        }
        for address in [
            "93.184.216.34:80",
            "[2606:2800:220:1::1]:443",
            "[64:ff9b::5db8:d822]:80",
        ] {
            assert_eq!(checked(&strict, address), Ok(()), "{address}");
        }
        let lenient = fetcher(true);
        assert_eq!(checked(&lenient, "127.0.0.1:8000"), Ok(()));
        assert_eq!(checked(&lenient, "192.168.1.1:80"), Ok(()));
        // Never "any address", and never the server itself.
        assert!(matches!(checked(&lenient, "0.0.0.0:80"), Err(Refusal::Forbidden(_))));
        let itself = checked(&lenient, "127.0.0.1:8888");
        assert!(
            matches!(&itself, Err(Refusal::Forbidden(why)) if why.contains("this server itself")),
            "{itself:?}"
        );
        assert!(matches!(
            checked(&lenient, "[::ffff:127.0.0.1]:8888"),
            Err(Refusal::Forbidden(_))
        ));
    }

    #[test]
    fn the_refusal_says_which_address_and_why() {
        let refused = checked(&fetcher(false), "169.254.169.254:80");
        assert!(
            matches!(&refused, Err(Refusal::Forbidden(why)) if why == "http://x/ is at 169.254.169.254, a link-local address, which this server does not fetch from"),
            "{refused:?}"
        );
    }

    #[tokio::test]
    async fn only_http_and_https_are_fetched() {
        let fetcher = fetcher(true);
        for url in ["ftp://example.com/a.html", "file:///etc/passwd", "data:text/html,<p>x"] {
            let refused = fetcher.fetch(url).await;
            assert!(
                matches!(&refused, Err(Refusal::BadRequest(why)) if why.contains("only http and https")),
                "{url}: {refused:?}"
            );
        }
        assert!(matches!(fetcher.fetch("not a url").await, Err(Refusal::BadRequest(_))));
    }
}
