//! `omittag serve`: started on a port the system chooses, asked for its health over
//! HTTP, then stopped.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};

#[test]
fn serve_listens_where_told_and_answers() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_omittag"))
        .args(["serve", "--listen", "127.0.0.1:0", "--workers", "1"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    stderr.read_line(&mut line).unwrap();
    let addr = line
        .trim()
        .strip_prefix("omittag serve: listening on http://")
        .and_then(|rest| rest.strip_suffix('/'))
        .unwrap_or_else(|| panic!("{line}"))
        .to_owned();
    let mut stream = TcpStream::connect(&addr).unwrap();
    stream
        .write_all(b"GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.ends_with("{\"status\":\"ok\"}"), "{answer}");
}

#[test]
fn an_unparsable_address_is_a_usage_error_and_the_help_names_the_default() {
    let output = Command::new(env!("CARGO_BIN_EXE_omittag"))
        .args(["serve", "--listen", "not-an-address"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let help = Command::new(env!("CARGO_BIN_EXE_omittag"))
        .args(["serve", "--help"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&help.stdout).contains("127.0.0.1:8888"));
}
