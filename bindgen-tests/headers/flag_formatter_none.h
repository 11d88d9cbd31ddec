// bindgen-flags: --formatter none
// --formatter none: the output is the unformatted token stream.
struct raw_tokens {
    int a;
    unsigned char b[2];
};

int raw_fn(int x);
