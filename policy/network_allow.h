// A policy's network allow list (`limits.network: {allow: ["api.example.com:443"]}`):
// the destinations a program may reach through cordon's filtering proxy
// (runner/egress_proxy.h), and nothing else. One entry is `HOST:PORT`, where HOST is a
// DNS name, `*.` and a DNS name (any name below it, not the name itself), an IPv4
// address, or an IPv6 address in brackets; PORT is 1 to 65535. Names are compared
// without case and without a trailing dot; addresses only as written (the proxy does
// not resolve a name to find an address entry: `127.0.0.1:80` does not allow
// `localhost:80`).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cordon {

struct NetworkAllowEntry {
  std::string host;         // lower case, no trailing dot; an IPv6 address without brackets
  bool subdomains = false;  // `*.host`: names below host
  bool address = false;     // host is an IP address literal
  uint16_t port = 0;

  bool operator==(const NetworkAllowEntry&) const = default;
  std::string Text() const;  // as a policy writes it
};

// The entry `text` spells, or what is wrong with it (for a policy file's error).
struct ParsedAllowEntry {
  std::optional<NetworkAllowEntry> entry;
  std::string problem;
};
ParsedAllowEntry ParseNetworkAllowEntry(std::string_view text);

// A destination as a client names it (a CONNECT authority or an absolute URL's host):
// lower-cased, brackets and a trailing dot dropped, an IPv6 address in its canonical form
// (::1); nullopt for anything that is not a DNS name or an IP address literal.
std::optional<std::string> NormalizeHost(std::string_view host);

// A port as written in an entry or a request: 1 to 65535, digits only; 0 otherwise.
uint16_t ParsePort(std::string_view text);

// `text` with ASCII letters lower-cased (host names, header names, URL schemes).
std::string AsciiLower(std::string_view text);

// The entry of `allow` that admits `host` (already normalized) and `port`, if any.
const NetworkAllowEntry* FindAllowed(const std::vector<NetworkAllowEntry>& allow,
                                     const std::string& host, uint16_t port);

}  // namespace cordon
