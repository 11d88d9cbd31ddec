//! Unit tests of the translation.
