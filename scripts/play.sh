#!/usr/bin/env bash
# One command to play: installs what is missing, builds, and starts Parlour.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
exec ./build/parlour "$@"
