// bindgen-flags: --allowlist-type 'testing::Test.*' --allowlist-function 'testing::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libgtest-dev
// GoogleTest: classes brought in through their methods by the function
// allowlist (testing::internal::DeathTest), utility classes of static
// methods, private methods naming otherwise unused classes.

#include <gtest/gtest.h>
