#include "checker/proof_format.h"

#include <xxhash.h>
#include <zstd.h>

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include "checker/naive_rules.h"
#include "solver/util/text.h"

namespace goproof::proof {
namespace {

constexpr std::string_view kMagic = "goproof proof";
constexpr std::string_view kBodyLine = "body zstd";
constexpr std::string_view kTrailerStart = "\nend xxh3 ";
constexpr size_t kTrailerSize = 10 + 16 + 1;  // kTrailerStart, 16 hex digits, "\n"
constexpr size_t kMaxHeaderBytes = 1 << 20;
constexpr size_t kChunk = 1 << 16;

// Points from half-points: "+1", "-2.5", "0".
std::string pointsText(int half) {
  std::string sign = half > 0 ? "+" : half < 0 ? "-" : "";
  const int a = half < 0 ? -half : half;
  return cat(sign, a / 2, a % 2 ? ".5" : "");
}

std::string pathText(const std::vector<std::string>& path) { return path.empty() ? "-" : join(path, ","); }

std::string trailerText(uint64_t sum) {
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(sum));
  return cat(kTrailerStart, hex, "\n");
}

}  // namespace

std::string moveName(uint64_t code, int width, int height) {
  const uint64_t points = static_cast<uint64_t>(width) * height;
  if (code < points) return naive_rules::naiveName(static_cast<int>(code), width, height);
  if (code == points) return "pass";
  const uint64_t pair = code - points - 1;
  return cat(naive_rules::naiveName(static_cast<int>(pair / points), width, height), "+",
             naive_rules::naiveName(static_cast<int>(pair % points), width, height));
}

std::optional<uint64_t> moveCode(std::string_view name, int width, int height) {
  const uint64_t points = static_cast<uint64_t>(width) * height;
  if (name == "pass") return points;
  if (size_t plus = name.find('+'); plus != std::string_view::npos) {
    auto a = naive_rules::naivePoint(name.substr(0, plus), width, height);
    auto b = naive_rules::naivePoint(name.substr(plus + 1), width, height);
    if (!a || !b) return std::nullopt;
    return points + 1 + static_cast<uint64_t>(*a) * points + static_cast<uint64_t>(*b);
  }
  if (auto p = naive_rules::naivePoint(name, width, height)) return static_cast<uint64_t>(*p);
  return std::nullopt;
}

std::vector<std::optional<uint64_t>> moveCodes(const std::vector<std::string>& names, int width, int height) {
  const uint64_t points = static_cast<uint64_t>(width) * height;
  std::vector<std::optional<uint64_t>> codes;
  for (const std::string& name : names) {
    const size_t colon = name.find(':');
    if (colon == std::string::npos) {
      codes.push_back(moveCode(name, width, height));
      continue;
    }
    const std::string_view point = std::string_view(name).substr(0, colon + 1);  // "d7:"
    std::optional<uint64_t> code = moveCode(point.substr(0, colon), width, height);
    if (code && *code < points) {
      uint64_t rank = 0;
      for (const std::string& other : names) rank += other.starts_with(point) && other < name;
      *code += rank * points;
    } else {
      code.reset();
    }
    codes.push_back(code);
  }
  return codes;
}

bool toInt(std::string_view text, int* n) {
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string_view::npos) return false;
  *n = 0;
  for (char c : text) *n = *n * 10 + (c - '0');
  return true;
}

std::string join(const std::vector<std::string>& pieces, std::string_view separator) {
  std::string out;
  for (size_t i = 0; i < pieces.size(); ++i) out += (i ? std::string(separator) : "") + pieces[i];
  return out;
}

