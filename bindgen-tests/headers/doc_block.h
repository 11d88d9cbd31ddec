// Block doc comments on a function and a global.
/**
 * Computes a checksum.
 *
 * @param data the bytes
 */
unsigned checksum(const unsigned char *data);

/** The last error code. */
extern int last_error;
