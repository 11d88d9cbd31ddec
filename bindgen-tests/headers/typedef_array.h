// A typedef of an array type.
typedef float vec3[3];

struct triangle {
    vec3 a;
    vec3 b;
    vec3 c;
};
