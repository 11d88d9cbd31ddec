// A plain union of an int and a float.
union number {
    int i;
    float f;
};