std::string describeStatement(const Statement& s, bool scored) {
  std::string where = s.path.empty() ? "" : cat("after ", join(s.path, " "), ": ");
  const std::string prover = s.atLeast ? "Black" : "White";
  const int forProver = s.atLeast ? s.bound : -s.bound;  // the prover's margin she guarantees
  if (!scored) {
    if (forProver > 0) return cat(where, prover, " wins");
    if (forProver == 0) return cat(where, prover, " does not lose");
  }
  return cat(where, "Black's margin is ", s.atLeast ? "at least " : "at most ", pointsText(s.bound));
}

std::string describeRoot(const RootPosition& r) {
  const bool empty = r.rows.find_first_not_of("./") == std::string::npos;
  std::string text = cat(r.toMove == 'W' ? "White" : "Black", " to move on ", empty ? std::string("the empty board") : r.rows);
  if (!r.ko.empty()) text += cat(", ko at ", r.ko);
  if (r.prisoners[0] != 0 || r.prisoners[1] != 0)
    text += cat(", prisoners taken: Black ", r.prisoners[0], ", White ", r.prisoners[1]);
  if (r.previousPass) text += ", after a pass";
  if (r.coins[0] != "none" || r.coins[1] != "none") text += cat(", coins: Black ", r.coins[0], ", White ", r.coins[1]);
  return text;
}

std::string headerText(const ProofHeader& header) {
  const RootPosition& r = header.root;
  std::string text = cat(kMagic, " ", header.version, "\n");
  text += cat("rules ", r.rules, "\n");
  text += cat("size ", r.width, "x", r.height, "\n");
  text += cat("board ", r.rows.empty() ? "empty" : r.rows, "\n");
  text += cat("to-move ", std::string(1, r.toMove), "\n");
  text += cat("ko ", r.ko.empty() ? "-" : r.ko, "\n");
  text += cat("prisoners ", r.prisoners[0], " ", r.prisoners[1], "\n");
  text += cat("previous-pass ", r.previousPass ? "yes" : "no", "\n");
  text += cat("coins ", r.coins[0], " ", r.coins[1], "\n");
  if (!r.target.empty()) {
    auto threats = [](int n) { return n < 0 ? std::string("any") : cat(n); };
    text += cat("target ", join(r.target, ","), "\n");
    text += cat("region ", join(r.region, ","), "\n");
    text += cat("ko-threats ", threats(r.koThreats[0]), " ", threats(r.koThreats[1]), "\n");
    text += cat("two-passes ", r.twoPassesForDefender ? "defender" : "attacker", "\n");
  }
  for (const Statement& s : header.statements)
    text += cat("statement ", pathText(s.path), " ", s.atLeast ? ">=" : "<=", " ", pointsText(s.bound),
                    "\n");
  text += cat(kBodyLine, "\n");
  return text;
}

// --- writing ---

struct ProofEncoder::Zstd {
  ZSTD_CCtx* context = ZSTD_createCCtx();
  XXH3_state_t* checksum = XXH3_createState();
  ~Zstd() {
    ZSTD_freeCCtx(context);
    XXH3_freeState(checksum);
  }
};

ProofEncoder::ProofEncoder(const ProofHeader& header, Sink sink, int level)
    : zstd_(std::make_unique<Zstd>()), sink_(std::move(sink)) {
  ZSTD_CCtx_setParameter(zstd_->context, ZSTD_c_compressionLevel, level);
  ZSTD_CCtx_setParameter(zstd_->context, ZSTD_c_checksumFlag, 1);
  XXH3_64bits_reset(zstd_->checksum);
  emit(headerText(header));
}

ProofEncoder::~ProofEncoder() = default;

void ProofEncoder::emit(std::string_view bytes) {
  XXH3_64bits_update(zstd_->checksum, bytes.data(), bytes.size());
  fileBytes_ += bytes.size();
  sink_(bytes);
}

void ProofEncoder::put(uint8_t byte) {
  pending_.push_back(static_cast<char>(byte));
  ++bodyBytes_;
  if (pending_.size() >= kChunk) flush(false);
}

