// A fresh folder for a test of files written in place, and what it holds.
#pragma once

#include <dirent.h>
#include <stdlib.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace goproof::testing {

// A new empty folder under the test's temporary directory, named from prefix.
inline std::string freshDirectory(const std::string& prefix) {
  std::string dir = ::testing::TempDir() + prefix + "_XXXXXX";
  EXPECT_NE(::mkdtemp(dir.data()), nullptr);
  return dir;
}

// The names in dir, without "." and "..", in the order the folder lists them.
inline std::vector<std::string> entries(const std::string& dir) {
  std::vector<std::string> names;
  DIR* d = ::opendir(dir.c_str());
  while (dirent* e = ::readdir(d))
    if (std::string(e->d_name) != "." && std::string(e->d_name) != "..") names.push_back(e->d_name);
  ::closedir(d);
  return names;
}

// The whole text of the file at path ("" when it cannot be read).
inline std::string contents(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace goproof::testing
