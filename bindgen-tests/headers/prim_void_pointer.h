// void pointers, const and mutable.
struct user_data {
    void *data;
    const void *cdata;
};

void *ud_get(const struct user_data *u);
