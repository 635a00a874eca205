#include "analyzer/module_list.h"

#include <catch2/catch.hpp>

#include "analyzer/config_error.h"

using namespace cordon;

namespace {

const char* kLists = R"(python:
  modules: [json, xml.etree, numpy]
  members:
    os: [path, getcwd]
javascript:
  modules: [path, "@scope/pkg"]
  members:
    fs: [readFileSync, promises]
    process: [argv]
)";

ModuleList Lists() {
  ModuleList lists;
  lists.Load(kLists, "standard.yaml", "standard");
  return lists;
}

std::string ErrorOf(const std::string& yaml) {
  try {
    ModuleList lists;
    lists.Load(yaml, "m.yaml", "m");
  } catch (const ConfigError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("a listed module comes with its submodules", "[module_list]") {
  ModuleList lists = Lists();
  CHECK_FALSE(lists.UnlistedImport(Language::kPython, "json"));
  CHECK_FALSE(lists.UnlistedImport(Language::kPython, "numpy.linalg"));
  CHECK_FALSE(lists.UnlistedImport(Language::kPython, "xml.etree.ElementTree"));
  CHECK(lists.UnlistedImport(Language::kPython, "xml.dom") == "xml.dom");
  CHECK(lists.UnlistedImport(Language::kPython, "requests") == "requests");
  CHECK(lists.UnlistedImport(Language::kPython, "jsonpickle") == "jsonpickle");
  CHECK_FALSE(lists.UnlistedImport(Language::kJavaScript, "path"));
  CHECK_FALSE(lists.UnlistedImport(Language::kJavaScript, "@scope/pkg/sub"));
  CHECK(lists.UnlistedImport(Language::kJavaScript, "child_process") == "child_process");
  CHECK(lists.UnlistedImport(Language::kJavaScript, "data:text/javascript,1") ==
        "data:text/javascript,1");
  // Relative specifiers are files, analysed on their own.
  CHECK_FALSE(lists.UnlistedImport(Language::kJavaScript, "./helper.js"));
}

TEST_CASE("a mixed module comes only with its listed members", "[module_list]") {
  ModuleList lists = Lists();
  CHECK_FALSE(lists.UnlistedImport(Language::kPython, "os"));
  CHECK_FALSE(lists.UnlistedImport(Language::kPython, "os.path"));
  CHECK(lists.UnlistedImport(Language::kPython, "os.fork") == "os.fork");
  CHECK_FALSE(lists.UnlistedMember(Language::kPython, "os.getcwd"));
  CHECK_FALSE(lists.UnlistedMember(Language::kPython, "os.path.join"));
  CHECK(lists.UnlistedMember(Language::kPython, "os.system") == "os.system");
  CHECK(lists.UnlistedMember(Language::kPython, "os.popen.x") == "os.popen");
  CHECK_FALSE(lists.UnlistedMember(Language::kPython, "json.loads"));  // a whole module
  CHECK_FALSE(lists.UnlistedMember(Language::kPython, "eval"));
  CHECK_FALSE(lists.UnlistedImport(Language::kJavaScript, "fs/promises"));
  CHECK(lists.UnlistedImport(Language::kJavaScript, "fs/internal") == "fs.internal");
  CHECK(lists.UnlistedMember(Language::kJavaScript, "fs.openSync") == "fs.openSync");
  CHECK(lists.UnlistedMember(Language::kJavaScript, "process.kill") == "process.kill");
  CHECK_FALSE(lists.UnlistedMember(Language::kJavaScript, "process.argv"));
}

TEST_CASE("a listed member that is a module can have a member list of its own", "[module_list]") {
  ModuleList lists;
  lists.Load(R"(python:
  members:
    logging: [getLogger, handlers]
    logging.handlers: [RotatingFileHandler]
)",
             "m.yaml", "m");
  CHECK_FALSE(lists.UnlistedImport(Language::kPython, "logging.handlers"));
  CHECK_FALSE(lists.UnlistedMember(Language::kPython, "logging.handlers.RotatingFileHandler"));
  CHECK(lists.UnlistedMember(Language::kPython, "logging.handlers.SocketHandler") ==
        "logging.handlers.SocketHandler");
  CHECK(lists.UnlistedImport(Language::kPython, "logging.handlers.SocketHandler") ==
        "logging.handlers.SocketHandler");
  CHECK(lists.UnlistedMember(Language::kPython, "logging.config") == "logging.config");
}

TEST_CASE("lists add up, and a language no list names is not checked", "[module_list]") {
  ModuleList lists;
  lists.Load("python:\n  modules: [json]\n", "a.yaml", "a");
  CHECK_FALSE(lists.Checks(Language::kJavaScript));
  CHECK_FALSE(lists.UnlistedImport(Language::kJavaScript, "child_process"));
  CHECK(lists.UnlistedImport(Language::kPython, "csv") == "csv");
  lists.Load("python:\n  modules: [csv]\n  members: {os: [getcwd]}\n", "b.yaml", "b");
  CHECK_FALSE(lists.UnlistedImport(Language::kPython, "csv"));
  CHECK_FALSE(lists.UnlistedImport(Language::kPython, "json"));
  CHECK(lists.Names() == "a, b");
}

TEST_CASE("module list errors say where and what", "[module_list]") {
  CHECK(ErrorOf("python:\n  modulse: [json]\n") ==
        "m.yaml:2:3: unknown key 'modulse' in 'python' (did you mean 'modules'?)");
  CHECK(ErrorOf("ruby:\n  modules: [json]\n") ==
        "m.yaml:1:1: unknown key 'ruby' in module list (expected one of: python, javascript)");
  CHECK(ErrorOf("python:\n  modules: ['os system']\n") ==
        "m.yaml:2:12: 'os system' is not a module name");
  CHECK(ErrorOf("") ==
        "m.yaml: the module list is empty; it holds 'python:' and/or 'javascript:', each with "
        "'modules:' and 'members:'");
}

TEST_CASE("a listed module's private names and excepted parts are not listed with it",
          "[module_list]") {
  ModuleList lists;
  lists.Load(R"(python:
  modules: [numpy, tokenize, json]
  except: [numpy.distutils]
  members:
    os: [path, _exit]
)",
             "m.yaml", "m");
  CHECK(lists.UnlistedImport(Language::kPython, "numpy.distutils") == "numpy.distutils");
  CHECK(lists.UnlistedImport(Language::kPython, "numpy.distutils.exec_command") ==
        "numpy.distutils");
  CHECK(lists.UnlistedMember(Language::kPython, "numpy.distutils.exec_command._exec_command") ==
        "numpy.distutils");
  CHECK(lists.UnlistedMember(Language::kPython, "tokenize._builtin_open") ==
        "tokenize._builtin_open");
  CHECK(lists.UnlistedImport(Language::kPython, "numpy._core") == "numpy._core");
  CHECK(lists.UnlistedMember(Language::kPython, "numpy.linalg._umath_linalg.x") ==
        "numpy.linalg._umath_linalg");
  // Dunders are not private; a private member listed by name is listed.
  CHECK_FALSE(lists.UnlistedMember(Language::kPython, "numpy.__version__"));
  CHECK_FALSE(lists.UnlistedMember(Language::kPython, "os._exit"));
  CHECK_FALSE(lists.UnlistedMember(Language::kPython, "numpy.linalg.norm"));
  CHECK(lists.UnderWholeModule(Language::kPython, "tokenize._builtin_open"));
  CHECK_FALSE(lists.UnderWholeModule(Language::kPython, "os.system"));
  CHECK(ErrorOf("python:\n  except: ['a b']\n").find("'a b' is not a module or member name") !=
        std::string::npos);
}
