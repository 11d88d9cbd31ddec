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
    const fn window_span(storage_len: usize, bit_offset: usize, bit_width: u8) -> (usize, usize) {
        if storage_len <= 16 {
            return (0, storage_len);
        }
        let first = bit_offset / 8;
        let last = (bit_offset + bit_width as usize - 1) / 8;
        (first, last - first + 1)
    }
    // Reads the field starting at bit `lead` of the span copied to the front
    // of the window.
    #[inline]
    const fn window_get(window: [u8; 16], lead: usize, bit_width: u8, big_endian: bool) -> u64 {
        let mask = !0u64 >> (64 - bit_width as u32);
        let word = if big_endian {
            u128::from_be_bytes(window) >> (128 - lead - bit_width as usize)
        } else {
            u128::from_le_bytes(window) >> lead
        };
        word as u64 & mask
    }
}
impl<Storage> __BindgenBitfieldUnit<Storage>
where
    Storage: AsRef<[u8]> + AsMut<[u8]>,
{
    // Replaces the field at bit `lead` of the window with the low
    // `bit_width` bits of `val`.
    #[inline]
    fn window_set(window: &mut [u8; 16], lead: usize, bit_width: u8, val: u64, big_endian: bool) {
        let mask = u128::from(!0u64 >> (64 - u32::from(bit_width)));
        if big_endian {
            let shift = 128 - lead - bit_width as usize;
            let word = u128::from_be_bytes(*window) & !(mask << shift);
            *window = (word | (u128::from(val) & mask) << shift).to_be_bytes();
        } else {
            let word = u128::from_le_bytes(*window) & !(mask << lead);
            *window = (word | (u128::from(val) & mask) << lead).to_le_bytes();
        }
    }
    #[inline]
    fn bytes_get(bytes: &[u8], bit_offset: usize, bit_width: u8, big_endian: bool) -> u64 {
        debug_assert!(bit_width <= 64);
        debug_assert!(bit_offset + bit_width as usize <= bytes.len() * 8);
        if bit_width == 0 {
            return 0;
        }
        let (first, len) = Self::window_span(bytes.len(), bit_offset, bit_width);
        let mut window = [0u8; 16];
        window[..len].copy_from_slice(&bytes[first..first + len]);
        Self::window_get(window, bit_offset - first * 8, bit_width, big_endian)
    }
    #[inline]
    fn bytes_set(bytes: &mut [u8], bit_offset: usize, bit_width: u8, val: u64, big_endian: bool) {
        debug_assert!(bit_width <= 64);
        debug_assert!(bit_offset + bit_width as usize <= bytes.len() * 8);
        if bit_width == 0 {
            return;
        }
        let (first, len) = Self::window_span(bytes.len(), bit_offset, bit_width);
        let bytes = &mut bytes[first..first + len];
        let mut window = [0u8; 16];
        window[..len].copy_from_slice(bytes);
        let lead = bit_offset - first * 8;
        Self::window_set(&mut window, lead, bit_width, val, big_endian);
        bytes.copy_from_slice(&window[..len]);
    }
    #[inline]
    fn bit_mask(index: usize, big_endian: bool) -> u8 {
        if big_endian {
            0x80 >> (index % 8)
        } else {
            1 << (index % 8)
        }
    }
    #[inline]
    pub fn get_bit(&self, index: usize) -> bool {
        debug_assert!(index / 8 < self.storage.as_ref().len());
        let mask = Self::bit_mask(index, cfg!(target_endian = "big"));
        self.storage.as_ref()[index / 8] & mask != 0
    }
    #[inline]
    pub fn set_bit(&mut self, index: usize, val: bool) {
        debug_assert!(index / 8 < self.storage.as_ref().len());
        let mask = Self::bit_mask(index, cfg!(target_endian = "big"));
        let byte = &mut self.storage.as_mut()[index / 8];
        if val {
            *byte |= mask;
        } else {
            *byte &= !mask;
        }
    }
    #[inline]
    pub fn get(&self, bit_offset: usize, bit_width: u8) -> u64 {
        let big_endian = cfg!(target_endian = "big");
        Self::bytes_get(self.storage.as_ref(), bit_offset, bit_width, big_endian)
    }
    #[inline]
    pub fn set(&mut self, bit_offset: usize, bit_width: u8, val: u64) {
        let big_endian = cfg!(target_endian = "big");
        Self::bytes_set(
            self.storage.as_mut(),
            bit_offset,
            bit_width,
            val,
            big_endian,
        );
    }
}
