// Whether two paths name one file, so that a command never writes one of
// its files over another (goproof solve --checkpoint X --store X).
#pragma once

#include <string>

namespace goproof {

// True when a and b name one file: the same path, or another name of it (a
// symbolic link, a hard link, "./x" for "x"). For paths that do not exist
// yet, true when they would name one file once created (their directories
// are one directory and their last components are equal).
bool namesOneFile(const std::string& a, const std::string& b);

}  // namespace goproof
