// bindgen-flags: --constified-enum-module '.*' -- -std=c2x
// A C23 enum whose underlying type is a typedef: the module's `Type` names
// the typedef from the parent module, which `use super::*` brings in.
typedef unsigned short wire_u16;
enum opcode : wire_u16 { OP_NOP = 0, OP_JUMP = 7 };
enum opcode next_op(enum opcode current);
