/* The partner of macro_undef_port_def.h, entered at the bottom of each
   "library header", like protobuf's port_undef.inc. */
#undef PORT_GONE
#undef PORT_REDEFINED
#ifndef PORT_LAST_ROUND
#undef PORT_KEPT_SKIPPED
#endif
