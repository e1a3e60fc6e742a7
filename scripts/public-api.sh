#!/usr/bin/env bash
# Regenerates docs/public-api.txt, the reviewed list of the libraries' public API
# (ScrollPhysics and Gestures), from the modules as built: one line per public
# declaration (module, path, declaration) and per public conformance. PublicAPITests
# compares the built modules against this list, so that a public declaration added,
# removed or changed is a reviewed decision (issue 26). Run it after a change to the
# public API is meant, and commit the list with the change:
#
#   scripts/public-api.sh
#
# It builds the package and its tests (debug) and runs PublicAPITests with
# GESTURE_SIM_UPDATE_PUBLIC_API=1, which writes the list instead of comparing it;
# the list is read from the modules by swift-symbolgraph-extract (in the toolchain,
# next to `swift`). It prints what changed in the list.
set -euo pipefail
cd "$(dirname "$0")/.."
GESTURE_SIM_UPDATE_PUBLIC_API=1 swift test --filter PublicAPITests
git diff --stat -- docs/public-api.txt || true
