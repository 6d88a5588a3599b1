// Tables that name the values of an enum: {value, name} pairs, looked up
// either way.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace goproof {

template <class T, size_t N>
using NameTable = std::array<std::pair<T, std::string_view>, N>;

// The name of `value` in `table`, or `otherwise` when it has none.
template <class T, size_t N>
constexpr std::string_view nameIn(const NameTable<T, N>& table, T value, std::string_view otherwise) {
  for (const auto& [v, name] : table)
    if (v == value) return name;
  return otherwise;
}

// The value named `name` in `table` (exactly as written), or nullopt.
template <class T, size_t N>
constexpr std::optional<T> valueNamed(const NameTable<T, N>& table, std::string_view name) {
  for (const auto& [v, n] : table)
    if (n == name) return v;
  return std::nullopt;
}

}  // namespace goproof
