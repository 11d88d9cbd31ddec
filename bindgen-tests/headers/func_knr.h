// An old-style declaration with no prototype.
void legacy_entry();
int legacy_count();
