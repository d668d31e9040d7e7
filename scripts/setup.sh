#!/usr/bin/env bash
# Makes sure the Debian packages Delve builds with are installed, then
# configures and builds one build folder. Sourced by the scripts beside it;
# usage: setup_build <folder> <cmake options...>
set -euo pipefail

DELVE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DELVE_PACKAGES=(
    cmake g++ pkg-config ninja-build ccache mold
    libsdl2-dev libsdl2-ttf-dev fonts-dejavu-core fontconfig libfontconfig-dev
    libncurses-dev libtomlplusplus-dev nlohmann-json3-dev
    libboost-locale-dev gettext zlib1g-dev libpng-dev
    libgtest-dev libbenchmark-dev libtcod-dev libcli11-dev
    libboost-dev libsodium-dev libsqlite3-dev librsvg2-bin
    chromium chromium-driver python3-selenium
    dpkg-dev lintian appstream desktop-file-utils
)

install_packages() {
    local missing=()
    for package in "${DELVE_PACKAGES[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$package")
        fi
    done
    if [ ${#missing[@]} -eq 0 ]; then
        return 0
    fi
    if [ "$(id -u)" -eq 0 ]; then
        echo "Installing: ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
    else
        echo "Delve needs these Debian packages. Install them with:" >&2
        echo "  sudo apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
}

# Configures one build folder: Ninja for a new folder (one made before keeps
# the generator it has). usage: setup_configure <folder> <cmake options...>
setup_configure() {
    local folder="$1"
    shift
    install_packages
    local generator=()
    if [ ! -f "$DELVE_ROOT/$folder/CMakeCache.txt" ]; then
        generator=(-G Ninja)
    fi
    cmake -S "$DELVE_ROOT" -B "$DELVE_ROOT/$folder" "${generator[@]}" "$@" >/dev/null
}

setup_build() {
    local folder="$1"
    setup_configure "$@"
    cmake --build "$DELVE_ROOT/$folder" -j"$(nproc)"
}
