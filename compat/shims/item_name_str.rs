//# trait
        /// Renames an item: the new name, or `None` to keep it.
        fn item_name(&self, _original_item_name: &str) -> Option<String> {
            None
        }

//# adapter
        fn item_name(&self, info: bindgen_073::callbacks::ItemInfo<'_>) -> Option<String> {
            self.0.item_name(info.name)
        }

