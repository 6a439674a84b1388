//! Formal public identifiers (ISO 8879 10.2), checked when the SGML declaration says
//! FORMAL YES, with the checks OpenSP makes.

/// What is wrong with a formal public identifier.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FpiError {
    /// A `//` separator is missing (after the owner identifier, or after the public
    /// text description).
    MissingSolidi,
    /// The public text class is not one of ISO 8879's upper-case keywords (10.2.2.1).
    InvalidTextClass,
    /// No space after the public text class.
    MissingSpace,
    /// The public text language is not a name of upper-case letters (10.2.2.4).
    InvalidLanguage,
}

impl FpiError {
    /// What the message says about it.
    pub fn describe(self) -> &'static str {
        match self {
            FpiError::MissingSolidi => "a \"//\" is missing",
            FpiError::InvalidTextClass => {
                "the public text class is not one of CAPACITY, CHARSET, DOCUMENT, DTD, ELEMENTS, ENTITIES, LPD, \
                 NONSGML, NOTATION, SHORTREF, SUBDOC, SYNTAX, TEXT"
            }
            FpiError::MissingSpace => "the public text class is not followed by a space",
            FpiError::InvalidLanguage => "the public text language is not a name of upper-case letters",
        }
    }
}

const TEXT_CLASSES: &[&str] = &[
    "CAPACITY", "CHARSET", "DOCUMENT", "DTD", "ELEMENTS", "ENTITIES", "LPD", "NONSGML", "NOTATION", "SHORTREF",
    "SUBDOC", "SYNTAX", "TEXT",
];

/// Check `id` (normalized: single spaces) as a formal public identifier:
/// `owner // class SPACE [-//] description // language [// version]`.
pub fn check_formal_public_id(id: &str) -> Result<(), FpiError> {
    // The owner identifier: `+//name`, `-//name` or an ISO owner identifier.
    let after_sign = id.strip_prefix("+//").or_else(|| id.strip_prefix("-//")).unwrap_or(id);
    let (_, text) = after_sign.split_once("//").ok_or(FpiError::MissingSolidi)?;
    let (class, rest) = match text.split_once(' ') {
        Some(split) => split,
        None if TEXT_CLASSES.contains(&text) => return Err(FpiError::MissingSpace),
        None => return Err(FpiError::InvalidTextClass),
    };
    if !TEXT_CLASSES.contains(&class) {
        return Err(FpiError::InvalidTextClass);
    }
    let rest = rest.strip_prefix("-//").unwrap_or(rest);
    let (_, language) = rest.split_once("//").ok_or(FpiError::MissingSolidi)?;
    if class == "CHARSET" {
        return Ok(()); // a designating sequence, not a language
    }
    let language = language.split_once("//").map_or(language, |(language, _)| language);
    if language.is_empty() || !language.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err(FpiError::InvalidLanguage);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_as_onsgmls_judges_them() {
        assert_eq!(check_formal_public_id("-//W3C//DTD HTML 4.01//EN"), Ok(()));
        assert_eq!(check_formal_public_id("-//W3C//DTD HTML 4.01//XX"), Ok(()));
        assert_eq!(check_formal_public_id("+//W3C//DTD HTML 4.01//EN"), Ok(()));
        assert_eq!(check_formal_public_id("-//IETF//DTD HTML//EN//2.0"), Ok(()));
        assert_eq!(
            check_formal_public_id("ISO 8879-1986//ENTITIES Added Latin 1//EN//HTML"),
            Ok(())
        );
        assert_eq!(
            check_formal_public_id("ISO/IEC 15445:2000//DTD HyperText Markup Language//EN"),
            Ok(())
        );
        assert_eq!(check_formal_public_id("HTML"), Err(FpiError::MissingSolidi));
        assert_eq!(
            check_formal_public_id("-//W3C//DTD HTML 4.01"),
            Err(FpiError::MissingSolidi)
        );
        assert_eq!(
            check_formal_public_id("-//w3c//dtd html 4.01//en"),
            Err(FpiError::InvalidTextClass)
        );
        assert_eq!(
            check_formal_public_id("-//W3C//DTD HTML 4.01//en"),
            Err(FpiError::InvalidLanguage)
        );
    }
}
