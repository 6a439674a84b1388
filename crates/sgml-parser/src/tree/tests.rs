//! Tests of the tree: hand-made event sequences and parses of small documents.
