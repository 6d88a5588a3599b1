#include "formats/entry_chunks.h"

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace goproof {

absl::StatusOr<FileToRead> openGoproofFile(const std::string& path, std::string_view what,
                                           std::string_view afterRemoval) {
  if (absl::Status refused = regularFileOrAbsent(path, what); !refused.ok()) return refused;
  FileToRead file;
  file.in.open(path, std::ios::binary);
  if (!file.in) {
    const int why = errno;
    const std::string message = path + ": cannot read: " + std::strerror(why);
    if (why == ENOENT) return absl::NotFoundError(message);
    return absl::InvalidArgumentError(message);
  }
  std::error_code sizeError;
  file.size = std::filesystem::file_size(path, sizeError);
  if (sizeError) return absl::InvalidArgumentError(path + ": cannot read: " + sizeError.message());
  if (file.size == 0)
    return absl::InvalidArgumentError(path + ": an empty file, not a goproof " + std::string(what) + " (remove it, and " +
                                      std::string(afterRemoval) + ")");
  return file;
}

bool sumEntryChunks(std::istream& in, uintmax_t fileSize, size_t count, RunningChecksum& sum,
                    std::vector<uint64_t>& chunkSums) {
  const std::streamoff at = in.tellg();
  if (at < 0 || static_cast<uintmax_t>(at) > fileSize || count > (fileSize - static_cast<uintmax_t>(at)) / kEntryBytes)
    return false;
  std::string chunk;
  for (size_t done = 0; done < count; done += kEntriesPerChunk) {
    chunk.resize(std::min(count - done, kEntriesPerChunk) * kEntryBytes);
    if (!in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()))) return false;
    sum.add(chunk);
    chunkSums.push_back(checksumOf(chunk));
  }
  return true;
}

}  // namespace goproof
