// Doc comments on an enum and its constants.
/// Shapes we know.
enum kind {
    /// Round.
    KIND_CIRCLE,
    /// Four sides.
    KIND_SQUARE,
};
