// bindgen-flags: -- -x c++ -std=c++17
// An empty base and a base instantiating a template with a value
// parameter: the template's members tell which type arguments it holds
// (an array sized by the value holds only its element), so only where it
// holds the empty type at its start must it move off offset 0.
struct VpTag {};
template <typename T, int N> struct VpItems { T items[N]; };
template <typename T, int N> struct VpCounts { int counts[N]; long total; };
template <int N, typename T> struct VpLead { T first; int rest[N]; };
template <typename T0, typename T1, int N> struct VpPair { int k[N]; T1 second; };
struct VpNoClash : VpTag, VpCounts<VpTag, 2> { char c; };
struct VpClash : VpTag, VpItems<VpTag, 2> { char c; };
struct VpLeadClash : VpTag, VpLead<3, VpTag> { char c; };
struct VpLeadFine : VpTag, VpLead<3, int> { char c; };
struct VpVirtual : virtual VpTag { int x; };
struct VpSecond : VpTag, VpPair<VpVirtual, unsigned long long, 1> { unsigned long m; };
