// What the user defines: `instancetype`, left out with the blocklisted file
// that first uses it.
pub type instancetype = id;
