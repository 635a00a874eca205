#include <catch2/catch.hpp>

#include "tests/support/analyzer_helpers.h"

using namespace cordon;
using namespace cordon::testing;

TEST_CASE("javascript: require forms", "[javascript_resolver]") {
  CHECK(Calls(Js("const cp = require('child_process'); cp.exec('x')"), "child_process.exec"));
  CHECK(Calls(Js("require('node:child_process').execSync('x')"), "child_process.execSync"));
  CHECK(Calls(Js("const cp = module.require('child_process'); cp.spawn('x')"),
              "child_process.spawn"));
  CHECK(Calls(Js("const {createRequire} = require('module');\n"
                 "const r = createRequire(import.meta.url);\nr('child_process').fork('a')"),
              "child_process.fork"));
  CHECK(Calls(Js("import {createRequire} from 'node:module';\n"
                 "createRequire(import.meta.url)('child_process').exec('x')"),
              "child_process.exec"));
  CHECK(Calls(Js("process.mainModule.require('child_process').exec('x')"), "child_process.exec"));
  CHECK(Imports(Js("require('node:fs')")) == std::vector<std::string>{"fs"});
}

TEST_CASE("javascript: a function used as a value is a call with unknown arguments",
          "[javascript_resolver]") {
  CHECK(Calls(Js("setTimeout(eval, 0, code)"), "eval"));
  CHECK(Calls(Js("[code].forEach(eval)"), "eval"));
  CHECK(Calls(Js("(0, eval)(code)"), "eval"));
  CHECK(Calls(Js("const m = new Map([['run', eval]])"), "eval"));
  CHECK(Calls(Js("const cp = require('child_process'); const run = cp.execSync || x;"),
              "child_process.execSync"));
  CHECK(Calls(Js("bus.on('job', require('child_process').exec)"), "child_process.exec"));
  CHECK(CallCount(Js("eval(code)"), "eval") == 1);
  CHECK(CallCount(Js("typeof eval"), "eval") == 0);
  CHECK(CallCount(Js("eval;"), "eval") == 0);
  CHECK(CallCount(Js("const cp = require('child_process'); p instanceof cp.ChildProcess"),
                  "child_process.ChildProcess") == 0);
}

TEST_CASE("javascript: destructuring and import forms", "[javascript_resolver]") {
  CHECK(Calls(Js("const {execSync: run} = require('child_process'); run('x')"),
              "child_process.execSync"));
  CHECK(Calls(Js("const {spawn} = require('child_process'); spawn('x')"), "child_process.spawn"));
  CHECK(Calls(Js("const {['exec' + 'Sync']: r} = require('child_process'); r('x')"),
              "child_process.execSync"));
  CHECK(Calls(Js("import {exec as run} from 'child_process'; run('x')"), "child_process.exec"));
  CHECK(Calls(Js("import * as ns from 'child_process'; ns.exec('x')"), "child_process.exec"));
  CHECK(Calls(Js("import cp from 'child_process'; cp.exec('x')"), "child_process.exec"));
  CHECK(Calls(Js("const m = await import('child_process'); m.exec('x')"), "child_process.exec"));
  CHECK(Imports(Js("import('child_process')")) == std::vector<std::string>{"child_process"});
}

TEST_CASE("javascript: aliases, computed members and global objects", "[javascript_resolver]") {
  CHECK(Calls(Js("const cp = require('child_process'); const run = cp.execSync; run('x')"),
              "child_process.execSync"));
  CHECK(Calls(Js("const cp = require('child_process'); cp['exec' + 'Sync']('x')"),
              "child_process.execSync"));
  CHECK(Calls(Js("globalThis['req' + 'uire']('child_process').exec('x')"), "child_process.exec"));
  CHECK(Calls(Js("global.eval(code)"), "eval"));
  CHECK(Calls(Js("window['ev' + 'al'](code)"), "eval"));
  CHECK(Calls(Js("(0, eval)(code)"), "eval"));
  CHECK(Calls(Js("let r; r = require; r('child_process').exec('x')"), "child_process.exec"));
}

TEST_CASE("javascript: constant strings fold", "[javascript_resolver]") {
  CHECK(Calls(Js("require(`child_process`).exec('x')"), "child_process.exec"));
  CHECK(Calls(Js("require('child\\x5fprocess').exec('x')"), "child_process.exec"));
  CHECK(Calls(Js("require('\\u{63}hild_process').exec('x')"), "child_process.exec"));
  CHECK(Calls(Js("require(String.fromCharCode(102, 115)).rmSync('/')"), "fs.rmSync"));
  CHECK(Calls(Js("require(['child', 'process'].join('_')).exec('x')"), "child_process.exec"));
  CHECK(Calls(Js("const n = 'child_'; require(n + 'process').exec('x')"), "child_process.exec"));
  CHECK(Calls(Js("require('child_'.concat('process')).exec('x')"), "child_process.exec"));
  // A template with a substitution is not a constant.
  Facts facts = Js("require(`child_${x}`)");
  REQUIRE(facts.unresolved.size() == 1);
  CHECK(facts.unresolved[0].kind == UnresolvedKind::kImport);
}

