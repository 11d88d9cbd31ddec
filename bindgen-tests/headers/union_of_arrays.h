// A union whose size comes from its largest array member.
union scratch {
    char small[3];
    short medium[5];
    int aligned;
};
