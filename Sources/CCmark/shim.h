// The system cmark library (Debian: libcmark-dev), exposed to Swift as CCmark.
#include <cmark.h>
