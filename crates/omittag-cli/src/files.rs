//! The options that let a document read files its own system identifiers name, shared
//! by the commands that parse documents.

use std::path::PathBuf;

use sgml_dtd::catalog::FileAccess;

/// Which files a document's external entities may name beyond those the catalogs locate.
#[derive(clap::Args, Debug, Default)]
pub(crate) struct FileArgs {
    /// Let documents read files under this directory that their system identifiers name
    /// (may be repeated). By default only files the catalogs locate are read.
    #[arg(long = "allow-files", value_name = "DIR")]
    allow_files: Vec<PathBuf>,
    /// Let documents read any file their system identifiers name, as onsgmls does (for
    /// documents you trust).
    #[arg(long)]
    allow_all_files: bool,
}

impl FileArgs {
    /// The policy these options ask for.
    pub(crate) fn access(&self) -> FileAccess {
        if self.allow_all_files {
            FileAccess::All
        } else if self.allow_files.is_empty() {
            FileAccess::CatalogsOnly
        } else {
            FileAccess::Directories(self.allow_files.clone())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_follows_the_options() {
        assert_eq!(FileArgs::default().access(), FileAccess::CatalogsOnly);
        let dirs = FileArgs {
            allow_files: vec!["a".into()],
            allow_all_files: false,
        };
        assert_eq!(dirs.access(), FileAccess::Directories(vec!["a".into()]));
        let all = FileArgs {
            allow_files: vec!["a".into()],
            allow_all_files: true,
        };
        assert_eq!(all.access(), FileAccess::All);
    }
}
