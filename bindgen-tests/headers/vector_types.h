// GCC and OpenCL vector types are arrays of their elements. Their C alignment
// (the vector's size) is larger than the array's, so records holding them get
// explicit padding and an alignment attribute where needed.
typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int8v __attribute__((vector_size(32)));
struct particle {
    float4 position;
    int8v flags;
    char tag;
};
float4 scale(float4 v, int8v mask);
