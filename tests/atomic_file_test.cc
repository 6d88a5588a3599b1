// Files written atomically (checkpoints, stores): the old file or the new,
// never half of one, and nothing left behind.
#include "formats/atomic_file.h"

#include <dirent.h>
#include <grp.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/temp_directory.h"

namespace goproof {
namespace {

using testing::contents;
using testing::entries;

std::string freshDirectory() { return testing::freshDirectory("atomic_file"); }

TEST(AtomicFile, WritesEveryChunkAndLeavesOnlyTheFile) {
  const std::string dir = freshDirectory(), path = dir + "/out.txt";
  absl::Status s = writeFileAtomically(path, "test file", [](const ChunkSink& sink) {
    sink("first ");
    sink("second");
  });
  ASSERT_TRUE(s.ok()) << s;
  EXPECT_EQ(contents(path), "first second");
  EXPECT_EQ(entries(dir), std::vector<std::string>{"out.txt"});
}

TEST(AtomicFile, AProducerThatThrowsLeavesTheOldFileAndNoTemporaryOne) {
  const std::string dir = freshDirectory(), path = dir + "/out.txt";
  ASSERT_TRUE(writeFileAtomically(path, "test file", [](const ChunkSink& sink) { sink("old"); }).ok());
  EXPECT_THROW(writeFileAtomically(path, "test file",
                                   [](const ChunkSink& sink) {
                                     sink("half of the new");
                                     throw std::runtime_error("producer failed");
                                   }),
               std::runtime_error);
  EXPECT_EQ(contents(path), "old");
  EXPECT_EQ(entries(dir), std::vector<std::string>{"out.txt"});
}

// Runs check() in a child process as the user nobody when this test runs as
// root (as itself otherwise); true when it returned true.
template <class Check>
bool holdsAsAnOrdinaryUser(Check check) {
  pid_t child = ::fork();
  if (child == 0) {
    if (::getuid() == 0 && (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0)) ::_exit(2);
    ::_exit(check() ? 0 : 1);
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

TEST(AtomicFile, AFileTheUserCouldNotWriteIsRefusedAndKept) {
  const std::string dir = freshDirectory(), path = dir + "/read-only.txt";
  ::chmod(dir.c_str(), 0777);  // anyone may add files here
  ASSERT_TRUE(writeFileAtomically(path, "test file", [](const ChunkSink& sink) { sink("old"); }).ok());
  ::chmod(path.c_str(), 0444);
  if (::getuid() == 0) {
    ASSERT_EQ(::chown(path.c_str(), 65534, 65534), 0);
  }
  const std::string refusal = path + ": cannot write: Permission denied";
  EXPECT_TRUE(holdsAsAnOrdinaryUser([&] {
    absl::Status written = writeFileAtomically(path, "test file", [](const ChunkSink& sink) { sink("new"); });
    absl::Status checked = checkWritablePath(path, "test file");
    return absl::IsUnavailable(written) && written.message() == refusal && checked.message() == refusal &&
           userMayWrite(path).message() == refusal && userMayWrite(dir + "/absent.txt").ok();
  }));
  EXPECT_EQ(contents(path), "old");
  EXPECT_EQ(entries(dir), std::vector<std::string>{"read-only.txt"});
}

}  // namespace
}  // namespace goproof
