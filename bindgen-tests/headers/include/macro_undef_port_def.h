/* Entered by macro_undef_entered_often.h at the top of each "library header"
   (no include guard), like protobuf's port_def.inc. */
#define PORT_GONE 7
#define PORT_KEPT_SKIPPED 9
#define PORT_REDEFINED 11
