// Resolves what names in a Python module refer to and records Facts for the rules.
// Handles import forms and aliases, __import__/importlib, sys.modules, getattr, __dict__,
// globals()/vars()/builtins lookups, and constant strings (concatenation, ''.join of
// literals, chr, escapes); identifiers are NFKC-normalised as Python itself does.
#pragma once

#include <string_view>

#include "analyzer/analysis_budget.h"
#include "analyzer/facts.h"
#include "analyzer/ts_handles.h"

namespace cordon {

// `root` must be the root of a tree parsed from `source` with the Python grammar.
// Each statement or expression walked is a step of `budget`; once it is spent the walk
// stops and Facts::budget_hit says where.
Facts ResolvePython(TSNode root, std::string_view source, AnalysisBudget& budget);

}  // namespace cordon
