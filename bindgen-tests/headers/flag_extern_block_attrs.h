// bindgen-flags: --extern-block-attrs '#[allow(clippy::missing_safety_doc)]'
int f(int x);