void ProofEncoder::putNumber(uint64_t n) {
  while (n >= 0x80) {
    put(static_cast<uint8_t>(n | 0x80));
    n >>= 7;
  }
  put(static_cast<uint8_t>(n));
}

void ProofEncoder::flush(bool end) {
  ZSTD_inBuffer in{pending_.data(), pending_.size(), 0};
  std::string out(ZSTD_CStreamOutSize(), '\0');
  for (;;) {
    ZSTD_outBuffer o{out.data(), out.size(), 0};
    const size_t left = ZSTD_compressStream2(zstd_->context, &o, &in, end ? ZSTD_e_end : ZSTD_e_continue);
    if (ZSTD_isError(left)) throw std::runtime_error(cat("zstd: ", ZSTD_getErrorName(left)));
    if (o.pos > 0) emit(std::string_view(out.data(), o.pos));
    if (end ? left == 0 : in.pos == in.size) break;
  }
  pending_.clear();
}

void ProofEncoder::finish() {
  flush(true);
  const uint64_t sum = XXH3_64bits_digest(zstd_->checksum);
  const std::string trailer = trailerText(sum);
  fileBytes_ += trailer.size();
  sink_(trailer);
}

// --- reading ---

struct ProofDecoder::State {
  std::FILE* file = nullptr;
  ZSTD_DCtx* context = ZSTD_createDCtx();
  XXH3_state_t* checksum = XXH3_createState();
  std::string in;  // bytes read from the file, not yet given to zstd
  size_t inPos = 0;
  bool fileEnded = false;
  bool ownsFile = true;
  uint64_t bytesRead = 0;  // from the file, header included
  ~State() {
    if (file && ownsFile) std::fclose(file);
    ZSTD_freeDCtx(context);
    XXH3_freeState(checksum);
  }
  // Appends the next chunk of the file to `in`; false at its end.
  bool readMore() {
    if (fileEnded) return false;
    char buffer[kChunk];
    const size_t n = std::fread(buffer, 1, sizeof buffer, file);
    if (n == 0) {
      fileEnded = true;
      return false;
    }
    in.erase(0, inPos);
    inPos = 0;
    in.append(buffer, n);
    bytesRead += n;
    return true;
  }
};

ProofDecoder::~ProofDecoder() = default;

uint64_t ProofDecoder::fileBytes() const { return state_->bytesRead; }

