// Helper header included by include_local_header.h (not a test case).
#define SHARED_LIMIT 4

struct shared_point {
    int x;
    int y;
};
