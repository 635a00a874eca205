// Which modules code may use and, of the mixed modules (os, sys, shutil, fs, process),
// which members: the default-deny lists a policy names (`modules: [standard]`, files
// under rules/modules/). A listed module is allowed with its public submodules and
// members (not `_private` ones, nor those `except` names); a module listed under
// `members` only with those members; anything else is a finding that says how to allow
// it. The format is in docs/policies.md.
//
//   ModuleList lists;
//   lists.Load(text, "rules/modules/standard.yaml", "standard");  // throws ConfigError
//   if (auto name = lists.UnlistedImport(Language::kPython, "requests")) ...
//
// A language no loaded file mentions is not checked at all.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "analyzer/language.h"

namespace cordon {

class ModuleList {
 public:
  // Adds one file's lists to these (a union: what any file allows is allowed); `name`
  // is what messages call it. Throws ConfigError.
  void Load(const std::string& text, const std::string& file, const std::string& name);

  bool Checks(Language language) const { return For(language).present; }
  // The lists loaded, "standard, ./mine.yaml", for messages.
  std::string Names() const;

  // For an import of `module` (`os.path`, `fs/promises`): the unlisted module or member
  // (`requests`, `os.fork`), or nothing when allowed. Relative JavaScript specifiers
  // (`./x`) are files, not modules, and are allowed here; callers skip local modules.
  std::optional<std::string> UnlistedImport(Language language, std::string_view module) const;
  // For a use of a qualified name (`os.system`): the unlisted member (`os.system`) when
  // its module is one whose members are listed, or nothing.
  std::optional<std::string> UnlistedMember(Language language, std::string_view name) const;
  // Whether `name` is under a module listed whole (so what is refused of it is private or
  // excepted, not a member missing from a member list).
  bool UnderWholeModule(Language language, std::string_view name) const;
  // Whether `module` is listed with its members (a mixed module: `os`, `fs`).
  bool HasMemberList(Language language, std::string_view module) const {
    return For(language).members.contains(std::string(module));
  }

 private:
  struct Lists {
    bool present = false;
    std::set<std::string, std::less<>> modules;
    std::set<std::string, std::less<>> excepted;  // under listed modules, not allowed
    std::map<std::string, std::set<std::string, std::less<>>, std::less<>> members;
  };
  const Lists& For(Language language) const { return lists_[static_cast<int>(language)]; }
  // For a name under a listed module: "" when allowed, else the part not allowed (an
  // excepted submodule or member, or a private name: `numpy.distutils`, `tokenize._open`).
  // nullopt when no listed module covers the name.
  // For a name under a module with a member list: the first part a list on the way does
  // not name (`os.system`, `logging.handlers.SocketHandler`), or "" when all name the
  // next part; nullopt when no member list covers the name's module.
  static std::optional<std::string> UnlistedInMemberLists(const Lists& lists,
                                                          const std::vector<std::string>& parts,
                                                          char separator);
  static std::optional<std::string> UnderListedModule(const Lists& lists,
                                                      const std::vector<std::string>& parts,
                                                      char separator);
  // `_name`, not `__name__`: not part of a module's public interface.
  static bool IsPrivate(std::string_view name);

  Lists lists_[2];
  std::vector<std::string> names_;
};

// The top-level module of an import: `os` of `os.path`, `fs` of `fs/promises`, `@a/b`
// of `@a/b/c`; for matching local modules.
std::string TopModule(Language language, std::string_view module);

}  // namespace cordon
