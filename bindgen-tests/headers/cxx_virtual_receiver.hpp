// bindgen-flags: --use-specific-virtual-function-receiver
// `--use-specific-virtual-function-receiver`: virtual member functions take
// a `this` of their class (`*const` for const ones) instead of `c_void`.

class Sensor {
public:
  virtual double sample() const;
  virtual void calibrate(double offset);
  int channel;
};
