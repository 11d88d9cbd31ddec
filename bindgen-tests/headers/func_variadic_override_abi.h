// bindgen-flags: --override-abi to_win64=win64 --override-abi to_efi=efiapi --override-abi to_c_unwind=C-unwind --override-abi ms_to_c=C
// A C-variadic function whose ABI is `win64` (here by `--override-abi`)
// is left out, as upstream; other ABIs (`efiapi`, `C-unwind`) keep it,
// and an `ms_abi` one overridden to `C` stays.
int to_win64(int, ...);
int to_efi(int, ...);
int to_c_unwind(int, ...);
__attribute__((ms_abi)) int ms_to_c(int, ...);
int fixed(int);
