// `_Atomic(T)` and `_Atomic T` are emitted as `T`, wherever they appear.
struct stats {
    _Atomic(int) requests;
    _Atomic unsigned long long bytes;
    _Atomic(struct stats *) next;
    _Atomic(_Bool) ready;
};
extern _Atomic(int) live_workers;
_Atomic(long) stats_add(_Atomic(int) *counter, int by);
typedef _Atomic(unsigned) atomic_flags;
typedef void (*on_change)(_Atomic(short) *value);
