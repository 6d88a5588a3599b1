// Checking the claims of a puzzle by exhaustive search: each claim passes or
// fails, and a failure carries evidence (a refuting line, the true reason).
#pragma once

#include "formats/puzzle.h"
