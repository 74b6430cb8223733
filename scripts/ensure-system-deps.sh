#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for the tests: Debian's Chromium (npm packages may not download
# browsers here), its driver, a fixed font set so visual baselines render the same everywhere, and WordPress.
# Idempotent and quiet: does nothing when everything is present; `apt-get update` at most once.
set -euo pipefail

# The exact font set the committed baselines were made with (system-ui resolves to DejaVu Sans here).
# A real WordPress for tests/wordpress: Debian's WordPress 6.1 with Twenty Twenty-Three, MariaDB and PHP's CLI (its
# built-in server); the tests start them in a folder of their own, without systemd.
PACKAGES=(chromium chromium-driver fontconfig fonts-dejavu-core fonts-dejavu-extra fonts-liberation fonts-liberation2
  wordpress wordpress-theme-twentytwentythree mariadb-server php-cli php-mysql)

missing=()
for package in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "system deps: all present (${PACKAGES[*]})"
  exit 0
fi

SUDO=''
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO='sudo'; else
    echo "system deps: missing ${missing[*]} and not root (no sudo): install them with apt-get" >&2
    exit 1
  fi
fi

echo "system deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fc-cache -f >/dev/null 2>&1 || true
echo "system deps: $(/usr/bin/chromium --version 2>/dev/null || echo 'chromium not found')"
