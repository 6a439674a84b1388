//! The `omittag` command: one subcommand a module, dispatched here.
#![forbid(unsafe_code)]

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod catalog;
mod check;
mod decl;
mod document_options;
mod dtd;
mod esis;
mod files;
mod human;
mod report;
mod serve;
mod tree;
mod validate;
mod warc;

/// Read legacy HTML as SGML, the way the W3C validator's onsgmls does.
#[derive(Parser, Debug)]
#[command(name = "omittag", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The subcommands; each has a module of its own.
///
/// Each subcommand's arguments are built only when that subcommand is parsed or its help
/// is asked for (`defer`): a run of `check` does not build the arguments of the other six,
/// a third of the instructions of a one-shot run of a tiny page went to that.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
enum Command {
    /// Read an SGML declaration and summarize it: character set, syntax, quantities,
    /// features (or report what is wrong with it).
    Decl(decl::Args),
    /// Load a DTD by public identifier (through the catalogs) or from a file, and print
    /// it as parsed: elements, attributes, entities, notations.
    Dtd(dtd::Args),
    /// Print a document's ESIS as onsgmls prints it, and its messages.
    Esis(esis::Args),
    /// Parse and validate documents, printing only their messages (as `onsgmls -s`).
    Check(check::Args),
    /// Print a document's typed tree: implied tags marked, attributes with their
    /// declared values, specified or defaulted; its messages on stderr.
    Tree(tree::Args),
    /// Validate documents and directories as the W3C Markup Validator does: messages
    /// with their source lines, explanations and hints, a verdict per document, and a
    /// summary; or lines for editors (gnu), JSON, or onsgmls's message lines.
    ///
    /// Exit status: 0 when every document is valid (tentatively valid included: checked
    /// against another DTD than the one it names), 1 when one is not, 2 when a file
    /// cannot be read, there is nothing to validate, or for a usage error. A closed
    /// standard output (`| head`) ends the run quietly, with status 0.
    Validate(validate::Args),
    /// Serve the validator on the web: a form and result page at `/`, the Nu HTML
    /// Checker's JSON at `POST /?out=json`, omittag's report at `POST /api/validate`,
    /// `/health` and `/metrics`. Listens on 127.0.0.1:8888 unless told. Documents read no
    /// file and no URL is fetched.
    Serve(serve::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Decl(args) => decl::run(&args),
        Command::Dtd(args) => dtd::run(&args),
        Command::Esis(args) => esis::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Tree(args) => tree::run(&args),
        Command::Validate(args) => validate::run(&args),
        Command::Serve(args) => serve::run(&args),
    }
}

/// A usage mistake found after the arguments were read (an unknown encoding label, DOCTYPE
/// identifier): said on stderr; exit status 2, as clap gives for its own.
pub(crate) fn usage_error(error: &str) -> ExitCode {
    eprintln!("omittag: {error}");
    ExitCode::from(2)
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::Cli;

    /// The subcommands' arguments are built when used (`defer`), after their help texts
    /// were set from `Command`'s doc comments: an `Args` struct with a doc comment of its
    /// own would replace the help of its subcommand then. Each keeps its text.
    #[test]
    fn each_subcommand_keeps_its_help_when_built() {
        let unbuilt = Cli::command();
        let mut built = Cli::command();
        built.build();
        for sub in unbuilt.get_subcommands() {
            let after = built.find_subcommand(sub.get_name()).expect("the same subcommands");
            assert!(
                after.get_arguments().next().is_some(),
                "{}: arguments built",
                sub.get_name()
            );
            assert_eq!(
                sub.get_about().map(ToString::to_string),
                after.get_about().map(ToString::to_string),
                "{}",
                sub.get_name()
            );
            assert_eq!(
                sub.get_long_about().map(ToString::to_string),
                after.get_long_about().map(ToString::to_string),
                "{}",
                sub.get_name()
            );
        }
        built.debug_assert();
    }
}
