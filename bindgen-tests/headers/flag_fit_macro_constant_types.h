// bindgen-flags: --fit-macro-constant-types
#define BYTE 200
#define WORD 60000
#define DWORD 70000
#define QWORD 5000000000
#define NEG -5
