#include "analyzer/resolver_support.h"

#include <iterator>

namespace cordon {
namespace {

constexpr std::string_view kFieldNames[] = {
    "alias",       "alternative", "arguments",    "attribute",   "body",
    "constructor", "expression",  "function",     "index",       "key",
    "left",        "module_name", "name",         "object",      "operator",
    "parameter",   "parameters",  "property",     "return_type", "right",
    "source",      "subscript",   "superclasses", "type",        "value",
};
static_assert(std::size(kFieldNames) == static_cast<size_t>(Field::kCount));

}  // namespace

ResolverBase::ResolverBase(std::string_view source, const TSLanguage* language) : source_(source) {
  for (size_t i = 0; i < std::size(kFieldNames); ++i) {
    field_ids_[i] = ts_language_field_id_for_name(language, kFieldNames[i].data(),
                                                  static_cast<uint32_t>(kFieldNames[i].size()));
  }
}

const Value* Scope::Find(const std::string& name) const {
  auto it = bindings_.find(name);
  return it == bindings_.end() ? nullptr : &it->second;
}

const Value* ResolverBase::Lookup(Scope* scope, const std::string& name) const {
  bool first = true;
  for (Scope* s = scope; s != nullptr; s = s->parent()) {
    if (s->is_class() && !first) continue;
    if (const Value* v = s->Find(name)) return v;
    first = false;
  }
  return nullptr;
}

Value ResolverBase::EvalLast(TSNode node, Scope* scope) {
  Value last = Value::Unknown();
  ForEachNamedChild(node, [&](TSNode child) { last = Eval(child, scope); });
  return last;
}

const Value* ResolverBase::LookupUse(TSNode node, Scope* scope, const std::string& name) {
  const Value* bound = Lookup(scope, name);
  if (bound != nullptr && bound->IsName() && bound->names.size() == 1 &&
      bound->names[0].find('.') != std::string::npos) {
    AddReference(node, *bound);
  }
  return bound;
}

Scope* ResolverBase::ModuleScope(Scope* scope) const {
  while (scope->parent() != nullptr) scope = scope->parent();
  return scope;
}

Value ResolverBase::WithBindingStep(const std::string& name, Value value, std::string_view how,
                                    uint32_t line) {
  std::string target;
  if (value.kind == Value::Kind::kName && !value.names.empty()) {
    if (value.names.size() == 1 && value.names[0] == name) return value;
    target = "`" + value.names[0] + "`";
  } else if (value.kind == Value::Kind::kConstant) {
    target = "the constant '" + value.constant + "'";
  } else if (value.kind == Value::Kind::kRequire) {
    target = "a `require` function";
  } else if (value.kind == Value::Kind::kGlobals) {
    target = "the global namespace";
  } else if (value.kind == Value::Kind::kDict && !value.names.empty()) {
    target = "the namespace of `" + value.names[0] + "`";
  } else {
    return value;
  }
  value.chain.insert(value.chain.begin(), "`" + name + "` is " + target + ", " + std::string(how) +
                                              " on line " + std::to_string(line));
  return value;
}

ArgFact ResolverBase::ArgFromValue(const Value& value) {
  ArgFact arg;
  if (value.kind == Value::Kind::kConstant) {
    arg.constant = value.constant;
    arg.is_string = value.is_string;
  } else if (value.kind == Value::Kind::kName) {
    arg.names = value.names;
  } else if (value.kind == Value::Kind::kFunction) {
    arg.is_function = true;
  }
  return arg;
}

void ResolverBase::AddCall(TSNode node, const Value& callee, std::vector<ArgFact> args,
                           bool is_new) {
  CallFact call;
  call.range = RangeOf(node);
  if (callee.kind == Value::Kind::kName) call.callees = callee.names;
  if (callee.kind == Value::Kind::kRequire) call.callees = {"require"};
  call.is_new = is_new;
  call.args = std::move(args);
  call.resolution = callee.chain;
  facts_.calls.push_back(std::move(call));
}

void ResolverBase::AddImport(TSNode node, std::string module, std::vector<std::string> chain) {
  facts_.imports.push_back({RangeOf(node), std::move(module), std::move(chain)});
}

void ResolverBase::AddAttribute(TSNode node, std::string name, std::string path) {
  facts_.attributes.push_back({RangeOf(node), std::move(name), std::move(path)});
}

void ResolverBase::AddReference(TSNode node, const Value& value) {
  if (value.kind != Value::Kind::kName) return;
  facts_.references.push_back({RangeOf(node), value.names, value.chain});
}

void ResolverBase::AddUnresolved(TSNode node, UnresolvedKind kind, std::string detail) {
  facts_.unresolved.push_back({RangeOf(node), kind, std::move(detail)});
}

}  // namespace cordon