namespace {

absl::Status headerError(const std::string& path, int line, std::string_view why) {
  return absl::InvalidArgumentError(cat(path, ":", line, ":1: ", why));
}

// One header line into `header`; the error says what is wrong with it.
std::string readHeaderLine(std::string_view line, ProofHeader& header) {
  const size_t space = line.find(' ');
  const std::string_view key = line.substr(0, space);
  const std::string_view value = space == std::string_view::npos ? "" : line.substr(space + 1);
  RootPosition& r = header.root;
  std::vector<std::string_view> words = split(value, ' ');
  if (key == "rules" && !value.empty()) {
    r.rules = value;
  } else if (key == "size") {
    std::vector<std::string_view> sides = split(value, 'x');
    if (sides.size() != 2 || !toInt(sides[0], &r.width) || !toInt(sides[1], &r.height) ||
        r.width < 1 || r.height < 1 || r.width > 19 || r.height > 19)
      return "size: expected WxH, each side 1 to 19";
  } else if (key == "board" && !value.empty()) {
    r.rows = value == "empty" ? "" : std::string(value);
  } else if (key == "to-move" && (value == "B" || value == "W")) {
    r.toMove = value[0];
  } else if (key == "ko" && !value.empty()) {
    r.ko = value == "-" ? "" : std::string(value);
  } else if (key == "prisoners") {
    if (words.size() != 2 || !toInt(words[0], &r.prisoners[0]) ||
        !toInt(words[1], &r.prisoners[1]) || r.prisoners[0] < 0 || r.prisoners[1] < 0 ||
        r.prisoners[0] > 1000 || r.prisoners[1] > 1000)
      return "prisoners: expected two counts from 0 to 1000";
  } else if (key == "previous-pass" && (value == "yes" || value == "no")) {
    r.previousPass = value == "yes";
  } else if (key == "coins" && words.size() == 2) {
    r.coins[0] = words[0];
    r.coins[1] = words[1];
  } else if ((key == "target" || key == "region") && !value.empty() && value.find(' ') == std::string_view::npos) {
    std::vector<std::string>& points = key == "target" ? r.target : r.region;
    points.clear();
    for (std::string_view point : split(value, ',')) points.emplace_back(point);
  } else if (key == "ko-threats" && words.size() == 2) {
    for (int c = 0; c < 2; ++c) {
      if (words[c] == "any") r.koThreats[c] = -1;
      else if (!toInt(words[c], &r.koThreats[c]) || r.koThreats[c] > 1000)
        return "ko-threats: expected two counts from 0 to 1000, or 'any'";
    }
  } else if (key == "two-passes" && (value == "defender" || value == "attacker")) {
    r.twoPassesForDefender = value == "defender";
  } else if (key == "statement" && words.size() == 3 && (words[1] == ">=" || words[1] == "<=")) {
    Statement s;
    if (words[0] != "-")
      for (std::string_view move : split(words[0], ',')) s.path.emplace_back(move);
    s.atLeast = words[1] == ">=";
    const std::optional<int> bound = naive_rules::parseHalfPoints(words[2]);
    if (!bound) return "statement: the bound must be a number of points, such as +1 or -2.5";
    s.bound = *bound;
    header.statements.push_back(std::move(s));
  } else {
    return cat("cannot read the header line '", line.substr(0, 60), "'");
  }
  return "";
}

}  // namespace

absl::StatusOr<std::unique_ptr<ProofDecoder>> ProofDecoder::open(const std::string& path) {
  std::unique_ptr<ProofDecoder> d(new ProofDecoder());
  d->path_ = path;
  d->state_ = std::make_unique<State>();
  State& s = *d->state_;
  // Only a regular file (or standard input, "-"): never a folder, a device or a FIFO, which could hang.
  struct stat info {};
  if (path != "-" && ::stat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode))
    return absl::FailedPreconditionError(cat(path, ": not a proof file (a folder, a device or a FIFO)"));
  s.file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (!s.file) return absl::NotFoundError(cat(path, ": cannot read: ", std::strerror(errno)));
  s.ownsFile = path != "-";
  XXH3_64bits_reset(s.checksum);
  // The header: lines up to "body zstd".
  int lineNumber = 0;
  size_t lineStart = 0;
  for (;;) {
    size_t newline = s.in.find('\n', lineStart);
    while (newline == std::string::npos) {
      if (s.in.size() > kMaxHeaderBytes) return headerError(path, lineNumber + 1, "not a goproof proof (no header)");
      if (!s.readMore())
        return lineNumber == 0 && s.in.empty()
                   ? absl::FailedPreconditionError(cat(path, ": an empty file, not a goproof proof"))
                   : headerError(path, lineNumber + 1, "the file ends inside the header");
      newline = s.in.find('\n', lineStart);
    }
    const std::string_view line(s.in.data() + lineStart, newline - lineStart);
    ++lineNumber;
    if (lineNumber == 1) {
      if (!line.starts_with(kMagic))
        return absl::FailedPreconditionError(cat(path, ":1:1: not a goproof proof (it must begin 'goproof proof')"));
      const std::string_view version = line.substr(std::min(line.size(), kMagic.size() + 1));
      int number = 0;
      if (line.size() <= kMagic.size() || line[kMagic.size()] != ' ' || !toInt(version, &number) || cat(number) != version ||
          number < 1 || number > kFormatVersion)
        return absl::FailedPreconditionError(cat(path, ":1:1: proof format version '", version,
                                                 "': this checker reads versions 1 to ", kFormatVersion));
      d->header_.version = number;
    } else if (line == kBodyLine) {
      lineStart = newline + 1;
      break;
    } else if (!line.empty() && line[0] != '#') {
      if (std::string why = readHeaderLine(line, d->header_); !why.empty()) return headerError(path, lineNumber, why);
    }
    lineStart = newline + 1;
  }
  XXH3_64bits_update(s.checksum, s.in.data(), lineStart);
  s.inPos = lineStart;
  const RootPosition& r = d->header_.root;
  if (r.rules.empty() || r.width == 0) return headerError(path, lineNumber, "the header must give the rules and the size");
  if (d->header_.statements.empty()) return headerError(path, lineNumber, "the header states nothing to prove");
  return d;
}

