// A global without extern (a tentative definition) is still a static.
int hits;
