#include "formats/file_identity.h"

#include <sys/stat.h>

#include <filesystem>
#include <system_error>

namespace goproof {
namespace {

bool sameInode(const struct stat& x, const struct stat& y) { return x.st_dev == y.st_dev && x.st_ino == y.st_ino; }

// The directory a path's file is (or would be) in, with every symbolic link
// resolved, then its last component; an empty path where the directory
// cannot be resolved.
std::filesystem::path whereItWouldBe(const std::string& path) {
  std::filesystem::path p(path);
  std::filesystem::path directory = p.parent_path().empty() ? std::filesystem::path(".") : p.parent_path();
  std::error_code error;
  std::filesystem::path resolved = std::filesystem::canonical(directory, error);
  if (error) return {};
  return resolved / p.filename();
}

}  // namespace

bool namesOneFile(const std::string& a, const std::string& b) {
  if (a == b) return true;
  struct stat sa {}, sb {};
  const bool aFollowed = ::stat(a.c_str(), &sa) == 0, bFollowed = ::stat(b.c_str(), &sb) == 0;
  if (aFollowed && bFollowed && sameInode(sa, sb)) return true;
  const bool aItself = ::lstat(a.c_str(), &sa) == 0, bItself = ::lstat(b.c_str(), &sb) == 0;
  if (aItself && bItself) return sameInode(sa, sb);
  // One of them (or both) does not exist yet: where it would be created.
  const std::filesystem::path wa = whereItWouldBe(a), wb = whereItWouldBe(b);
  return !wa.empty() && wa == wb;
}

}  // namespace goproof
