// bindgen-flags: --generate 'types,destructors'
// `--generate types,destructors`: classes with their destructor's
// declaration and `destruct` wrapper, no other method, as upstream.
class Socket {
public:
  Socket(int fd);
  ~Socket();
  int send(const char *data, int len);
  int fd;
};

class Plain {
public:
  void touch();
  int x;
};
