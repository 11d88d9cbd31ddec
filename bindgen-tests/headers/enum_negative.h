// An enum with negative values uses a signed type.
enum status {
    STATUS_ERR = -2,
    STATUS_RETRY = -1,
    STATUS_OK = 0,
};
