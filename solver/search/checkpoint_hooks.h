// How a long df-pn solve saves its table and picks it up again (the file
// itself is formats/checkpoint_file.h; the solver only walks its entries).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

namespace goproof {

// Called once for each table entry: its key and its payload's 8 bytes.
using EntryVisitor = std::function<void(uint64_t key, uint64_t bits)>;
// Calls a visitor for every entry of some table.
using EntryWalk = std::function<void(const EntryVisitor&)>;

struct CheckpointHooks {
  // Saves a table: called with a walk over its entries, about every
  // `everySeconds` of search and once at the end of the solve, stopped or
  // not. Null: no checkpoints. The solver searches on only after it returns.
  std::function<void(const EntryWalk&)> save;
  double everySeconds = 300;
  // Entries to put in the table before searching (a resumed solve), and how
  // many there are (the table grows to hold them first). Null: none.
  EntryWalk resumeFrom;
  size_t resumeEntries = 0;
};

}  // namespace goproof
