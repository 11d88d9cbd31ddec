// bindgen-flags: --allowlist-function "nettle_.*" -- -idirafter /usr/include -idirafter /usr/include/x86_64-linux-gnu
#include <nettle/sha2.h>
#include <nettle/aes.h>
#include <nettle/gcm.h>
#include <nettle/rsa.h>
#include <nettle/ecdsa.h>
#include <nettle/hmac.h>
