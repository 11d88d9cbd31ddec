// bindgen-flags: --override-abi 'wobble_e.*=efiapi' --override-abi 'wobble_.*=C-unwind' --override-abi 'wobble_s.*=system' --override-abi 'wobble_w.*=win64' --override-abi 'wobble_we=efiapi' --override-abi 'wobble_over=win64'
// Several --override-abi patterns match one name: the ABI that wins depends
// on which ABIs are involved, not on the order of the options. Overloads are
// matched by their C name, not by their numbered Rust name.

void wobble_plain(int knob);
void wobble_ea(void);
void wobble_sb(double dial);
void wobble_wa(void);
void wobble_we(void);
void other_thing(void);
__attribute__((overloadable)) void wobble_over(void);
__attribute__((overloadable)) void wobble_over(int knob);
