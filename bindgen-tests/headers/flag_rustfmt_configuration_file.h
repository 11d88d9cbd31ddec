// bindgen-flags: --rustfmt-configuration-file '{headers}/include/rustfmt_narrow.toml'

/* rustfmt with the user's configuration (72 columns here). */
struct wide_record { unsigned long long first_member; double second_member; };
int combine_values(struct wide_record *record, unsigned long long extra_value);
