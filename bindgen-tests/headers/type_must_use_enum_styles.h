// bindgen-flags: --must-use-type 'mu_e_.*' --constified-enum-module mu_e_mod --rustified-enum mu_e_rust --newtype-enum mu_e_new --bitfield-enum mu_e_bits
// --must-use-type on enums of every style: the Rust enum or newtype and the
// functions returning it are #[must_use]; a type alias (consts and module
// styles) is not, rustc is phasing that out.
enum mu_e_consts { MU_C_A, MU_C_B };
enum mu_e_mod { MU_M_A, MU_M_B };
enum mu_e_rust { MU_R_A, MU_R_B };
enum mu_e_new { MU_N_A, MU_N_B };
enum mu_e_bits { MU_B_A = 1, MU_B_B = 2 };

enum mu_e_consts mu_get_consts(void);
enum mu_e_mod mu_get_mod(void);
enum mu_e_rust mu_get_rust(void);
enum mu_e_new mu_get_new(void);
enum mu_e_bits mu_get_bits(void);
