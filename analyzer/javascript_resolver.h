// Resolves what names in a JavaScript file (CommonJS or ESM) refer to and records Facts.
// Handles require/module.require/createRequire, `node:` specifiers, destructuring with
// renames, import forms including dynamic import(), aliases, computed members with
// folded keys, globalThis/global/window lookups, Function-constructor chains,
// .call/.apply/.bind, and constant strings (concatenation, templates without
// substitutions, String.fromCharCode, [..].join, escapes, \u escapes in identifiers).
#pragma once

#include <string_view>

#include "analyzer/analysis_budget.h"
#include "analyzer/facts.h"
#include "analyzer/ts_handles.h"

namespace cordon {

// `root` must be the root of a tree parsed from `source` with the JavaScript grammar.
// Each statement or expression walked is a step of `budget`; once it is spent the walk
// stops and Facts::budget_hit says where.
Facts ResolveJavaScript(TSNode root, std::string_view source, AnalysisBudget& budget);

}  // namespace cordon
