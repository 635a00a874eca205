#include "policy/network_allow.h"

#include <arpa/inet.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>

namespace cordon {

namespace {

// Only the characters an address has, checked before inet_pton, which would stop at a
// NUL and take "10.0.0.1\0anything" for an address.
bool IsIpv4(const std::string& text) {
  in_addr a{};
  return !text.empty() && text.find_first_not_of("0123456789.") == std::string::npos &&
         inet_pton(AF_INET, text.c_str(), &a) == 1;
}

// The canonical text of an IPv6 address (inet_ntop's: ::1 for 0:0:0:0:0:0:0:1), if it is one.
std::optional<std::string> CanonicalIpv6(const std::string& text) {
  in6_addr a{};
  if (text.empty() || text.find_first_not_of("0123456789abcdefABCDEF:.") != std::string::npos ||
      inet_pton(AF_INET6, text.c_str(), &a) != 1) {
    return std::nullopt;
  }
  char out[INET6_ADDRSTRLEN] = "";
  inet_ntop(AF_INET6, &a, out, sizeof out);
  return std::string(out);
}

// A DNS name: labels of letters, digits, '-' and '_' (1 to 63), at most 253 in all,
// and a last label that is not all digits (`127.1` and `2130706433` are addresses in
// spellings the resolver still reads, and must not pass as names).
bool IsDnsName(const std::string& name) {
  if (name.empty() || name.size() > 253) return false;
  size_t start = 0;
  std::string_view last;
  while (start <= name.size()) {
    size_t dot = name.find('.', start);
    if (dot == std::string::npos) dot = name.size();
    std::string_view label(name.data() + start, dot - start);
    if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-') {
      return false;
    }
    for (char c : label) {
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') return false;
    }
    last = label;
    start = dot + 1;
  }
  bool digits = std::all_of(last.begin(), last.end(),
                            [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
  bool hex = last.size() > 2 && last[0] == '0' && (last[1] == 'x' || last[1] == 'X');
  return !digits && !hex;
}

}  // namespace

uint16_t ParsePort(std::string_view text) {
  unsigned port = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), port);
  if (ec != std::errc() || end != text.data() + text.size() || port == 0 || port > 65535) return 0;
  return static_cast<uint16_t>(port);
}

std::string AsciiLower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string NetworkAllowEntry::Text() const {
  std::string h = address && host.find(':') != std::string::npos ? "[" + host + "]" : host;
  return (subdomains ? "*." : "") + h + ":" + std::to_string(port);
}

std::optional<std::string> NormalizeHost(std::string_view host) {
  if (host.size() > 2 && host.front() == '[' && host.back() == ']') {
    return CanonicalIpv6(std::string(host.substr(1, host.size() - 2)));
  }
  std::string h = AsciiLower(host);
  if (!h.empty() && h.back() == '.') h.pop_back();
  if (IsIpv4(h) || IsDnsName(h)) return h;
  return std::nullopt;
}

ParsedAllowEntry ParseNetworkAllowEntry(std::string_view text) {
  constexpr const char* kForm =
      "; write HOST:PORT, e.g. api.example.com:443, *.example.com:443, 127.0.0.1:8080 or "
      "[::1]:8080";
  size_t colon = text.rfind(':');
  if (colon == std::string_view::npos || colon == 0) {
    return {std::nullopt, "'" + std::string(text) + "' has no port" + kForm};
  }
  std::string_view host_text = text.substr(0, colon);
  std::string_view port_text = text.substr(colon + 1);
  uint16_t port = ParsePort(port_text);
  if (port == 0) {
    return {std::nullopt,
            "'" + std::string(text) + "': the port must be a number from 1 to 65535" + kForm};
  }
  NetworkAllowEntry entry;
  entry.port = port;
  if (host_text.starts_with("*.")) {
    entry.subdomains = true;
    host_text.remove_prefix(2);
  }
  if (host_text.find('*') != std::string_view::npos) {
    return {std::nullopt,
            "'" + std::string(text) + "': a wildcard may only open the name, as in *.example.com"};
  }
  bool bracketed = host_text.starts_with('[');
  auto host = NormalizeHost(host_text);
  if (!host) {
    return {std::nullopt, "'" + std::string(text) +
                              "': the host is neither a DNS name nor an IP address (an IPv6 "
                              "address goes in brackets; an IPv4 one in four decimal parts)" +
                              kForm};
  }
  entry.host = *host;
  entry.address = bracketed || IsIpv4(*host);
  if (entry.address) {
    // 0.0.0.0 and :: reach this host's every service; multicast and broadcast, nothing.
    in6_addr v6{};
    in_addr v4{};
    bool v4_ok = inet_pton(AF_INET, entry.host.c_str(), &v4) == 1;
    if (!v4_ok && inet_pton(AF_INET6, entry.host.c_str(), &v6) == 1 &&
        (IN6_IS_ADDR_V4MAPPED(&v6) || IN6_IS_ADDR_V4COMPAT(&v6))) {
      std::memcpy(&v4, v6.s6_addr + 12, 4);  // judged as the IPv4 address inside
      v4_ok = true;
    }
    uint32_t a = v4_ok ? ntohl(v4.s_addr) : 0;
    bool pointless = v4_ok ? (a >> 24) == 0 || (a >> 28) >= 0xe
                           : inet_pton(AF_INET6, entry.host.c_str(), &v6) == 1 &&
                                 (IN6_IS_ADDR_UNSPECIFIED(&v6) || IN6_IS_ADDR_MULTICAST(&v6));
    if (pointless) {
      return {std::nullopt, "'" + std::string(text) +
                                "' is not one destination (an unspecified, multicast or "
                                "broadcast address); name the address of the service"};
    }
  }
  if (entry.subdomains && entry.address) {
    return {std::nullopt,
            "'" + std::string(text) + "': a wildcard applies to names, not addresses"};
  }
  if (entry.subdomains && entry.host.find('.') == std::string::npos) {
    return {std::nullopt, "'" + std::string(text) +
                              "' would allow every name under a top-level domain; name the "
                              "domain, as in *.example.com"};
  }
  return {entry, ""};
}

const NetworkAllowEntry* FindAllowed(const std::vector<NetworkAllowEntry>& allow,
                                     const std::string& host, uint16_t port) {
  for (const auto& entry : allow) {
    if (entry.port != port) continue;
    if (!entry.subdomains && entry.host == host) return &entry;
    if (entry.subdomains && host.size() > entry.host.size() + 1 && host.ends_with(entry.host) &&
        host[host.size() - entry.host.size() - 1] == '.') {
      return &entry;
    }
  }
  return nullptr;
}

}  // namespace cordon
