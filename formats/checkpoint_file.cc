#include "formats/checkpoint_file.h"

#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <fstream>

#include "formats/atomic_file.h"

namespace goproof {
namespace {

absl::Status fileError(const std::string& path, const std::string& why) {
  return absl::InvalidArgumentError(path + ": " + why);
}

std::string headerText(const CheckpointHeader& h) {
  char key[17];
  std::snprintf(key, sizeof key, "%016" PRIx64, h.rootKey);
  return "goproof checkpoint " + std::to_string(kCheckpointVersion) + "\nrules " + h.rules + "\nsize " + h.size +
         "\nposition " + h.position + "\nto-move " + h.toMove + "\nroot-key " + key + "\nsymmetry " +
         (h.symmetry ? "on" : "off") + "\nentries\n";
}

}  // namespace

absl::Status writeCheckpoint(const std::string& path, const CheckpointHeader& header, const EntryWalk& walk) {
  return writeFileAtomically(path, "checkpoint", [&](const ChunkSink& sink) {
    std::string buffer = headerText(header);
    walk([&](uint64_t key, uint64_t bits) {
      appendWord(buffer, key);
      appendWord(buffer, bits);
      if (buffer.size() >= (1u << 20)) {
        sink(buffer);
        buffer.clear();
      }
    });
    sink(buffer);
  });
}

absl::Status checkCheckpointPath(const std::string& path) { return checkWritablePath(path, "checkpoint"); }

absl::StatusOr<CheckpointFile> readCheckpoint(const std::string& path) {
  if (absl::Status refused = regularFileOrAbsent(path, "checkpoint"); !refused.ok()) return refused;
  std::ifstream in(path, std::ios::binary);
  if (!in) return fileError(path, std::string("cannot read: ") + std::strerror(errno));
  CheckpointFile file;
  CheckpointHeader& h = file.header;
  std::string line;
  int lineNumber = 0;
  auto bad = [&](const std::string& why) { return fileError(path + ":" + std::to_string(lineNumber), why); };
  const char* fields[] = {"rules", "size", "position", "to-move", "root-key", "symmetry"};
  for (;;) {
    if (!std::getline(in, line)) return bad("the checkpoint ends before its entries");
    ++lineNumber;
    if (lineNumber == 1) {
      if (line.rfind("goproof checkpoint ", 0) != 0) return bad("not a goproof checkpoint");
      std::string version = line.substr(19);
      if (version != std::to_string(kCheckpointVersion))
        return bad("checkpoint format version " + version + "; this goproof reads version " +
                   std::to_string(kCheckpointVersion));
      continue;
    }
    if (line == "entries") {
      if (lineNumber != 8) return bad("the header needs rules, size, position, to-move, root-key and symmetry");
      break;
    }
    if (lineNumber > 7) return bad("expected 'entries'");
    const std::string field = fields[lineNumber - 2];
    if (line.rfind(field + " ", 0) != 0) return bad("expected '" + field + " ...'");
    std::string value = line.substr(field.size() + 1);
    if (field == "rules") h.rules = value;
    else if (field == "size") h.size = value;
    else if (field == "position") h.position = value;
    else if (field == "to-move") h.toMove = value;
    else if (field == "symmetry") {
      if (value != "on" && value != "off") return bad("symmetry is 'on' or 'off'");
      h.symmetry = value == "on";
    } else {
      char* end = nullptr;
      h.rootKey = std::strtoull(value.c_str(), &end, 16);
      if (value.empty() || value.size() > 16 || *end != '\0') return bad("root-key is 16 hexadecimal digits");
    }
  }
  std::string rest((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (rest.size() % 16 != 0) return fileError(path, "the entries are cut short (a write that did not finish?)");
  file.entries.reserve(rest.size() / 16);
  for (size_t i = 0; i < rest.size(); i += 16) file.entries.emplace_back(readWord(&rest[i]), readWord(&rest[i + 8]));
  return file;
}

std::string checkpointMismatch(const CheckpointHeader& file, const CheckpointHeader& run) {
  auto differs = [](const std::string& what, const std::string& theirs, const std::string& ours) {
    return "it is for " + what + " " + theirs + ", this run is " + ours;
  };
  if (file.rules != run.rules) return differs("rules", file.rules, run.rules);
  if (file.size != run.size) return differs("size", file.size, run.size);
  if (file.position == run.position && file.toMove == run.toMove && file.rootKey != run.rootKey)
    return "it is for the same board with another ko point, prisoners or game flags";
  if (file.position != run.position || file.toMove != run.toMove || file.rootKey != run.rootKey)
    return differs("the position", file.position + " (" + file.toMove + " to move)",
                   run.position + " (" + run.toMove + " to move)");
  if (file.symmetry != run.symmetry)
    return differs("symmetry", file.symmetry ? "on" : "off", run.symmetry ? "on" : "off");
  return "";
}

}  // namespace goproof
