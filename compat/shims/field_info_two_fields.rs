//# callbacks
    /// Input of `field_visibility`: the owning type and the field.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub struct FieldInfo<'a> {
        /// Rust name of the owning type.
        pub type_name: &'a str,
        /// Field name.
        pub field_name: &'a str,
    }

//# trait
        /// The visibility of a field, or `None` for the default.
        fn field_visibility(&self, _info: FieldInfo<'_>) -> Option<crate::FieldVisibilityKind> {
            None
        }

//# adapter
        fn field_visibility(
            &self,
            info: bindgen_073::callbacks::FieldInfo<'_>,
        ) -> Option<crate::FieldVisibilityKind> {
            self.0.field_visibility(FieldInfo {
                type_name: info.type_name,
                field_name: info.field_name,
            })
        }

        // This line has no `field_name` hook: our default answer.
        fn field_name(&self, info: bindgen_073::callbacks::FieldInfo<'_>) -> Option<String> {
            <Defaults as bindgen_073::callbacks::ParseCallbacks>::field_name(&Defaults, info)
        }

