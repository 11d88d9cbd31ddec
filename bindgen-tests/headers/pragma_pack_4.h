// #pragma pack(4) caps member alignment at 4.
#pragma pack(push, 4)
struct pack4 {
    char a;
    double b;
    short c;
};
#pragma pack(pop)

struct unpacked_after {
    char a;
    double b;
};