absl::Status ProofDecoder::refill() {
  State& s = *state_;
  out_.clear();
  outPos_ = 0;
  std::string buffer(ZSTD_DStreamOutSize(), '\0');
  while (out_.empty()) {
    if (frameEnded_) return absl::InvalidArgumentError(cat(path_, ": the proof ends early (body offset ", offset_, ")"));
    if (s.inPos == s.in.size() && !s.readMore())
      return absl::DataLossError(cat(path_, ": the file is cut short: it ends after ", s.bytesRead,
                                     " bytes, in the middle of its compressed body"));
    ZSTD_inBuffer in{s.in.data(), s.in.size(), s.inPos};
    ZSTD_outBuffer out{buffer.data(), buffer.size(), 0};
    const size_t result = ZSTD_decompressStream(s.context, &out, &in);
    if (ZSTD_isError(result))
      return absl::DataLossError(cat(path_, ": the body is corrupt (zstd: ", ZSTD_getErrorName(result), ")"));
    XXH3_64bits_update(s.checksum, s.in.data() + s.inPos, in.pos - s.inPos);
    s.inPos = in.pos;
    out_.append(buffer.data(), out.pos);
    if (result == 0) frameEnded_ = true;
  }
  return absl::OkStatus();
}

absl::StatusOr<uint8_t> ProofDecoder::get() {
  if (outPos_ == out_.size())
    if (absl::Status s = refill(); !s.ok()) return s;
  ++offset_;
  return static_cast<uint8_t>(out_[outPos_++]);
}

absl::StatusOr<uint64_t> ProofDecoder::getNumber() {
  uint64_t n = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    absl::StatusOr<uint8_t> byte = get();
    if (!byte.ok()) return byte.status();
    n |= static_cast<uint64_t>(*byte & 0x7f) << shift;
    if (!(*byte & 0x80)) return n;
  }
  return absl::InvalidArgumentError(cat(path_, ": a number too long at body offset ", offset_));
}

absl::Status ProofDecoder::finish() {
  State& s = *state_;
  if (outPos_ != out_.size())
    return absl::InvalidArgumentError(cat(path_, ": bytes after the last tree (body offset ", offset_, ")"));
  // Read the body to the end of its frame: nothing may be left in it.
  while (!frameEnded_) {
    absl::Status more = refill();
    if (!more.ok()) return more;
    if (!out_.empty())
      return absl::InvalidArgumentError(cat(path_, ": bytes after the last tree (body offset ", offset_, ")"));
  }
  std::string trailer = s.in.substr(s.inPos);
  while (trailer.size() <= kTrailerSize && s.readMore()) {
    trailer = s.in.substr(s.inPos);
  }
  const std::string expected =
      trailerText(XXH3_64bits_digest(s.checksum));
  if (trailer.size() != kTrailerSize || !trailer.starts_with(kTrailerStart))
    return absl::DataLossError(cat(path_, ": the checksum trailer is missing or damaged"));
  if (trailer != expected)
    return absl::DataLossError(cat(path_, ": the checksum does not match: the file is corrupt"));
  return absl::OkStatus();
}

}  // namespace goproof::proof