TEST_CASE("javascript: unicode escapes in identifiers", "[javascript_resolver]") {
  CHECK(Calls(Js("\\u0065val(code)"), "eval"));
  CHECK(Calls(Js("\\u{65}val(code)"), "eval"));
}

TEST_CASE("javascript: Function constructor chains", "[javascript_resolver]") {
  CHECK(Calls(Js("new Function('return 1')"), "Function"));
  CHECK(Calls(Js("(function(){}).constructor('return 1')"), "Function"));
  CHECK(Calls(Js("(() => 1).constructor('return 1')"), "Function"));
  CHECK(Calls(Js("Object.getPrototypeOf(async function(){}).constructor('x')"), "Function"));
  CHECK(Calls(Js("x.constructor.constructor('return this')()"), "Function"));
  const Facts facts = Js("new Function('a')");  // CallTo points into it
  const CallFact* call = CallTo(facts, "Function");
  REQUIRE(call != nullptr);
  CHECK(call->is_new);
}

TEST_CASE("javascript: call, apply, bind and Reflect.apply reach the target",
          "[javascript_resolver]") {
  CHECK(Calls(Js("const cp = require('child_process'); cp.exec.call(null, 'x')"),
              "child_process.exec"));
  CHECK(Calls(Js("const cp = require('child_process'); cp.exec.apply(null, ['x'])"),
              "child_process.exec"));
  CHECK(Calls(Js("const cp = require('child_process'); const f = cp.exec.bind(cp); f('x')"),
              "child_process.exec"));
  CHECK(Calls(Js("const cp = require('child_process'); Reflect.apply(cp.exec, null, ['x'])"),
              "child_process.exec"));
  const Facts facts = Js("eval.call(null, code)");  // CallTo points into it
  const CallFact* call = CallTo(facts, "eval");
  REQUIRE(call != nullptr);
  REQUIRE(call->args.size() == 1);
  CHECK_FALSE(call->args[0].constant.has_value());
}

TEST_CASE("javascript: what cannot be resolved is recorded", "[javascript_resolver]") {
  CHECK(UnresolvedKinds(Js("require(name)")) == std::vector{UnresolvedKind::kImport});
  CHECK(UnresolvedKinds(Js("import(name)")) == std::vector{UnresolvedKind::kImport});
  CHECK(UnresolvedKinds(Js("globalThis[name]()")) == std::vector{UnresolvedKind::kLookup});
  CHECK(UnresolvedKinds(Js("const cp = require('child_process'); cp[k]('x')")) ==
        std::vector{UnresolvedKind::kAttribute});
  // Indexing ordinary data with a variable is everyday code.
  CHECK(UnresolvedKinds(Js("const rows = [1, 2]; rows[i]; const o = {}; o[k] = 1")).empty());
}

TEST_CASE("javascript: object-literal arguments expose constant properties",
          "[javascript_resolver]") {
  Facts facts = Js("const {Worker} = require('worker_threads'); new Worker(src, {eval: true})");
  const CallFact* call = CallTo(facts, "worker_threads.Worker");
  REQUIRE(call != nullptr);
  REQUIRE(call->args.size() == 2);
  CHECK(call->args[1].property_keys == std::vector<std::string>{"eval"});
  CHECK(call->args[1].property_values[0].constant == "true");
}

TEST_CASE("javascript: an object used as a value is recorded, reading or destructuring it is not",
          "[javascript_resolver]") {
  CHECK(UsedAsValue(Js("function h() { return process; }"), "process"));
  CHECK(UsedAsValue(Js("['a'].map(require)"), "require"));
  CHECK(UsedAsValue(Js("g(globalThis)"), "globalThis"));
  CHECK(UsedAsValue(Js("const o = {eval};"), "eval"));  // shorthand
  CHECK(CallCount(Js("console.log(process.argv)"), "console") == 0);
  CHECK(CallCount(Js("const {argv, env: e} = process;"), "process") == 0);
  CHECK(CallCount(Js("const {...all} = process;"), "process") == 1);  // rest: lost
  CHECK(CallCount(Js("typeof process; require.main === module;"), "process") == 0);
}

