// #pragma pack(1), (2) and (4) around structs with bitfields.
#pragma pack(push, 1)
struct pack1 {
    char c;
    unsigned a : 12;
    int x;
    unsigned b : 3;
};
#pragma pack(pop)

#pragma pack(push, 2)
struct pack2 {
    char c;
    unsigned a : 12;
    unsigned long long y : 33;
    int x;
};
#pragma pack(pop)

#pragma pack(push, 4)
struct pack4 {
    char c;
    unsigned long long a : 40;
    unsigned long long b : 30;
    short s;
};
#pragma pack(pop)
