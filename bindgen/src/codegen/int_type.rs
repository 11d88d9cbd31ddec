//! The Rust integer type of an integer macro constant (as upstream chooses it), decided by value.

/// Rust integer types a macro constant can be emitted as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RustInt {
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `u8`
    U8,
    /// `u16`
    U16,
    /// `u32`
    U32,
    /// `u64`
    U64,
}

impl RustInt {
    /// The Rust spelling, e.g. `u32`.
    pub(crate) fn name(self) -> &'static str {
        match self {
            RustInt::I8 => "i8",
            RustInt::I16 => "i16",
            RustInt::I32 => "i32",
            RustInt::I64 => "i64",
            RustInt::U8 => "u8",
            RustInt::U16 => "u16",
            RustInt::U32 => "u32",
            RustInt::U64 => "u64",
        }
    }
}

/// Whether `value` can be written as some Rust integer type up to 64 bits.
pub(crate) fn fits_rust(value: i128) -> bool {
    (i128::from(i64::MIN)..=i128::from(u64::MAX)).contains(&value)
}

/// Rust type of an integer macro constant, decided by its value only.
pub(crate) fn rust_int_type(value: i128, prefer_signed: bool, fit: bool) -> RustInt {
    let within = |lo: i128, hi: i128| (lo..=hi).contains(&value);
    if fit {
        if value >= 0 && !prefer_signed {
            return if value <= i128::from(u8::MAX) {
                RustInt::U8
            } else if value <= i128::from(u16::MAX) {
                RustInt::U16
            } else if value <= i128::from(u32::MAX) {
                RustInt::U32
            } else {
                RustInt::U64
            };
        }
        return if within(i8::MIN.into(), i8::MAX.into()) {
            RustInt::I8
        } else if within(i16::MIN.into(), i16::MAX.into()) {
            RustInt::I16
        } else if within(i32::MIN.into(), i32::MAX.into()) {
            RustInt::I32
        } else if value > i128::from(i64::MAX) {
            RustInt::U64
        } else {
            RustInt::I64
        };
    }
    if value < 0 {
        return if value >= i128::from(i32::MIN) {
            RustInt::I32
        } else {
            RustInt::I64
        };
    }
    if prefer_signed {
        if value <= i128::from(i32::MAX) {
            RustInt::I32
        } else if value <= i128::from(i64::MAX) {
            RustInt::I64
        } else {
            RustInt::U64
        }
    } else if value <= i128::from(u32::MAX) {
        RustInt::U32
    } else {
        RustInt::U64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rust_types() {
        use RustInt::*;
        let u32max = i128::from(u32::MAX);
        let i32min = i128::from(i32::MIN);
        let i32max = i128::from(i32::MAX);
        let i64max = i128::from(i64::MAX);
        assert_eq!(rust_int_type(0, false, false), U32);
        assert_eq!(rust_int_type(u32max, false, false), U32);
        assert_eq!(rust_int_type(u32max + 1, false, false), U64);
        assert_eq!(rust_int_type(-1, false, false), I32);
        assert_eq!(rust_int_type(i32min, false, false), I32);
        assert_eq!(rust_int_type(i32min - 1, false, false), I64);
        assert_eq!(rust_int_type(0, true, false), I32);
        assert_eq!(rust_int_type(i32max, true, false), I32);
        assert_eq!(rust_int_type(i32max + 1, true, false), I64);
        assert_eq!(rust_int_type(i64max, true, false), I64);
        assert_eq!(rust_int_type(i64max + 1, true, false), U64);
        assert_eq!(rust_int_type(-1, true, false), I32);
        assert_eq!(rust_int_type(i32min - 1, true, false), I64);
        assert_eq!(rust_int_type(255, false, true), U8);
        assert_eq!(rust_int_type(256, false, true), U16);
        assert_eq!(rust_int_type(65535, false, true), U16);
        assert_eq!(rust_int_type(65536, false, true), U32);
        assert_eq!(rust_int_type(u32max + 1, false, true), U64);
        assert_eq!(rust_int_type(-1, false, true), I8);
        assert_eq!(rust_int_type(-128, false, true), I8);
        assert_eq!(rust_int_type(-129, false, true), I16);
        assert_eq!(rust_int_type(-32769, false, true), I32);
        assert_eq!(rust_int_type(i32min - 1, false, true), I64);
        assert_eq!(rust_int_type(127, true, true), I8);
        assert_eq!(rust_int_type(128, true, true), I16);
        assert_eq!(rust_int_type(32768, true, true), I32);
        assert_eq!(rust_int_type(i32max + 1, true, true), I64);
        assert_eq!(rust_int_type(i128::from(u64::MAX), true, true), U64);
        assert!(fits_rust(i128::from(u64::MAX)));
        assert!(!fits_rust(i128::from(u64::MAX) + 1));
        assert!(fits_rust(i128::from(i64::MIN)));
        assert!(!fits_rust(i128::from(i64::MIN) - 1));
    }
}