TEST_CASE("javascript: the known start of a path built at run time", "[javascript_resolver]") {
  auto first_arg = [](const std::string& source, const std::string& callee) {
    return FirstArgOf(Js(source), callee);
  };
  const std::string fs = "const fs = require('fs'); const path = require('path');\n";
  CHECK(first_arg(fs + "fs.writeFileSync(`/etc/${x}`, '')", "fs.writeFileSync").prefix == "/etc/");
  CHECK(first_arg(fs + "fs.rmSync(path.join(path.sep, 'etc'))", "fs.rmSync").constant == "/etc");
  // resolve() works the climb out, as Node does (and "/" is outside the working directory).
  CHECK(first_arg(fs + "fs.rmSync(path.resolve(process.cwd(), '..'))", "fs.rmSync").constant ==
        "/");
  CHECK(first_arg(fs + "fs.rmSync(path.resolve('out/x').split('/')[0] + '/etc')", "fs.rmSync")
            .constant == "/etc");
  CHECK(first_arg(fs + "fs.readFileSync(new URL('file:///etc/shadow'))", "fs.readFileSync")
            .constant == "/etc/shadow");
  CHECK(first_arg(fs + "fs.writeFileSync(Buffer.from('/etc/motd'), '')", "fs.writeFileSync")
            .constant == "/etc/motd");
  CHECK(first_arg(fs + "fs.writeFileSync(path.join(__dirname, 'a'), '')", "fs.writeFileSync")
            .constant == "/work/a");
  // '../'.repeat(n): known when n is, else it starts with one '../' (round 6, d30).
  CHECK(first_arg(fs + "const depth = 2; fs.writeFileSync('./' + '../'.repeat(depth) + 'x', '')",
                  "fs.writeFileSync")
            .constant == "./../../x");
  CHECK(first_arg(fs + "fs.writeFileSync(`/tmp/${'../'.repeat(process.argv.length)}x`, '')",
                  "fs.writeFileSync")
            .prefix == "/tmp/../");
}

TEST_CASE("javascript: where a path comes from: up, home, temp, URLs, escapes, joins",
          "[javascript_resolver]") {
  auto first_arg = [](const std::string& source, const std::string& callee) {
    return FirstArgOf(Js(source), callee);
  };
  const std::string fs =
      "const fs = require('fs'); const path = require('path'); const os = require('os');\n";
  auto written = [&](const std::string& expression) {
    return first_arg(fs + "fs.writeFileSync(" + expression + ", '')", "fs.writeFileSync");
  };
  CHECK(written("path.dirname(process.cwd())").constant == "/work/..");
  CHECK(written("path.join(os.tmpdir(), 'x')").constant == "/tmp/x");
  CHECK(written("process.env.HOME + '/.rc'").constant == "~/.rc");
  CHECK(written("`${process.env.HOME}/.ssh`").constant == "~/.ssh");
  CHECK(written("`${x}/.ssh`").prefix == std::nullopt);
  CHECK(written("`/etc/${x}/y`").prefix == "/etc/");
  CHECK(written("require('url').fileURLToPath('file:///etc/a%20b')").constant == "/etc/a b");
  CHECK(written("new URL('/etc/x', 'file://')").constant == "/etc/x");
  CHECK(written("decodeURIComponent('%2Fetc%2Fx')").constant == "/etc/x");
  CHECK_FALSE(written("decodeURIComponent('%2')").constant.has_value());
  CHECK(written("'/ETC/X'.toLowerCase()").constant == "/etc/x");
  CHECK(written("['', 'etc', 'x'].join(path.sep)").constant == "/etc/x");
  CHECK(written("path.format({dir: '/etc', base: 'x'})").constant == "/etc/x");
  CHECK(written("path.format({root: '/', name: 'x', ext: '.js'})").constant == "/x.js");
  CHECK(written("path.join(process.argv[0], 'x')").prefix == "/");
  CHECK(written("Buffer.from('2f657463', 'hex')").constant == "/etc");
  CHECK_FALSE(written("Buffer.from('2f65746', 'hex')").constant.has_value());
  CHECK(written("Buffer.from([47, 101, 116, 99])").constant == "/etc");
  CHECK_FALSE(written("Buffer.from([47, 300])").constant.has_value());
}

