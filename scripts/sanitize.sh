#!/usr/bin/env bash
# Builds and runs the whole test suite under each sanitizer (docs/robustness.md,
# "Sanitizers"). Each sanitizer gets its own scratch path (.build-asan, .build-ubsan,
# .build-tsan; ignored by git), so the normal .build is left alone.
#
#   scripts/sanitize.sh                 # address (the one that passes here)
#   scripts/sanitize.sh thread          # another; several may be given
#
# Swift 6.3.1 on Linux has no `undefined` (swiftc: "unsupported option
# '-sanitize=undefined'"), and its ThreadSanitizer runtime crashes on this suite
# (a SEGV inside its own shadow store): see docs/robustness.md, "Sanitizers".
#
# Exits non-zero when a build fails, a test fails, or a sanitizer reports an error.
# Each build takes 5-7 minutes and each run 2-5 minutes on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=("$@")
if [ ${#sanitizers[@]} -eq 0 ]; then sanitizers=(address); fi

# The Swift toolchain's own leaks (XCTest's main, Foundation's Process.run keeping a
# weak reference) are suppressed; any other leak fails the run.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"
# Stop at the first error, with a non-zero exit, for every sanitizer.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export TSAN_OPTIONS="halt_on_error=1"

status=0
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address) scratch=.build-asan ;;
    undefined)
      echo "== undefined: not supported by this toolchain (swiftc: unsupported option '-sanitize=undefined' on Linux)"
      status=1
      continue ;;
    thread) scratch=.build-tsan ;;
    *) echo "sanitize.sh: unknown sanitizer '$sanitizer'; expected address, undefined or thread" >&2; exit 64 ;;
  esac
  echo "== $sanitizer: build ($scratch)"
  start=$(date +%s)
  set +e
  swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" 2>&1 \
    | grep -v "ld.gold: warning: Cannot export local symbol"
  build_status=${PIPESTATUS[0]}
  set -e
  if [ "$build_status" -ne 0 ]; then echo "== $sanitizer: build FAILED"; status=1; continue; fi
  built=$(date +%s)
  echo "== $sanitizer: test"
  log="$scratch/sanitize-test.log"
  if swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" >"$log" 2>&1 \
    && ! grep -qE "ERROR: (AddressSanitizer|LeakSanitizer|ThreadSanitizer)|runtime error:|WARNING: ThreadSanitizer" "$log"; then
    result=passed
  else
    result=FAILED
    status=1
    grep -nE "ERROR: |runtime error:|WARNING: ThreadSanitizer|✘" "$log" | head -40 || true
  fi
  done_at=$(date +%s)
  echo "== $sanitizer: $result ($(grep -E "Test run with" "$log" | tail -1 | sed 's/^[^A-Za-z]*//'))" \
    "build $((built - start)) s, tests $((done_at - built)) s; log $log"
done
exit $status
