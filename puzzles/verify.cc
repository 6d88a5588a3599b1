#include "puzzles/verify.h"
