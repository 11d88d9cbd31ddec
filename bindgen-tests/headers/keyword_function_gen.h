// A function named after a reserved Rust keyword, with keyword parameters.
int gen(int type, int move);
