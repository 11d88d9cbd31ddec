// #pragma pack(2) caps member alignment at 2.
#pragma pack(push, 2)
struct pack2 {
    char a;
    int b;
    char c;
    double d;
};
#pragma pack(pop)
