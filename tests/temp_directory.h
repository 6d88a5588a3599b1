// A fresh folder for a test of files written in place, and what it holds.
#pragma once

#include <dirent.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace goproof::testing {

// The folders and files the tests made (freshDirectory, tempPath), removed
// with all they hold when the test program ends, so that runs leave nothing
// behind in the temporary directory (a test may have taken away its own
// write permissions first).
class ScratchFolders {
 public:
  static void removeAtExit(const std::string& dir) { instance().dirs_.push_back(dir); }
  ~ScratchFolders() {
    namespace fs = std::filesystem;
    for (const std::string& dir : dirs_) {
      std::error_code ec;
      if (fs::symlink_status(dir, ec).type() != fs::file_type::directory) {  // a file, a link, a FIFO: itself only
        fs::remove(dir, ec);
        continue;
      }
      fs::permissions(dir, fs::perms::owner_all, fs::perm_options::add, ec);
      for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
           it.increment(ec))
        if (it->is_directory(ec) && !it->is_symlink(ec))
          fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ec);
      fs::remove_all(dir, ec);
    }
  }

 private:
  static ScratchFolders& instance() {
    static ScratchFolders folders;
    return folders;
  }
  std::vector<std::string> dirs_;
};

// A new empty folder under the test's temporary directory, named from
// prefix; removed when the test program ends.
inline std::string freshDirectory(const std::string& prefix) {
  std::string dir = ::testing::TempDir() + prefix + "_XXXXXX";
  EXPECT_NE(::mkdtemp(dir.data()), nullptr);
  ScratchFolders::removeAtExit(dir);
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