TEST_CASE("javascript: items of arrays and object literals are followed until changed",
          "[javascript_resolver]") {
  auto written = [](const std::string& code) {
    return FirstArgOf(Js("const fs = require('fs');\n" + code), "fs.writeFileSync");
  };
  CHECK(written("const a = ['x', '/etc/y'];\nfs.writeFileSync(a[1], '')").constant == "/etc/y");
  CHECK(written("const o = {p: '/etc/y'};\nfs.writeFileSync(o.p, '')").constant == "/etc/y");
  CHECK(written("const o = {'p': '/etc/y'};\nfs.writeFileSync(o['p'], '')").constant == "/etc/y");
  CHECK(written("const a = ['/etc/y', ''];\nfs.writeFileSync(...a)").constant == "/etc/y");
  CHECK(written("const a = ['', 'etc'];\nfs.writeFileSync(a.join('/'), '')").constant == "/etc");
  // forEach calls its function with each item.
  Facts each = Js("const fs = require('fs');\n['/etc/y'].forEach(fs.unlinkSync)");
  const CallFact* unlink = nullptr;
  for (const auto& call : each.calls) {
    if (!call.as_value && call.callees == std::vector<std::string>{"fs.unlinkSync"}) unlink = &call;
  }
  REQUIRE(unlink != nullptr);
  CHECK(unlink->args.at(0).constant == "/etc/y");
  CHECK_FALSE(written("const a = [, '/etc/y'];\nfs.writeFileSync(a[0], '')").constant);
  CHECK_FALSE(written("const a = ['x'];\na.push(1);\nfs.writeFileSync(a[0], '')").constant);
  CHECK_FALSE(written("const o = {p: 'x'};\no.p = '/etc';\nfs.writeFileSync(o.p, '')").constant);
  CHECK_FALSE(written("const o = {[k]: 'x'};\nfs.writeFileSync(o.p, '')").constant);
}

TEST_CASE("javascript: `this` in a plain sloppy function is the global object",
          "[javascript_resolver]") {
  CHECK(UsedAsValue(Js("function f() { return this; }"), "globalThis"));
  CHECK(UsedAsValue(Js("function f() { return () => this; }"), "globalThis"));
  CHECK(UsedAsValue(Js("(function () { return this; }).call(null)"), "globalThis"));
  CHECK(Calls(Js("setImmediate; [1].map(function () { this.process.kill(1); })"), "process.kill"));
  // A caller gives `this`: strict code, modules, methods, constructors, handlers.
  CHECK_FALSE(UsedAsValue(Js("'use strict';\nfunction f() { return this; }"), "globalThis"));
  CHECK_FALSE(UsedAsValue(Js("function f() { 'use strict'; return this; }"), "globalThis"));
  CHECK_FALSE(UsedAsValue(Js("export function f() { return this; }"), "globalThis"));
  CHECK_FALSE(UsedAsValue(Js("class A { m() { return this; } }"), "globalThis"));
  CHECK_FALSE(UsedAsValue(Js("function Point() { g(this); }"), "globalThis"));
  CHECK_FALSE(UsedAsValue(Js("A.prototype.m = function () { return this; };"), "globalThis"));
  CHECK_FALSE(UsedAsValue(Js("o = {m: function () { return this; }};"), "globalThis"));
  CHECK_FALSE(UsedAsValue(Js("e.on('x', function () { g(this); });"), "globalThis"));
  CHECK_FALSE(UsedAsValue(Js("(function () { return this; }).call(o)"), "globalThis"));
  CHECK_FALSE(UsedAsValue(Js("g(this);"), "globalThis"));  // the top level: module.exports
}

TEST_CASE("javascript: the module system's objects and the global object's side doors",
          "[javascript_resolver]") {
  // The CommonJS wrapper's arguments at the top level; a function's own inside one.
  CHECK(Imports(Js("arguments[1]('child_process')")) == std::vector<std::string>{"child_process"});
  CHECK(Imports(Js("function f() { return arguments[1]('x'); }")).empty());
  CHECK(Imports(Js("require.main.require('child_process')")) ==
        std::vector<std::string>{"child_process"});
  CHECK(UsedAsValue(Js("Object.values(require.cache)"), "require.cache"));
  // Function, one hop from a builtin's method or its prototype.
  CHECK(Calls(Js("const F = [].map.constructor;\nF('x');"), "Function"));
  CHECK(Calls(Js("parseInt.constructor('x')"), "Function"));
  CHECK(Calls(Js("Function.prototype.constructor.call(null, 'x')"), "Function"));
  // A sloppy function's `this` is the global object.
  CHECK(Calls(Js("const g = (function () { return this; })();\ng.eval(x);"), "eval"));
  CHECK_FALSE(Calls(Js("const g = (() => 1)();\ng.eval(x);"), "eval"));
}

TEST_CASE("javascript: bind is a call to come, and eval of a name is that name",
          "[javascript_resolver]") {
  ArgFact bound = FirstArgOf(Js("const fs = require('fs');\nfs.writeFileSync.bind(null, '/etc/x')"),
                             "fs.writeFileSync");
  CHECK(bound.constant == "/etc/x");
  CHECK(Imports(Js("eval('require')('child_process')")) ==
        std::vector<std::string>{"child_process"});
}

