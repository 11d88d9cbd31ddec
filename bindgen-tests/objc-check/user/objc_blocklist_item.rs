// What the user defines for the blocklisted interface `Engine`.
#[repr(transparent)]
#[derive(Debug, Copy, Clone)]
pub struct Engine(pub id);
