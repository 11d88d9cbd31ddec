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
        let mask = Self::bit_mask(index, cfg!(target_endian = "big"));
        let byte = unsafe { core::ptr::read(Self::raw_bytes(this).add(index / 8)) };
        byte & mask != 0
    }
    /// Writes bit `index` through `this` without creating a reference.
    ///
    /// # Safety
    /// `this` must be valid for reads and writes of the whole unit.
    #[inline]
    pub unsafe fn raw_set_bit(this: *mut Self, index: usize, val: bool) {
        debug_assert!(index / 8 < core::mem::size_of::<Storage>());
        let mask = Self::bit_mask(index, cfg!(target_endian = "big"));
        unsafe {
            let byte = Self::raw_bytes_mut(this).add(index / 8);
            let old = core::ptr::read(byte);
            core::ptr::write(byte, if val { old | mask } else { old & !mask });
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
        let size = core::mem::size_of::<Storage>();
        let (first, len) = Self::window_span(size, bit_offset, bit_width);
        let mut window = [0u8; 16];
        unsafe {
            let src = Self::raw_bytes(this).add(first);
            core::ptr::copy_nonoverlapping(src, window[..len].as_mut_ptr(), len);
        }
        let big_endian = cfg!(target_endian = "big");
        Self::window_get(window, bit_offset - first * 8, bit_width, big_endian)
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
        let size = core::mem::size_of::<Storage>();
        let (first, len) = Self::window_span(size, bit_offset, bit_width);
        let mut window = [0u8; 16];
        let big_endian = cfg!(target_endian = "big");
        unsafe {
            let bytes = Self::raw_bytes_mut(this).add(first);
            core::ptr::copy_nonoverlapping(bytes, window[..len].as_mut_ptr(), len);
            Self::window_set(
                &mut window,
                bit_offset - first * 8,
                bit_width,
                val,
                big_endian,
            );
            core::ptr::copy_nonoverlapping(window[..len].as_ptr(), bytes, len);
        }
    }
}