TEST_CASE("javascript: members reached through Reflect, descriptors and emitters",
          "[javascript_resolver]") {
  CHECK(Calls(Js("Reflect.get(Function.prototype, 'constructor')('return 1')()"), "Function"));
  CHECK(Calls(Js("Object.getOwnPropertyDescriptor(Function.prototype, 'con' + 'structor')"
                 ".value('return 1')"),
              "Function"));
  CHECK(Calls(Js("process.on('exit', () => {}).mainModule.require('child_process').exec('x')"),
              "child_process.exec"));
  CHECK(Calls(Js("process.once('x', f).off('x', f).binding('spawn_sync')"), "process.binding"));
  // A plain object's listener methods return whatever they return.
  CHECK_FALSE(Calls(Js("emitter.on('x', f).binding('y')"), "process.binding"));
}

TEST_CASE("javascript: string operations on the working directory fold", "[javascript_resolver]") {
  auto written = [](const std::string& path) {
    return FirstArgOf(Js("const fs = require('fs'); const path = require('path');\n"
                         "fs.writeFileSync(" +
                         path + ", 'x')"),
                      "fs.writeFileSync");
  };
  CHECK(written("process.cwd().split('/').slice(0, -1).join('/') + '/x'").constant == "/x");
  CHECK(written("path.parse(process.cwd()).dir").constant == "/");
  CHECK(written("path.parse('/a/b.txt').name").constant == "b");
  CHECK(written("`${process.env.PWD}/x`").constant == "/work/x");
  CHECK(written("new URL('../x', 'file:///work/')").constant == "/work/../x");
  CHECK(written("path.relative('.', '/etc/x')").constant == "/etc/x");
}

TEST_CASE("nested destructuring takes members apart in turn", "[javascript-resolver]") {
  Facts f =
      Js("const {promises: {rm}} = require('fs');\n"
         "rm('/etc', {recursive: true});\n"
         "const {env: {...all}} = process;\n");
  CHECK(Calls(f, "fs.promises.rm"));
  // process.env is used whole where it is taken apart: a reference, no keys known.
  bool env = false;
  for (const auto& r : f.references) {
    if (std::find(r.names.begin(), r.names.end(), "process.env") != r.names.end()) {
      env = true;
      CHECK(r.keys.empty());
    }
  }
  CHECK(env);
  // Deeper than the bound: unknown, not a crash or a deep recursion.
  std::string deep = "const ";
  for (int i = 0; i < 200; ++i) deep += "{a: ";
  deep += "x";
  for (int i = 0; i < 200; ++i) deep += "}";
  deep += " = require('fs');\n";
  CHECK_NOTHROW(Js(deep));
}

TEST_CASE("javascript: a listener given to process.on gets process as `this`",
          "[javascript_resolver]") {
  CHECK(Calls(Js("process.once('exit', function () { this.kill(1); });"), "process.kill"));
  CHECK(Calls(Js("process.on('x', function () { const p = this; p.dlopen(m, f); });"),
              "process.dlopen"));
  CHECK_FALSE(
      Calls(Js("'use strict';\nprocess.on('x', function () { this.kill(1); });"), "process.kill"));
}

TEST_CASE("javascript: path.extname of a known path folds", "[javascript_resolver]") {
  Facts facts =
      Js("const path = require('path');\nf('hook' + path.extname(__filename));\n"
         "f(path.extname('.bashrc') + 'x');\n");
  const CallFact* first = CallTo(facts, "f");
  REQUIRE(first != nullptr);
  REQUIRE(first->args.size() == 1);
  CHECK(first->args[0].constant == "hook.cjs");  // the sandbox runs main.cjs
}

