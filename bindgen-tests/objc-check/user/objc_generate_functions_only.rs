// What the user defines when only functions are generated: the interface
// `Handle` the function takes (upstream's shape, on the object pointer).
#[repr(transparent)]
#[derive(Debug, Copy, Clone)]
pub struct Handle(pub *mut objc::runtime::Object);
