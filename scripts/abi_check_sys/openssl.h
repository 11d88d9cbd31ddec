// bindgen-flags: --allowlist-function "(SSL|TLS|DTLS|EVP|BIO|X509|PEM|ERR|RSA|EC|BN|OPENSSL|CRYPTO|HMAC|RAND)_.*" -- -idirafter /usr/include -idirafter /usr/include/x86_64-linux-gnu
#include <openssl/ssl.h>
#include <openssl/evp.h>
#include <openssl/x509.h>
#include <openssl/pem.h>
#include <openssl/err.h>
#include <openssl/rsa.h>
#include <openssl/ec.h>
#include <openssl/bn.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