TEST_CASE("javascript: writes the walk meets too late change what a name may hold",
          "[javascript_resolver]") {
  auto written = [](const std::string& code) {
    return FirstArgOf(Js("const fs = require('fs');\n" + code), "fs.writeFileSync");
  };
  // A function body assigning an outer name, or a later assignment an arrow reads.
  CHECK(written("let out = 'a.txt';\nfunction f() { out = '/etc/x'; }\nf();\n"
                "fs.writeFileSync(out, '');")
            .one_of == std::vector<std::string>{"a.txt", "/etc/x"});
  CHECK(written("let out = 'a';\nconst w = () => fs.writeFileSync(out, '');\nout = '/etc/x';\nw();")
            .one_of == std::vector<std::string>{"a", "/etc/x"});
  // A block's own `let` does not hide a write to the outer one.
  CHECK(written("let out = 'a';\nfunction f() { { let out = 1; } out = '/etc/x'; }\n"
                "fs.writeFileSync(out, '');")
            .one_of == std::vector<std::string>{"a", "/etc/x"});
  // The function's own names are its own.
  CHECK(written("let out = 'a';\nfunction f() { let out = '/etc/x'; return out; }\n"
                "fs.writeFileSync(out, '');")
            .constant == "a");
  // A function's own variable written by a closure inside it is not the program's
  // (round 24's b13: `let out` in a tag function, `out +=` in its forEach arrow); the
  // function's own still takes it, and so does the program's when the function lacks one.
  CHECK(written("function h(xs) { let out = '/etc/'; xs.forEach((v) => { out += v; }); "
                "return out; }\nconst out = 'a.txt';\nfs.writeFileSync(out, '');")
            .constant == "a.txt");
  CHECK(written("function h(xs) { let out = 'a'; xs.forEach((v) => { out = '/etc/x'; }); "
                "fs.writeFileSync(out, ''); }\nh([1]);")
            .constant == "/etc/x");
  CHECK(written("let out = 'a';\nfunction h(xs) { xs.forEach((v) => { out = '/etc/x'; }); }\n"
                "h([1]);\nfs.writeFileSync(out, '');")
            .one_of == std::vector<std::string>{"a", "/etc/x"});
  // Reassigned at the same level and read by no function: in order.
  CHECK(written("let out = '/etc/x';\nout = 'a';\nfs.writeFileSync(out, '');").constant == "a");
  // Destructuring assigns too: the module name is no longer only 'path'.
  Facts destructured =
      Js("let m = 'path';\nconst load = () => require(m);\n"
         "({ m } = { m: 'child_process' });\nload();");
  CHECK_FALSE(destructured.unresolved.empty());
  CHECK(Js("let m = 'path';\nconst load = () => require(m);\nload();").unresolved.empty());
  // A container changed in a body, through an alias, or handed to a call: items unknown.
  for (const char* code : {
           "const c = {out: 'x'};\nfunction f() { c.out = '/etc/x'; }\nf();\n"
           "fs.writeFileSync(c.out, '');",
           "const c = {out: 'x'};\nconst d = c;\nd.out = '/etc/x';\nfs.writeFileSync(c.out, '');",
           "const c = {out: 'x'};\nrelocate(c);\nfs.writeFileSync(c.out, '');",
           "const c = {out: 'x'};\nfunction f() { Object.assign(c, o); }\n"
           "fs.writeFileSync(c.out, '');",
       }) {
    CAPTURE(code);
    ArgFact a = written(code);
    CHECK_FALSE(a.constant);
    CHECK(a.one_of.empty());
  }
  // Object.assign where it runs: the target takes the known sources' entries.
  CHECK(written("const c = {out: 'x', n: 1};\nObject.assign(c, {out: 'y/z'});\n"
                "fs.writeFileSync(c.out, '');")
            .constant == "y/z");
  CHECK_FALSE(written("const c = {out: 'x'};\nObject.assign(c, o);\nfs.writeFileSync(c.out, '');")
                  .constant);
  // Readers keep no hold.
  CHECK(written("const c = {out: 'x'};\nconsole.log(c, JSON.stringify(c));\n"
                "fs.writeFileSync(c.out, '');")
            .constant == "x");
}

TEST_CASE("javascript: repeated keys and legacy octal indices are what JavaScript makes of them",
          "[javascript_resolver]") {
  auto written = [](const std::string& code) {
    return FirstArgOf(Js("const fs = require('fs');\n" + code), "fs.writeFileSync");
  };
  CHECK(written("const j = {o: 'a', n: 1, o: '/etc/x'};\nfs.writeFileSync(j.o, '');").constant ==
        "/etc/x");
  const std::string nine = "const t = ['0','1','2','3','4','5','6','7','/etc/x','9'];\n";
  CHECK(written(nine + "fs.writeFileSync(t[010], '');").constant == "/etc/x");
  CHECK(written(nine + "fs.writeFileSync(t[0o10], '');").constant == "/etc/x");
  CHECK(written(nine + "fs.writeFileSync(t[0b1000], '');").constant == "/etc/x");
  CHECK(written(nine + "fs.writeFileSync(t[09], '');").constant == "9");
}

TEST_CASE("javascript: a store into a builtin or core module is the call it amounts to",
          "[javascript_resolver]") {
  Facts patched = Js("Array.prototype.join = function () {};");
  const CallFact* join = CallTo(patched, "Array.prototype.__setattr__");
  REQUIRE(join != nullptr);
  REQUIRE(join->args.size() == 2);
  CHECK(join->args[0].constant == "join");
  CHECK(join->args[1].is_function);
  CHECK(Calls(Js("process.cwd = () => '/etc';"), "process.__setattr__"));
  CHECK(Calls(Js("const {EventEmitter} = require('events');\nEventEmitter.prototype.emit = f;"),
              "events.EventEmitter.prototype.__setattr__"));
  CHECK(Calls(Js("Object.defineProperty(Object.prototype, 'x', {get() { return this; }});"),
              "Object.prototype.__setattr__"));
  CHECK(Calls(Js("globalThis.fetch = f;"), "globalThis.__setattr__"));
  // The module's own exports, local objects and names free only until a later (hoisted)
  // declaration are not the runtime's.
  for (const char* code : {"module.exports = f;", "module.exports.x = f;", "exports.x = f;",
                           "const o = {};\no.run = f;", "helper.debug = f;\nfunction helper() {}",
                           "const nopt = require('nopt');\nnopt.invalidHandler = f;"}) {
    CAPTURE(code);
    for (const auto& name : Callees(Js(code))) CHECK_FALSE(name.ends_with(".__setattr__"));
  }
}

