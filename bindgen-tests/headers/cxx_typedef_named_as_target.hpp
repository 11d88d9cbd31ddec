// bindgen-flags: -- -x c++ -std=c++17
// A member typedef whose composed Rust name is the name of the class it
// stands for (`tree::node::cursor` -> `tree_node_cursor`, like the class
// `tree::node_cursor`) is that class: one item, every use spelled so.
namespace tree {
class node_cursor {
    int depth;
public:
    int level() const;
};
class node {
public:
    typedef node_cursor cursor;
    typedef int weight;
    cursor first() const;
    weight total;
};
}
struct forest { tree::node::cursor at; tree::node root; };
