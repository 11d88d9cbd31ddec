// Accessors through a raw pointer to the unit. They never create a reference
// to the unit or its storage, so they stay usable while the bytes are shared
// (e.g. behind an `UnsafeCell` that C also writes to). `Storage` is a byte
// array, so its size is its length.
impl<Storage> __BindgenBitfieldUnit<Storage>
where
    Storage: AsRef<[u8]> + AsMut<[u8]>,
{
    #[inline]
    unsafe fn raw_bytes(this: *const Self) -> *const u8 {
        unsafe { core::ptr::addr_of!((*this).storage).cast::<u8>() }
    }
    #[inline]
    unsafe fn raw_bytes_mut(this: *mut Self) -> *mut u8 {
        unsafe { core::ptr::addr_of_mut!((*this).storage).cast::<u8>() }
    }
    /// Reads bit `index` through `this` without creating a reference.
    ///
    /// # Safety
    /// `this` must be valid for reads of the whole unit.
    #[inline]
    pub unsafe fn raw_get_bit(this: *const Self, index: usize) -> bool {
        debug_assert!(index / 8 < core::mem::size_of::<Storage>());
        let __bindgen_mask = Self::bit_mask(index, cfg!(target_endian = "big"));
        let __bindgen_byte = unsafe { core::ptr::read(Self::raw_bytes(this).add(index / 8)) };
        __bindgen_byte & __bindgen_mask != 0
    }
    /// Writes bit `index` through `this` without creating a reference.
    ///
    /// # Safety
    /// `this` must be valid for reads and writes of the whole unit.
    #[inline]
    pub unsafe fn raw_set_bit(this: *mut Self, index: usize, val: bool) {
        debug_assert!(index / 8 < core::mem::size_of::<Storage>());
        let __bindgen_mask = Self::bit_mask(index, cfg!(target_endian = "big"));
        unsafe {
            let __bindgen_byte = Self::raw_bytes_mut(this).add(index / 8);
            let __bindgen_old = core::ptr::read(__bindgen_byte);
            core::ptr::write(
                __bindgen_byte,
                if val {
                    __bindgen_old | __bindgen_mask
                } else {
                    __bindgen_old & !__bindgen_mask
                },
            );
        }
    }
    /// Like `get`, through `this` without creating a reference.
    ///
    /// # Safety
    /// `this` must be valid for reads of the whole unit, and the field must
    /// lie inside it with `bit_width <= 64`.
    #[inline]
    pub unsafe fn raw_get(this: *const Self, bit_offset: usize, bit_width: u8) -> u64 {
        debug_assert!(bit_width <= 64);
        debug_assert!(bit_offset + bit_width as usize <= core::mem::size_of::<Storage>() * 8);
        if bit_width == 0 {
            return 0;
        }
        let __bindgen_size = core::mem::size_of::<Storage>();
        let (__bindgen_first, __bindgen_len) =
            Self::window_span(__bindgen_size, bit_offset, bit_width);
        let mut __bindgen_window = [0u8; 16];
        unsafe {
            let __bindgen_src = Self::raw_bytes(this).add(__bindgen_first);
            core::ptr::copy_nonoverlapping(
                __bindgen_src,
                __bindgen_window[..__bindgen_len].as_mut_ptr(),
                __bindgen_len,
            );
        }
        let __bindgen_big_endian = cfg!(target_endian = "big");
        Self::window_get(
            __bindgen_window,
            bit_offset - __bindgen_first * 8,
            bit_width,
            __bindgen_big_endian,
        )
    }
    /// Like `set`, through `this` without creating a reference.
    ///
    /// # Safety
    /// `this` must be valid for reads and writes of the whole unit, and the
    /// field must lie inside it with `bit_width <= 64`.
    #[inline]
    pub unsafe fn raw_set(this: *mut Self, bit_offset: usize, bit_width: u8, val: u64) {
        debug_assert!(bit_width <= 64);
        debug_assert!(bit_offset + bit_width as usize <= core::mem::size_of::<Storage>() * 8);
        if bit_width == 0 {
            return;
        }
        let __bindgen_size = core::mem::size_of::<Storage>();
        let (__bindgen_first, __bindgen_len) =
            Self::window_span(__bindgen_size, bit_offset, bit_width);
        let mut __bindgen_window = [0u8; 16];
        let __bindgen_big_endian = cfg!(target_endian = "big");
        unsafe {
            let __bindgen_bytes = Self::raw_bytes_mut(this).add(__bindgen_first);
            core::ptr::copy_nonoverlapping(
                __bindgen_bytes,
                __bindgen_window[..__bindgen_len].as_mut_ptr(),
                __bindgen_len,
            );
            Self::window_set(
                &mut __bindgen_window,
                bit_offset - __bindgen_first * 8,
                bit_width,
                val,
                __bindgen_big_endian,
            );
            core::ptr::copy_nonoverlapping(
                __bindgen_window[..__bindgen_len].as_ptr(),
                __bindgen_bytes,
                __bindgen_len,
            );
        }
    }
}