TEST_CASE("javascript: an arrow's arguments, super's and import.meta's constructors",
          "[javascript_resolver]") {
  // An arrow at a module's top level sees the module wrapper's arguments: [1] is require.
  CHECK(UsedAsValue(Js("const deps = () => arguments[1];"), "require"));
  CHECK_FALSE(UsedAsValue(Js("function f() { return arguments[1]; }"), "require"));
  CHECK_FALSE(UsedAsValue(Js("function f() { const g = () => arguments[1]; }"), "require"));
  // The constructor of super (in a static method) and of import.meta.resolve is Function.
  CHECK(
      Calls(Js("class R extends Object { static b() { return super.constructor; } }"), "Function"));
  CHECK(Calls(Js("const C = import.meta.resolve.constructor;\nC(x)();"), "Function"));
  CHECK_FALSE(Calls(Js("const here = import.meta.url;\nconsole.log(here);"), "Function"));
}

TEST_CASE("javascript: import.meta.url, a forwarded receiver, a class in a block",
          "[javascript_resolver]") {
  auto written = [](const std::string& code) {
    return FirstArgOf(Js("const fs = require('fs');\n" + code), "fs.writeFileSync");
  };
  // import.meta.url is the module's file URL; a URL relative to a URL made from it is
  // under the same folder.
  CHECK(written("const d = new URL('./data/', import.meta.url);\n"
                "fs.writeFileSync(new URL('s.json', d), '');")
            .constant == "/work/./data/s.json");
  // f.apply(this, args) hands on the receiver f would have anyway: no value use.
  CHECK_FALSE(UsedAsValue(
      Js("function w(f) { return function (...a) { return f.apply(this, a); }; }"), "globalThis"));
  CHECK(UsedAsValue(Js("function w(f) { return function () { return f(this); }; }"), "globalThis"));
  // A class declared in a block does not make the function's later write local.
  CHECK(written("let t = 'a';\nfunction f() { { class t {} } t = '/etc/x'; }\nf();\n"
                "fs.writeFileSync(t, '');")
            .one_of == std::vector<std::string>{"a", "/etc/x"});
}

TEST_CASE("javascript: a container handed to a function may change; module.exports is not",
          "[javascript_resolver]") {
  auto written = [](const std::string& code) {
    return FirstArgOf(Js("const fs = require('fs');\n" + code), "fs.writeFileSync");
  };
  // Whatever the function does with it (seeing every way it may change it is more than
  // the scan does: aliases through expressions, arguments, later redefinitions).
  CHECK_FALSE(written("const c = {out: 'x'};\nfunction show(o) { console.log(o); }\nshow(c);\n"
                      "fs.writeFileSync(c.out, '');")
                  .constant);
  CHECK_FALSE(written("const c = {out: 'x'};\nfunction f(o) { o.out = '/etc/x'; }\nf(c);\n"
                      "fs.writeFileSync(c.out, '');")
                  .constant);
  // A change in a top-level loop comes round before the lines above it.
  CHECK_FALSE(written("const c = {out: 'x'};\nfor (const p of ps) { fs.writeFileSync(c.out, '');\n"
                      "c.out = p; }")
                  .constant);
  // What Object.assign gives is its target: kept, another name for it.
  CHECK_FALSE(written("const c = {out: 'x'};\nconst a = Object.assign(c, {});\nc.out = '/etc';\n"
                      "fs.writeFileSync(a.out, '');")
                  .constant);
  // module.exports = c hands it to no one in this run.
  CHECK(written("const c = {out: 'x'};\nmodule.exports = c;\nfs.writeFileSync(c.out, '');")
            .constant == "x");
  // process.exitCode is the program's setting, whatever is stored.
  for (const auto& name : Callees(Js("process.exitCode = failed ? 1 : 0;")))
    CHECK_FALSE(name.ends_with(".__setattr__"));
}

