// bindgen-flags: --nonnull-references
// References as `NonNull` pointers with `--nonnull-references`.

struct Matrix {
  double cells[4];
};

double trace(const Matrix &m);
void transpose(Matrix &m);
Matrix &identity();
void take(Matrix &&m);
