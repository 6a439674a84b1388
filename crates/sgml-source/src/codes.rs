//! [`diagnostic_codes!`](crate::diagnostic_codes): the one declaration of the stable codes
//! of an enum of diagnostic kinds, from which its `code()` and its list of codes are made.
//!
//! A kind's code is an interface (JSON output, filters, explanations): it is written
//! once, beside its variant's name, and both the match that gives it and the list of
//! every code (`CODES`) are generated from that line, so that they cannot disagree. A
//! variant with no line is a compile error (the generated match is not exhaustive); a
//! new kind is one more line.

/// Declares the stable code of every variant of a diagnostic kind enum, once.
///
/// ```
/// use sgml_source::diagnostic_codes;
///
/// #[derive(Debug)]
/// enum Kind {
///     TooLong { length: usize },
///     Empty,
///     Nested(Inner),
/// }
/// #[derive(Debug)]
/// enum Inner {
///     Loop,
/// }
/// diagnostic_codes! {
///     Inner {
///         Loop => "loop",
///     }
/// }
/// diagnostic_codes! {
///     Kind {
///         TooLong => "too-long",
///         Empty => "empty",
///     }
///     // Variants that hold a kind of their own give its code, and their codes are
///     // listed by that kind.
///     delegate Nested,
/// }
///
/// assert_eq!(Kind::CODES, ["too-long", "empty"]);
/// assert_eq!(Kind::TooLong { length: 3 }.code(), "too-long");
/// assert_eq!(Kind::Nested(Inner::Loop).code(), "loop");
/// ```
///
/// This gives the enum an inherent `pub const CODES: &[&str]` (every code, in the order
/// written) and `pub fn code(&self) -> &'static str`, which its
/// [`DiagnosticKind::code`](crate::DiagnosticKind::code) returns.
#[macro_export]
macro_rules! diagnostic_codes {
    ($kind:ident { $($variant:ident => $code:literal,)* } $(delegate $inner:ident,)*) => {
        impl $kind {
            /// Every code [`code`](Self::code) gives a kind of this type (but those of
            /// the kinds it holds), in declaration order: for explanations,
            /// documentation and filters that must cover them all.
            pub const CODES: &'static [&'static str] = &[$($code),*];

            /// The stable kebab-case code of this kind.
            pub fn code(&self) -> &'static str {
                match self {
                    $($kind::$variant { .. } => $code,)*
                    $($kind::$inner(inner) => inner.code(),)*
                }
            }
        }
    };
}
