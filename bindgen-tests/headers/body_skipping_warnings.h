// bindgen-flags: -- -Wall -Werror
// Static functions and variables used only inside other function bodies
// must not look unused under -Wall -Werror (bindgen does not parse bodies).
static unsigned long counter_table[4];
static const int counter_step = 2;

static unsigned long *counter_slot(unsigned int n)
{
    return &counter_table[n & 3];
}

/* Not static: the only user of the helpers above. */
void counter_bump(unsigned int n)
{
    *counter_slot(n) += counter_step;
}

unsigned long counter_read(unsigned int n);
