// Writing outputs (formats/text_files.h) when the user asks goproof to stop:
// a file being replaced stays as it was, with no temporary file beside it.
#include "formats/text_files.h"

#include <dirent.h>
#include <stdlib.h>

#include <atomic>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/temp_directory.h"

namespace goproof {
namespace {

using testing::contents;
using testing::entries;

std::string freshDirectory() { return testing::freshDirectory("text_files"); }

TEST(TextFiles, AStopDuringTheWriteLeavesTheOldFileAndNoTemporaryOne) {
  const std::string dir = freshDirectory(), path = dir + "/out.puzzles";
  std::ofstream(path) << "old\n";
  const std::string big(size_t{8} << 20, 'x');  // eight megabytes: a stop is looked at between them
  std::atomic<bool> stop{true};
  absl::Status written = writeOutputText(path, big, &stop);
  EXPECT_TRUE(absl::IsCancelled(written)) << written;
  EXPECT_EQ(written.message(), path + ": interrupted while writing; the file is as it was");
  EXPECT_EQ(contents(path), "old\n");
  EXPECT_EQ(entries(dir), std::vector<std::string>{"out.puzzles"});
  // A new file is not made.
  absl::Status fresh = writeOutputText(dir + "/new.puzzles", big, &stop);
  EXPECT_EQ(fresh.message(), dir + "/new.puzzles: interrupted while writing; no file was made");
  EXPECT_EQ(entries(dir), std::vector<std::string>{"out.puzzles"});
  // Without a stop, the whole text.
  stop = false;
  ASSERT_TRUE(writeOutputText(path, big, &stop).ok());
  EXPECT_EQ(contents(path), big);
}

}  // namespace
}  // namespace goproof
