// bindgen-flags: --blocklist-item IEngine -- -x objective-c
// `--blocklist-item` names an interface by its trait too; its uses keep the
// name (the user defines it).
@interface Engine
- (int)power;
@end
@interface Car
- (Engine *)engine;
@end
