#[repr(C)]
#[derive(Copy, Clone, Debug, Default, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct __BindgenBitfieldUnit<Storage> {
    storage: Storage,
}
impl<Storage> __BindgenBitfieldUnit<Storage> {
    #[inline]
    pub const fn new(storage: Storage) -> Self {
        Self { storage }
    }
    // Bit `i` lives in byte `i / 8`: at bit `i % 8` of it on little-endian
    // targets and at bit `7 - i % 8` on big-endian ones. Accessors copy a span of
    // bytes into a 16-byte window, decode it as one u128, then shift and mask.
    // With constant offsets and widths this folds into plain word operations.
    //
    // First byte and length of the span moved through the window: the whole
    // storage when it fits, so that all accessors of a unit load and store
    // the same word (as C compilers do, which lets consecutive accesses
    // merge), otherwise just the bytes the field covers (at most 9).
    #[inline]
    const fn window_span(
        __bindgen_storage_len: usize,
        bit_offset: usize,
        bit_width: u8,
    ) -> (usize, usize) {
        if __bindgen_storage_len <= 16 {
            return (0, __bindgen_storage_len);
        }
        let __bindgen_first = bit_offset / 8;
        let __bindgen_last = (bit_offset + bit_width as usize - 1) / 8;
        (__bindgen_first, __bindgen_last - __bindgen_first + 1)
    }
    // Reads the field starting at bit `lead` of the span copied to the front
    // of the window.
    #[inline]
    const fn window_get(
        __bindgen_window: [u8; 16],
        __bindgen_lead: usize,
        bit_width: u8,
        __bindgen_big_endian: bool,
    ) -> u64 {
        let __bindgen_mask = !0u64 >> (64 - bit_width as u32);
        let __bindgen_word = if __bindgen_big_endian {
            u128::from_be_bytes(__bindgen_window) >> (128 - __bindgen_lead - bit_width as usize)
        } else {
            u128::from_le_bytes(__bindgen_window) >> __bindgen_lead
        };
        __bindgen_word as u64 & __bindgen_mask
    }
}
impl<Storage> __BindgenBitfieldUnit<Storage>
where
    Storage: AsRef<[u8]> + AsMut<[u8]>,
{
    // Replaces the field at bit `lead` of the window with the low
    // `bit_width` bits of `val`.
    #[inline]
    fn window_set(
        __bindgen_window: &mut [u8; 16],
        __bindgen_lead: usize,
        bit_width: u8,
        val: u64,
        __bindgen_big_endian: bool,
    ) {
        let __bindgen_mask = u128::from(!0u64 >> (64 - u32::from(bit_width)));
        if __bindgen_big_endian {
            let __bindgen_shift = 128 - __bindgen_lead - bit_width as usize;
            let __bindgen_word =
                u128::from_be_bytes(*__bindgen_window) & !(__bindgen_mask << __bindgen_shift);
            *__bindgen_window = (__bindgen_word
                | (u128::from(val) & __bindgen_mask) << __bindgen_shift)
                .to_be_bytes();
        } else {
            let __bindgen_word =
                u128::from_le_bytes(*__bindgen_window) & !(__bindgen_mask << __bindgen_lead);
            *__bindgen_window = (__bindgen_word
                | (u128::from(val) & __bindgen_mask) << __bindgen_lead)
                .to_le_bytes();
        }
    }
    #[inline]
    fn bytes_get(
        __bindgen_bytes: &[u8],
        bit_offset: usize,
        bit_width: u8,
        __bindgen_big_endian: bool,
    ) -> u64 {
        debug_assert!(bit_width <= 64);
        debug_assert!(bit_offset + bit_width as usize <= __bindgen_bytes.len() * 8);
        if bit_width == 0 {
            return 0;
        }
        let (__bindgen_first, __bindgen_len) =
            Self::window_span(__bindgen_bytes.len(), bit_offset, bit_width);
        let mut __bindgen_window = [0u8; 16];
        __bindgen_window[..__bindgen_len]
            .copy_from_slice(&__bindgen_bytes[__bindgen_first..__bindgen_first + __bindgen_len]);
        Self::window_get(
            __bindgen_window,
            bit_offset - __bindgen_first * 8,
            bit_width,
            __bindgen_big_endian,
        )
    }
    #[inline]
    fn bytes_set(
        __bindgen_bytes: &mut [u8],
        bit_offset: usize,
        bit_width: u8,
        val: u64,
        __bindgen_big_endian: bool,
    ) {
        debug_assert!(bit_width <= 64);
        debug_assert!(bit_offset + bit_width as usize <= __bindgen_bytes.len() * 8);
        if bit_width == 0 {
            return;
        }
        let (__bindgen_first, __bindgen_len) =
            Self::window_span(__bindgen_bytes.len(), bit_offset, bit_width);
        let __bindgen_bytes =
            &mut __bindgen_bytes[__bindgen_first..__bindgen_first + __bindgen_len];
        let mut __bindgen_window = [0u8; 16];
        __bindgen_window[..__bindgen_len].copy_from_slice(__bindgen_bytes);
        let __bindgen_lead = bit_offset - __bindgen_first * 8;
        Self::window_set(
            &mut __bindgen_window,
            __bindgen_lead,
            bit_width,
            val,
            __bindgen_big_endian,
        );
        __bindgen_bytes.copy_from_slice(&__bindgen_window[..__bindgen_len]);
    }
    #[inline]
    fn bit_mask(index: usize, __bindgen_big_endian: bool) -> u8 {
        if __bindgen_big_endian {
            0x80 >> (index % 8)
        } else {
            1 << (index % 8)
        }
    }
    #[inline]
    pub fn get_bit(&self, index: usize) -> bool {
        debug_assert!(index / 8 < self.storage.as_ref().len());
        let __bindgen_mask = Self::bit_mask(index, cfg!(target_endian = "big"));
        self.storage.as_ref()[index / 8] & __bindgen_mask != 0
    }
    #[inline]
    pub fn set_bit(&mut self, index: usize, val: bool) {
        debug_assert!(index / 8 < self.storage.as_ref().len());
        let __bindgen_mask = Self::bit_mask(index, cfg!(target_endian = "big"));
        let __bindgen_byte = &mut self.storage.as_mut()[index / 8];
        if val {
            *__bindgen_byte |= __bindgen_mask;
        } else {
            *__bindgen_byte &= !__bindgen_mask;
        }
    }
    #[inline]
    pub fn get(&self, bit_offset: usize, bit_width: u8) -> u64 {
        let __bindgen_big_endian = cfg!(target_endian = "big");
        Self::bytes_get(
            self.storage.as_ref(),
            bit_offset,
            bit_width,
            __bindgen_big_endian,
        )
    }
    #[inline]
    pub fn set(&mut self, bit_offset: usize, bit_width: u8, val: u64) {
        let __bindgen_big_endian = cfg!(target_endian = "big");
        Self::bytes_set(
            self.storage.as_mut(),
            bit_offset,
            bit_width,
            val,
            __bindgen_big_endian,
        );
    }
}
