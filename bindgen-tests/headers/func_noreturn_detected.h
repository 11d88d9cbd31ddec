// bindgen-flags: --enable-function-attribute-detection
// With attribute detection, _Noreturn gives `-> !` and
// warn_unused_result gives #[must_use].
_Noreturn void abort_now(void);
__attribute__((warn_unused_result)) int try_lock(int id);
