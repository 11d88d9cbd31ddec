// bindgen-flags: --allowlist-item 'plant::.*Bed' --no-recursive-allowlist --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone)] pub struct plant_Crate { pub bytes: [u32; 2] }' --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone)] pub struct plant_Sack { pub bytes: u64 }' -- -x c++ -std=c++17
// With `--no-recursive-allowlist`, a base that instantiates a class
// template the allowlist leaves out is padding, as a left-out class base
// is (also a specialization's instantiation, and a dynamic one whose tail
// the derived class reuses); a member of such a type names the template
// bare (the user defines it, here by raw lines). A template taking a
// value parameter has no struct: its instantiations stay blobs, which
// derive all a blob can, whatever their arguments (a float, a destructor,
// a type the allowlist leaves out), as upstream (tools/cxx-fuzz seed 121
// case 14).
namespace plant {
template <typename T>
struct Crate { T load; int count; };
template <typename T>
struct Pot { T soil; virtual void water(); };
template <typename T>
struct Sack { T grain; };
template <>
struct Sack<int> { long grain; };
template <typename T, int N>
struct Tray { T cells[N]; };
template <typename T, int N>
struct Drum { T hoops[N]; ~Drum(); };
enum class Seed { oat, rye };
struct Fence { int post; ~Fence(); };
struct Leaf { float area; };

struct CrateBed : Crate<short> { bool wet; };
struct PotBed : Pot<short> { bool wet; };
struct SackBed : Sack<int> { bool wet; };
struct MemberBed { Crate<short> crate; Sack<int> sack; bool wet; };
struct TrayBed : Tray<Seed, 4> { bool wet; };
struct MixedBed {
    Tray<Fence, 2> fenced;
    Tray<Leaf, 2> leafy;
    Tray<float, 2> floats;
    Drum<int, 2> drum;
};
}
