// Trailing doc comments after members.
struct version {
    int major; /**< Major number. */
    int minor; /**< Minor number. */
};
