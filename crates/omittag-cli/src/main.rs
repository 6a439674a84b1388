//! The `omittag` command.

fn main() {}
