// #pragma pack(1) removes all padding.
#pragma pack(push, 1)
struct pack1 {
    char a;
    int b;
    short c;
};
#pragma pack(pop)
