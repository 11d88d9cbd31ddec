// bindgen-flags: --distrust-clang-mangling
// `--distrust-clang-mangling`: link names are the plain C++ names, as
// upstream writes them (useful only with a matching export scheme).

namespace audio {
int volume(int level);
struct Mixer {
  Mixer(int channels);
  ~Mixer();
  int mix(const short *in, int frames);
  static int instances;
  int channels;
};
} // namespace audio
