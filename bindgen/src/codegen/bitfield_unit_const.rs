// Accessors whose field position is a const parameter: the offset and width
// are part of each call's type, so every shift and mask is a compile-time
// constant. The generated field accessors call these. They move bytes
// through the same 16-byte window as the runtime-offset methods; `get_const`
// and `raw_get_const` copy byte by byte so that they can be `const fn`.
impl<const N: usize> __BindgenBitfieldUnit<[u8; N]> {
    // The window holding the bytes of a field, starting at its span's first
    // byte (see `window_span`), and that first byte. `bytes` must be valid
    // for reads of N bytes.
    #[inline]
    const unsafe fn const_window(
        __bindgen_bytes: *const u8,
        bit_offset: usize,
        bit_width: u8,
    ) -> ([u8; 16], usize) {
        let (__bindgen_first, __bindgen_len) = Self::window_span(N, bit_offset, bit_width);
        let mut __bindgen_window = [0u8; 16];
        let mut __bindgen_i = 0;
        while __bindgen_i < __bindgen_len {
            // `first + len <= N`, so this stays inside the storage.
            __bindgen_window[__bindgen_i] =
                unsafe { core::ptr::read(__bindgen_bytes.add(__bindgen_first + __bindgen_i)) };
            __bindgen_i += 1;
        }
        (__bindgen_window, __bindgen_first)
    }
    /// Reads the field of `BIT_WIDTH` bits (at most 64) starting at bit
    /// `BIT_OFFSET` of the unit.
    #[inline]
    pub const fn get_const<const BIT_OFFSET: usize, const BIT_WIDTH: u8>(&self) -> u64 {
        debug_assert!(BIT_WIDTH <= 64);
        debug_assert!(BIT_OFFSET + BIT_WIDTH as usize <= N * 8);
        if BIT_WIDTH == 0 {
            return 0;
        }
        let __bindgen_bytes = &self.storage as *const [u8; N] as *const u8;
        let (__bindgen_window, __bindgen_first) =
            unsafe { Self::const_window(__bindgen_bytes, BIT_OFFSET, BIT_WIDTH) };
        let __bindgen_big_endian = cfg!(target_endian = "big");
        Self::window_get(
            __bindgen_window,
            BIT_OFFSET - __bindgen_first * 8,
            BIT_WIDTH,
            __bindgen_big_endian,
        )
    }
    /// Stores the low `BIT_WIDTH` bits of `val` into the field starting at
    /// bit `BIT_OFFSET`, leaving every other bit alone.
    #[inline]
    pub fn set_const<const BIT_OFFSET: usize, const BIT_WIDTH: u8>(&mut self, val: u64) {
        debug_assert!(BIT_WIDTH <= 64);
        debug_assert!(BIT_OFFSET + BIT_WIDTH as usize <= N * 8);
        self.set(BIT_OFFSET, BIT_WIDTH, val)
    }
    /// Like `get_const`, through `this` without creating a reference.
    ///
    /// # Safety
    /// `this` must be valid for reads of the whole unit.
    #[inline]
    pub const unsafe fn raw_get_const<const BIT_OFFSET: usize, const BIT_WIDTH: u8>(
        this: *const Self,
    ) -> u64 {
        debug_assert!(BIT_WIDTH <= 64);
        debug_assert!(BIT_OFFSET + BIT_WIDTH as usize <= N * 8);
        if BIT_WIDTH == 0 {
            return 0;
        }
        let __bindgen_bytes = unsafe { core::ptr::addr_of!((*this).storage) as *const u8 };
        let (__bindgen_window, __bindgen_first) =
            unsafe { Self::const_window(__bindgen_bytes, BIT_OFFSET, BIT_WIDTH) };
        let __bindgen_big_endian = cfg!(target_endian = "big");
        Self::window_get(
            __bindgen_window,
            BIT_OFFSET - __bindgen_first * 8,
            BIT_WIDTH,
            __bindgen_big_endian,
        )
    }
    /// Like `set_const`, through `this` without creating a reference.
    ///
    /// # Safety
    /// `this` must be valid for reads and writes of the whole unit.
    #[inline]
    pub unsafe fn raw_set_const<const BIT_OFFSET: usize, const BIT_WIDTH: u8>(
        this: *mut Self,
        val: u64,
    ) {
        debug_assert!(BIT_WIDTH <= 64);
        debug_assert!(BIT_OFFSET + BIT_WIDTH as usize <= N * 8);
        unsafe { Self::raw_set(this, BIT_OFFSET, BIT_WIDTH, val) }
    }
}
