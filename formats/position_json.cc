#include "formats/position_json.h"

#include "nlohmann/json.hpp"

namespace goproof {

std::string positionJson(const PositionSpec& spec) {
  nlohmann::json j;
  Rules named = spec.rules;  // the komi apart: a score question's quarter-point komi is no komi Rules::parse reads
  named.komi = 0;
  j["rules"] = named.toString();
  j["komi"] = spec.rules.komi;
  j["width"] = spec.width;
  j["height"] = spec.height;
  j["rows"] = spec.rows;
  j["to_move"] = std::string(colorLetter(spec.toMove));
  j["ko"] = spec.ko;
  j["prisoners"] = spec.prisoners;
  j["previous_pass"] = spec.previousPass;
  j["coins"] = {static_cast<int>(spec.coins[0]), static_cast<int>(spec.coins[1])};
  j["previous_move"] = spec.previousMove;
  j["mirror_runs"] = spec.mirrorRuns;
  j["targets"] = spec.targets;
  j["region"] = spec.region;
  return j.dump();
}

absl::StatusOr<PositionSpec> positionFromJson(std::string_view text) {
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) return absl::InvalidArgumentError("position: not a JSON object");
  try {
    PositionSpec spec;
    absl::StatusOr<Rules> rules = Rules::parse(j.at("rules").get<std::string>());
    if (!rules.ok()) return rules.status();
    spec.rules = *rules;
    spec.rules.komi = j.at("komi").get<double>();
    spec.width = j.at("width").get<int>();
    spec.height = j.at("height").get<int>();
    spec.rows = j.at("rows").get<std::string>();
    absl::StatusOr<Color> toMove = parseColor(j.at("to_move").get<std::string>());
    if (!toMove.ok()) return toMove.status();
    spec.toMove = *toMove;
    spec.ko = j.at("ko").get<std::string>();
    spec.prisoners = j.at("prisoners").get<std::array<int, 2>>();
    spec.previousPass = j.at("previous_pass").get<bool>();
    for (int c = 0; c < 2; ++c) {
      const int coin = j.at("coins").at(c).get<int>();
      if (coin < 0 || coin > 2) return absl::InvalidArgumentError("position: a coin out of range");
      spec.coins[c] = static_cast<Coin>(coin);
    }
    spec.previousMove = j.at("previous_move").get<std::string>();
    spec.mirrorRuns = j.at("mirror_runs").get<std::array<int, 2>>();
    spec.targets = j.at("targets").get<std::string>();
    spec.region = j.at("region").get<std::string>();
    return spec;
  } catch (const nlohmann::json::exception& e) {
    return absl::InvalidArgumentError(std::string("position: ") + e.what());
  }
}

}  // namespace goproof
