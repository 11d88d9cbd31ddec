// Triple-slash doc comments on a struct and its fields.
/// A rectangle.
/// Second line of the doc.
struct rect {
    /// Width in pixels.
    int w;
    /// Height in pixels.
    int h;
};
