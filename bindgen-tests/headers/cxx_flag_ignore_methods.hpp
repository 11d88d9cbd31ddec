// bindgen-flags: --ignore-methods --represent-cxx-operators -- -std=c++14

/* Methods left out; the class keeps its data. No operators here: upstream
 * stops on any with --represent-cxx-operators. */
class Counter {
public:
  int count;
  void bump();
  int get() const;
  static Counter make(int start);
};
int free_helper(Counter *c);
