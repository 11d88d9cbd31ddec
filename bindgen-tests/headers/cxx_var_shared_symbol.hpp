// Variables an `__asm__` label links to another variable's symbol are all
// bound; redeclarations are bound once; namespaced namesakes stay apart.
extern int meter_level;
extern int meter_peak __asm__("meter_level");
extern int meter_level;
namespace meter_ns {
extern int meter_level;
}
extern "C" int meter_reset(int level);
