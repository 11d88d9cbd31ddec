// bindgen-flags: -- -x c++ -std=c++17
// Anonymous enums outside records are numbered per namespace; a reopened
// namespace goes on counting where it stopped.
enum { LEVEL_TOP = 1 };
namespace audio {
enum { RATE_LOW = 8000 };
namespace codec {
enum { FRAME_SMALL = 160 };
enum { FRAME_LARGE = 960 };
}
enum { RATE_HIGH = 48000 };
}
namespace video { enum { FPS_DEFAULT = 30 }; }
enum { LEVEL_BOTTOM = 9 };
struct mixer {
    enum { CHANNELS = 2 };
    union { int gain; float ratio; };
};
namespace audio { enum { RATE_MID = 22050 }; }
