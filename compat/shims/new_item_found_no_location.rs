//# trait
        /// Called for each item emitted, with its id and what it is.
        fn new_item_found(&self, _id: DiscoveredItemId, _item: DiscoveredItem) {}

//# adapter
        fn new_item_found(
            &self,
            id: DiscoveredItemId,
            item: DiscoveredItem,
            _source_location: Option<&bindgen_073::callbacks::SourceLocation>,
        ) {
            self.0.new_item_found(id, item)
        }

