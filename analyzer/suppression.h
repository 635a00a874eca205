// Inline suppressions: `# cordon: ignore[rule-id, other-id]` (or `// ...` in JavaScript),
// on the finding's line or alone on the line above it; `cordon: ignore` without a list
// silences every rule there. Honoured only when the policy allows it: code an agent
// wrote could otherwise exempt itself.
#pragma once

#include <string_view>

#include "analyzer/finding.h"
#include "analyzer/language.h"
#include "analyzer/source_text.h"

namespace cordon {

bool IsSuppressed(const Finding& finding, const SourceText& source, Language language);

}  // namespace cordon
