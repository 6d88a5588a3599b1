#include "formats/checkpoint_file.h"

#include <algorithm>
#include <fstream>
#include <span>
#include <string_view>
#include <vector>

#include "formats/atomic_file.h"
#include "formats/entry_chunks.h"
#include "formats/file_checksum.h"
#include "solver/board/zobrist.h"
#include "solver/search/dfpn_entry.h"

namespace goproof {
namespace {

absl::Status fileError(const std::string& path, const std::string& why) {
  return absl::InvalidArgumentError(path + ": " + why);
}

// The keys this build writes (as a store's `keys`): the Zobrist keys'
// fingerprint and df-pn's marker for White's questions.
uint64_t keyScheme() { return zobrist::fingerprint() ^ kWhiteAttacksKey; }

// The header's lines before `entries`: what the entries are bound to.
std::string headerText(const CheckpointHeader& h) {
  return "goproof checkpoint " + std::to_string(kCheckpointVersion) + "\nrules " + h.rules + "\nsize " + h.size +
         "\nposition " + h.position + "\nto-move " + h.toMove + "\nroot-key " + hex16(h.rootKey) + "\nsymmetry " +
         (h.symmetry ? "on" : "off") + "\nsolver " + h.solver + "\nresume-at " +
         (h.resumeAt.empty() ? "none" : h.resumeAt) + "\nkeys " + hex16(keyScheme()) + "\n";
}

// Whether text may stand on a resume-at line: up to 200 printable
// characters (spaces inside), not the word "none" (which means "").
bool fitsResumeAt(const std::string& text) {
  if (text.size() > 200 || text == "none") return false;
  return std::all_of(text.begin(), text.end(), [](char c) { return c >= ' ' && c <= '~'; });
}

// What each solver is called on the command line, for a mismatch's words.
std::string solverWords(const std::string& name) {
  return name == "dfpn" ? "df-pn (--solver dfpn)" : name == "alphabeta" ? "alpha-beta (--solver alphabeta)" : name;
}

constexpr std::string_view kChecksumWord = "checksum ";
constexpr size_t kChecksumLineSize = 9 + 16 + 1;

}  // namespace

absl::Status writeCheckpoint(const std::string& path, const CheckpointHeader& header, const EntryWalk& walk) {
  if (!fitsResumeAt(header.resumeAt))
    return absl::InvalidArgumentError(path + ": a checkpoint's resume point is up to 200 printable characters");
  size_t count = 0;
  walk([&count](uint64_t, uint64_t) { ++count; });
  const std::string head = headerText(header);
  const uint64_t binding = entryBinding(head);
  return writeFileAtomically(path, "checkpoint", [&](const ChunkSink& sink) {
    RunningChecksum sum;
    std::string buffer = head + "entries " + std::to_string(count) + "\n";
    auto flush = [&] {
      sum.add(buffer);
      sink(buffer);
      buffer.clear();
    };
    walk([&](uint64_t key, uint64_t bits) {
      appendWord(buffer, key ^ binding);
      appendWord(buffer, bits);
      if (buffer.size() >= (1u << 20)) flush();
    });
    flush();
    sink(std::string(kChecksumWord) + hex16(sum.value()) + "\n");
  });
}

absl::Status checkCheckpointPath(const std::string& path) { return checkWritablePath(path, "checkpoint"); }

absl::StatusOr<CheckpointReader> readCheckpoint(const std::string& path) {
  auto opened = openGoproofFile(path, "checkpoint", "the solve starts a new one");
  if (!opened.ok()) return opened.status();
  std::ifstream& in = opened->in;
  CheckpointReader file;
  CheckpointHeader& h = file.header_;
  RunningChecksum sum;
  std::string line, head, keys;
  int lineNumber = 0, keysLine = 0;
  auto bad = [&](const std::string& why) { return fileError(path + ":" + std::to_string(lineNumber), why); };
  // Version 2 had no solver line (df-pn's checkpoints only); version 3 has;
  // version 4 has a resume-at line too.
  std::vector<std::string> fields = {"rules",    "size",   "position",  "to-move", "root-key",
                                     "symmetry", "solver", "resume-at", "keys"};
  size_t count = 0;
  for (;;) {
    ++lineNumber;
    if (!std::getline(in, line) || in.eof()) return bad("the checkpoint ends before its entries");
    sum.add(line + "\n");
    if (lineNumber == 1) {
      if (line.rfind("goproof checkpoint ", 0) != 0) return bad("not a goproof checkpoint");
      std::string version = line.substr(19);
      if (version == "2" || version == "3") fields.erase(std::find(fields.begin(), fields.end(), "resume-at"));
      if (version == "2") {
        fields.erase(std::find(fields.begin(), fields.end(), "solver"));
      } else if (version != "3" && version != std::to_string(kCheckpointVersion)) {
        return bad("checkpoint format version " + version + "; this goproof reads versions 2 to " +
                   std::to_string(kCheckpointVersion) + " (start the solve again without it)");
      }
      head += line + "\n";
      continue;
    }
    const size_t fieldIndex = static_cast<size_t>(lineNumber) - 2;
    if (line.rfind("entries", 0) == 0) {
      if (fieldIndex != fields.size()) {
        std::string names;
        for (size_t i = 0; i < fields.size(); ++i)
          names += (i == 0 ? "" : i + 1 == fields.size() ? " and " : ", ") + fields[i];
        return bad("the header needs " + names);
      }
      const std::string number = line.size() > 8 && line[7] == ' ' ? line.substr(8) : "";
      if (number.empty() || number.size() > 19 || number.find_first_not_of("0123456789") != std::string::npos)
        return bad("expected 'entries N'");
      count = std::stoull(number);
      break;
    }
    if (fieldIndex >= fields.size()) return bad("expected 'entries N'");
    const std::string& field = fields[fieldIndex];
    if (line.rfind(field + " ", 0) != 0) return bad("expected '" + field + " ...'");
    head += line + "\n";
    std::string value = line.substr(field.size() + 1);
    if (field == "rules") h.rules = value;
    else if (field == "size") h.size = value;
    else if (field == "position") h.position = value;
    else if (field == "to-move") h.toMove = value;
    else if (field == "symmetry") {
      if (value != "on" && value != "off") return bad("symmetry is 'on' or 'off'");
      h.symmetry = value == "on";
    } else if (field == "solver") {
      if (!isTableSolver(value)) return bad("solver is 'dfpn' or 'alphabeta'");
      h.solver = value;
    } else if (field == "resume-at") {
      if (value != "none" && !fitsResumeAt(value)) return bad("resume-at is 'none' or up to 200 printable characters");
      h.resumeAt = value == "none" ? "" : value;
    } else if (field == "root-key") {
      if (!parseHex16(value, h.rootKey)) return bad("root-key is 16 hexadecimal digits");
    } else {
      uint64_t unused = 0;
      if (!parseHex16(value, unused)) return bad("keys is 16 hexadecimal digits");
      keys = value;
      keysLine = lineNumber;
    }
  }
  const std::streamoff entriesAt = in.tellg();
  if (!sumEntryChunks(in, opened->size, count, sum, file.chunkSums_))
    return fileError(path, "the entries are cut short (a write that did not finish?)");
  file.binding_ = entryBinding(head);
  file.count_ = count;
  file.entriesAt_ = entriesAt;
  char tail[kChecksumLineSize + 1];
  in.read(tail, sizeof tail);
  const std::string_view last(tail, static_cast<size_t>(in.gcount()));
  uint64_t claimed = 0;
  if (last.size() < kChecksumLineSize)
    return fileError(path, "the checkpoint is cut short: its checksum line is missing (a write that did not finish?)");
  if (last.substr(0, kChecksumWord.size()) != kChecksumWord || last[kChecksumLineSize - 1] != '\n' ||
      !parseHex16(last.substr(kChecksumWord.size(), 16), claimed))
    return fileError(path, "expected 'checksum HEX' after the entries");
  if (last.size() > kChecksumLineSize) return fileError(path, "text after the checksum line");
  if (sum.value() != claimed)
    return fileError(path, "its checksum does not match its content (a damaged or edited file); nothing is read from it");
  lineNumber = keysLine;
  if (keys != hex16(keyScheme()))
    return bad("its positions are hashed with other keys (" + keys + ") than this goproof's (" + hex16(keyScheme()) +
               "): start the solve again without it");
  file.path_ = path;
  file.in_ = std::make_unique<std::ifstream>(std::move(opened->in));
  return file;
}

absl::Status CheckpointReader::forEachEntry(const EntryVisitor& visit) {
  std::ifstream& in = *in_;
  in.clear();
  in.seekg(entriesAt_);
  std::span<const uint64_t> sums(chunkSums_);
  const EntryChunksRead read = readCheckedEntryChunks(in, count_, sums, [&](uint64_t key, uint64_t bits) {
    visit(key ^ binding_, bits);
    return true;
  });
  if (read.outcome != EntryChunksRead::Whole)
    return fileError(path_, "changed while it was read (after entry " + std::to_string(read.given) +
                                "); the entries before are the checked file's");
  return absl::OkStatus();
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
  if (file.solver != run.solver)
    return "it holds the table of " + solverWords(file.solver) + ", this run is " + solverWords(run.solver);
  return "";
}

}  // namespace goproof