TEST_CASE("javascript: what Object.assign gives, and stores into the environment",
          "[javascript_resolver]") {
  auto written = [](const std::string& code) {
    return FirstArgOf(Js("const fs = require('fs');\n" + code), "fs.writeFileSync");
  };
  CHECK(written("const c = Object.assign({}, {out: 'a'}, {out: 'b/c'});\n"
                "fs.writeFileSync(c.out, '');")
            .constant == "b/c");
  CHECK_FALSE(written("const c = Object.assign({}, {out: 'a'}, o);\nfs.writeFileSync(c.out, '');")
                  .constant);
  // Array(n).fill('..') with n known where it is made (a parameter), or as far up as it
  // may lead when n is not known.
  ArgFact climbed = written(
      "const path = require('path');\n"
      "fs.writeFileSync(path.resolve('/work', ...Array(cfg.depth).fill('..'), 'etc', 'x'), '');");
  CHECK(climbed.constant == "/etc/x");
  CHECK(written("const path = require('path');\nfunction hook(n) {\n"
                "  return path.join('out', ...new Array(n).fill('..'), 'x');\n}\n"
                "fs.writeFileSync(hook(2), '');")
            .constant == "out/../../x");
  // The folder of a path whose last part is not known: the known folder or under it
  // (the part may be one name).
  CHECK(FirstArgOf(Js("const fs = require('fs'); const path = require('path');\n"
                      "fs.mkdirSync(path.dirname(path.join('build', 'site', name)));"),
                   "fs.mkdirSync")
            .prefix == "build/site");
  CHECK(FirstArgOf(Js("const fs = require('fs'); const path = require('path');\n"
                      "fs.mkdirSync(path.dirname('/etc/' + name));"),
                   "fs.mkdirSync")
            .prefix == "/etc");
  // Options objects with other keys, spread or assigned over defaults that have them all.
  const std::string defaults =
      "const DEFAULTS = {dir: 'out', sep: ','};\nfunction save(name, options = {}) {\n";
  const std::string calls = "}\nsave('a');\nsave('b', {sep: ';'});\nsave('c', {dir: 'out/raw'});\n";
  for (const std::string merge : {"const o = {...DEFAULTS, ...options};\n",
                                  "const o = Object.assign({}, DEFAULTS, options);\n"}) {
    CAPTURE(merge);
    CHECK(written(defaults + merge + "fs.writeFileSync(o.dir, '');\n" + calls).one_of ==
          std::vector<std::string>{"out", "out/raw"});
    // Read on its own, or over defaults without that key, it may be missing.
    CHECK_FALSE(
        written(defaults + merge + "fs.writeFileSync(options.dir, '');\n" + calls).constant);
    CHECK(
        written(defaults + merge + "fs.writeFileSync(options.dir, '');\n" + calls).one_of.empty());
    CHECK(written("const DEFAULTS = {sep: ','};\nfunction save(name, options = {}) {\n" + merge +
                  "fs.writeFileSync(o.dir, '');\n" + calls)
              .one_of.empty());
    // Changed in the function, or by a caller in a way the walk cannot order.
    CHECK(written(defaults + "options.dir = '/etc';\n" + merge + "fs.writeFileSync(o.dir, '');\n" +
                  calls)
              .one_of.empty());
  }
  // Options first and defaults over them: every key there, but in an order not known
  // (Object.keys would tell), so not followed.
  CHECK(written("const DEFAULTS = {dir: 'out', sep: ','};\nfunction save(name, options = {}) {\n"
                "const o = {...options, ...DEFAULTS};\nfs.writeFileSync(o.dir, '');\n" +
                calls)
            .one_of.empty());
  // The key some object lacks, spread over one without it: the result's keys are not known.
  CHECK(written("function save(options = {}) {\nconst o = {...options};\n"
                "fs.writeFileSync(Object.keys(o)[0], '');\n}\nsave({a: 1});\nsave({b: 2});\n")
            .one_of.empty());
  // process.env.X = v stores data: __setitem__, not a replacement (__setattr__).
  CHECK(Calls(Js("process.env.TMPDIR = '/etc';"), "process.env.__setitem__"));
  CHECK_FALSE(Calls(Js("process.env.TMPDIR = '/etc';"), "process.env.__setattr__"));
}

TEST_CASE("javascript: a spread shares the nested objects it copies", "[javascript_resolver]") {
  auto written = [](const std::string& code) {
    return FirstArgOf(Js("const fs = require('fs');\n" + code), "fs.writeFileSync");
  };
  // {...DEFAULTS} is a new object whose `sub` is DEFAULTS.sub: a store through it
  // changes DEFAULTS' (round 19's js d15, d19).
  CHECK_FALSE(written("const D = {sub: {dir: 'out'}};\nconst o = {...D};\no.sub.dir = '/etc';\n"
                      "fs.writeFileSync(D.sub.dir, '');")
                  .constant == "out");
  CHECK_FALSE(written("const D = {sub: {dir: 'out'}};\nconst o = {s: D.sub};\no.s.dir = '/etc';\n"
                      "fs.writeFileSync(D.sub.dir, '');")
                  .constant == "out");
  // A literal of its own: a store into its nested object changes nothing else.
  CHECK(
      written("const D = {sub: {dir: 'out'}};\nconst o = {sub: {dir: 'a'}};\no.sub.dir = '/etc';\n"
              "fs.writeFileSync(D.sub.dir, '');")
          .constant == "out");
}
