#include "analyzer/module_list.h"

#include "analyzer/config_error.h"
#include "analyzer/yaml_fields.h"

namespace cordon {
namespace {

// `os.path.join` -> {os, path, join}; `fs/promises` -> {fs, promises}; `@a/b/c` ->
// {@a/b, c}.
std::vector<std::string> Parts(Language language, std::string_view name) {
  const char separator = language == Language::kPython ? '.' : '/';
  std::vector<std::string> parts;
  size_t start = 0;
  while (start <= name.size()) {
    size_t end = name.find(separator, start);
    if (end == std::string_view::npos) end = name.size();
    parts.emplace_back(name.substr(start, end - start));
    start = end + 1;
  }
  if (language == Language::kJavaScript && parts.size() > 1 && parts[0].starts_with("@")) {
    parts[1] = parts[0] + "/" + parts[1];
    parts.erase(parts.begin());
  }
  return parts;
}

bool IsModuleName(const std::string& name) {
  if (name.empty()) return false;
  for (char c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.' && c != '-' &&
        c != '/' && c != '@' && c != '$') {
      return false;
    }
  }
  return true;
}

}  // namespace

std::string TopModule(Language language, std::string_view module) {
  return Parts(language, module).front();
}

void ModuleList::Load(const std::string& text, const std::string& file, const std::string& name) {
  YAML::Node root = LoadYaml(text, file);
  if (!root || root.IsNull()) {
    throw ConfigError(file, 0, 0,
                      "the module list is empty; it holds 'python:' and/or 'javascript:', each "
                      "with 'modules:' and 'members:'");
  }
  YamlFields top(root, file, "module list");
  for (Language language : {Language::kPython, Language::kJavaScript}) {
    const std::string key(LanguageName(language));
    YAML::Node node = top.Get(key);
    if (!node) continue;
    YamlFields f(node, file, "'" + key + "'");
    Lists& lists = lists_[static_cast<int>(language)];
    lists.present = true;
    for (const auto& module : f.StringList("modules")) {
      if (!IsModuleName(module))
        throw f.ErrorAt(f.Get("modules"), "'" + module + "' is not a module name");
      lists.modules.insert(module);
    }
    for (const auto& excepted : f.StringList("except")) {
      if (!IsModuleName(excepted))
        throw f.ErrorAt(f.Get("except"), "'" + excepted + "' is not a module or member name");
      lists.excepted.insert(excepted);
    }
    YAML::Node members = f.Get("members");
    if (members && !members.IsNull()) {
      YamlFields m(members, file, "'members'");
      if (!members.IsMap()) throw f.ErrorAt(members, "'members' must map a module to its members");
      for (const auto& entry : members) {
        const std::string module = entry.first.Scalar();
        if (!IsModuleName(module)) {
          throw m.ErrorAt(entry.first, "'" + module + "' is not a module name");
        }
        auto& listed = lists.members[module];
        for (const auto& member : m.StringList(module)) listed.insert(member);
      }
    }
    f.RejectUnknown({"modules", "members", "except"});
  }
  top.RejectUnknown({"python", "javascript"});
  names_.push_back(name);
}

std::string ModuleList::Names() const {
  std::string out;
  for (const auto& n : names_) out += (out.empty() ? "" : ", ") + n;
  return out;
}

std::optional<std::string> ModuleList::UnderListedModule(const Lists& lists,
                                                         const std::vector<std::string>& parts,
                                                         char separator) {
  std::string prefix;
  size_t i = 0;
  for (; i < parts.size(); ++i) {
    prefix += (i == 0 ? "" : std::string(1, separator)) + parts[i];
    if (lists.modules.contains(prefix)) break;
  }
  if (i == parts.size()) return std::nullopt;
  // Below a listed module: its public names, less what the lists except.
  for (size_t j = i + 1; j <= parts.size(); ++j) {
    if (lists.excepted.contains(prefix) || (j > i + 1 && IsPrivate(parts[j - 1]))) {
      return prefix;
    }
    if (j < parts.size()) prefix += std::string(1, separator) + parts[j];
  }
  return "";
}

bool ModuleList::UnderWholeModule(Language language, std::string_view name) const {
  const char separator = language == Language::kPython ? '.' : '/';
  return UnderListedModule(For(language), Parts(language, name), separator).has_value() ||
         UnderListedModule(For(language), Parts(Language::kPython, name), '.').has_value();
}

bool ModuleList::IsPrivate(std::string_view name) {
  return name.size() > 1 && name[0] == '_' && !(name.starts_with("__") && name.ends_with("__"));
}

std::optional<std::string> ModuleList::UnlistedImport(Language language,
                                                      std::string_view module) const {
  const Lists& lists = For(language);
  if (!lists.present) return std::nullopt;
  if (language == Language::kJavaScript && (module.starts_with(".") || module.starts_with("/"))) {
    return std::nullopt;
  }
  const std::vector<std::string> parts = Parts(language, module);
  const char separator = language == Language::kPython ? '.' : '/';
  if (auto listed = UnderListedModule(lists, parts, separator)) {
    if (listed->empty()) return std::nullopt;
    return *listed;
  }
  if (auto unlisted = UnlistedInMemberLists(lists, parts, separator)) {
    if (unlisted->empty()) return std::nullopt;
    return *unlisted;
  }
  return std::string(module);
}

std::optional<std::string> ModuleList::UnlistedMember(Language language,
                                                      std::string_view name) const {
  const Lists& lists = For(language);
  if (!lists.present) return std::nullopt;
  size_t dot = name.find('.');
  if (dot == std::string_view::npos) return std::nullopt;
  if (auto listed = UnderListedModule(lists, Parts(Language::kPython, name), '.')) {
    if (listed->empty()) return std::nullopt;
    return *listed;
  }
  auto unlisted = UnlistedInMemberLists(lists, Parts(Language::kPython, name), '.');
  if (!unlisted || unlisted->empty()) return std::nullopt;
  return *unlisted;
}

std::optional<std::string> ModuleList::UnlistedInMemberLists(const Lists& lists,
                                                             const std::vector<std::string>& parts,
                                                             char separator) {
  if (parts.empty() || !lists.members.contains(parts[0])) return std::nullopt;
  // Every list on the way judges the next part: `logging` names `handlers`, and
  // `logging.handlers` names its own members.
  std::string prefix = parts[0];
  for (size_t i = 1; i < parts.size(); ++i) {
    if (auto it = lists.members.find(prefix); it != lists.members.end()) {
      // Member lists name Python members with dots and JavaScript ones as `fs.x`.
      if (!it->second.contains(parts[i])) return prefix + "." + parts[i];
    }
    prefix += std::string(1, separator) + parts[i];
  }
  return "";
}

}  // namespace cordon
