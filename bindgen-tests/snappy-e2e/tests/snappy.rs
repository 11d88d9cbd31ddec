//! Calls into the system's Snappy through the bindings our bindgen made of
//! `snappy.h`: free functions in a namespace, linked by their mangled names,
//! overloads numbered as upstream numbers them (`GetUncompressedLength1` for
//! the `(const char *, size_t, size_t *)` one, after the `Source *` one),
//! `size_t` out-parameters, `bool` results and `struct iovec` from the
//! system headers. Compressing and decompressing round-trips the data;
//! corrupt input is rejected.
//!
//! Without the library (no `libsnappy-dev`) outside CI, the build script
//! makes empty bindings and only `library_missing` runs; under CI the build
//! fails instead.

#[cfg(snappy_missing)]
#[test]
fn library_missing() {
    eprintln!("snappy tests NOT RUN: install libsnappy-dev");
}

#[cfg(not(snappy_missing))]
mod with_library {
    use bindgen_snappy_e2e::*;

    /// Some compressible input: a repeated phrase with a counter.
    fn input() -> Vec<u8> {
        (0..200)
            .flat_map(|i| format!("row {i:03}: the quick brown fox; ").into_bytes())
            .collect()
    }

    fn compress(data: &[u8]) -> Vec<u8> {
        let max = unsafe { snappy_MaxCompressedLength(data.len()) };
        assert!(max >= data.len(), "the bound covers incompressible input");
        let mut out = vec![0u8; max];
        let mut len = 0usize;
        unsafe {
            snappy_RawCompress(
                data.as_ptr().cast(),
                data.len(),
                out.as_mut_ptr().cast(),
                &mut len,
            )
        };
        assert!(len <= max);
        out.truncate(len);
        out
    }

    #[test]
    fn round_trip() {
        let data = input();
        let packed = compress(&data);
        assert!(
            packed.len() < data.len() / 2,
            "{} of {} bytes",
            packed.len(),
            data.len()
        );
        assert!(unsafe { snappy_IsValidCompressedBuffer(packed.as_ptr().cast(), packed.len()) });
        let mut size = 0usize;
        assert!(unsafe {
            snappy_GetUncompressedLength1(packed.as_ptr().cast(), packed.len(), &mut size)
        });
        assert_eq!(size, data.len());
        let mut back = vec![0u8; size];
        assert!(unsafe {
            snappy_RawUncompress(
                packed.as_ptr().cast(),
                packed.len(),
                back.as_mut_ptr().cast(),
            )
        });
        assert_eq!(back, data);
    }

    #[test]
    fn uncompress_into_iovecs() {
        let data = input();
        let packed = compress(&data);
        // Two buffers split unevenly: the library fills them in order.
        let mut first = vec![0u8; 1000];
        let mut second = vec![0u8; data.len() - 1000];
        let iov = [
            iovec {
                iov_base: first.as_mut_ptr().cast(),
                iov_len: first.len(),
            },
            iovec {
                iov_base: second.as_mut_ptr().cast(),
                iov_len: second.len(),
            },
        ];
        assert!(unsafe {
            snappy_RawUncompressToIOVec(
                packed.as_ptr().cast(),
                packed.len(),
                iov.as_ptr(),
                iov.len(),
            )
        });
        first.extend_from_slice(&second);
        assert_eq!(first, data);
    }

    #[test]
    fn corrupt_input_is_rejected() {
        let mut packed = compress(&input());
        // The varint length prefix claims far more than the data holds.
        packed[0] = 0xff;
        packed[1] = 0xff;
        packed[2] = 0xff;
        assert!(!unsafe { snappy_IsValidCompressedBuffer(packed.as_ptr().cast(), packed.len()) });
        let mut out = vec![0u8; 16];
        assert!(!unsafe {
            snappy_RawUncompress(
                packed.as_ptr().cast(),
                packed.len(),
                out.as_mut_ptr().cast(),
            )
        });
    }
}
