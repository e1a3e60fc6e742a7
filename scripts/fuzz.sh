#!/usr/bin/env bash
# Builds and runs the libFuzzer targets of docs/robustness.md ("Fuzzing").
#
#   scripts/fuzz.sh TARGET [SECONDS]     TARGET: reader | side-menu | import-getevent | import-evemu |
#                                        import-flutter | import-web | import-cdp | screen; SECONDS default 60
#   scripts/fuzz.sh build                build every target only
#   scripts/fuzz.sh TARGET --replay FILE...   run the target once on each FILE (no fuzzing)
#
# ScrollPhysics and Gestures are compiled with swiftc directly (not SwiftPM) into
# .build-fuzz/, with -O -g and -sanitize=fuzzer,address, then linked with the target's
# Fuzz/*.swift file. The working corpus (.build-fuzz/corpus-TARGET) starts from the
# seeds in traces/, traces/regressions/ and traces/regressions/fuzz/ and keeps what
# libFuzzer adds between runs;
# crashes, leaks and timeouts are written to .build-fuzz/findings-TARGET/.
# Extra libFuzzer flags can be passed in FUZZ_FLAGS (e.g. FUZZ_FLAGS="-jobs=2").
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out="$root/.build-fuzz"
swiftc=${SWIFTC:-swiftc}
# One package name for every module, as SwiftPM gives them, so that `package` declarations are visible.
flags=(-O -g -sanitize=fuzzer,address -swift-version 6 -package-name gesture_sim)

usage() { echo "usage: scripts/fuzz.sh reader|side-menu|import-FORMAT|screen [SECONDS] | build | TARGET --replay FILE..." >&2; exit 64; }
import_formats=(getevent evemu flutter web cdp)

# Rebuilds a module when any of its sources is newer than its object.
build_module() {
  local name=$1; shift
  local sources=()
  while IFS= read -r f; do sources+=("$f"); done < <(find "Sources/$name" -name '*.swift' | sort)
  local obj="$out/$name.o"
  if [[ -f "$obj" ]] && [[ -z "$(find "Sources/$name" -name '*.swift' -newer "$obj")" ]]; then
    return 0
  fi
  echo "fuzz.sh: compiling $name (${#sources[@]} files)" >&2
  "$swiftc" "${flags[@]}" -parse-as-library -wmo -module-name "$name" -I "$out" \
    -emit-module -emit-module-path "$out/$name.swiftmodule" -c "${sources[@]}" -o "$obj"
  rebuilt=1
}

build_target() {
  local target=$1 file defines=() extra=()
  case "$target" in
    reader) file=Fuzz/TraceReaderFuzz.swift ;;
    # The screen reader, with the screen recorder's JSON writer and the Screen → writer mapping.
    screen) file=Fuzz/ScreenReaderFuzz.swift; extra=(Recorders/ScreenRecorder.swift Tests/GesturesTests/Support/ScreenSamples.swift) ;;
    side-menu) file=Fuzz/SideMenuFuzz.swift ;;
    import-getevent|import-evemu|import-flutter|import-web|import-cdp)
      file=Fuzz/ImportFuzz.swift
      local name=${target#import-}
      defines=(-D "FUZZ_IMPORT_${name^^}") ;;
    *) usage ;;
  esac
  mkdir -p "$out"
  rebuilt=0
  build_module ScrollPhysics
  if [[ $rebuilt == 1 ]]; then rm -f "$out/Gestures.o"; fi
  build_module Gestures
  local exe="$out/fuzz-$target"
  local newer=0
  for f in "${extra[@]}"; do if [[ "$f" -nt "$exe" ]]; then newer=1; fi; done
  if [[ $rebuilt == 1 || $newer == 1 || ! -x "$exe" || "$file" -nt "$exe" || "$out/Gestures.o" -nt "$exe" ]]; then
    echo "fuzz.sh: linking $exe" >&2
    "$swiftc" "${flags[@]}" "${defines[@]}" -parse-as-library -I "$out" -module-name "Fuzz_${target//-/_}" \
      "$file" "${extra[@]}" "$out/ScrollPhysics.o" "$out/Gestures.o" -o "$exe" 2>&1 | { grep -v "Cannot export local symbol" >&2 || true; }
    [[ ${PIPESTATUS[0]} == 0 ]] || { echo "fuzz.sh: linking failed" >&2; exit 1; }
  fi
}

[[ $# -ge 1 ]] || usage
if [[ $1 == build ]]; then
  build_target reader; build_target side-menu; build_target screen
  for f in "${import_formats[@]}"; do build_target "import-$f"; done
  exit 0
fi
target=$1; shift
build_target "$target"
exe="$out/fuzz-$target"

if [[ ${1:-} == --replay ]]; then
  shift
  export SWIFT_BACKTRACE=enable=no
  exec "$exe" -runs=1 "$@"
fi

seconds=${1:-60}
corpus="$out/corpus-$target"
findings="$out/findings-$target"
mkdir -p "$corpus" "$findings"
# Seeds: every trace of the repository and every fuzz finding (libFuzzer names the
# files it adds by content hash, so copying the seeds again on each run is harmless).
cp -n traces/*.csv traces/regressions/*.csv traces/regressions/fuzz/* "$corpus/" 2>/dev/null || true
# The importers also start from the real recordings; the screen reader from the screen files.
if [[ $target == import-* ]]; then cp -n traces/recordings/* "$corpus/" 2>/dev/null || true; fi
if [[ $target == screen ]]; then cp -n Fuzz/screen-*.json traces/screens/*.json "$corpus/" 2>/dev/null || true; fi

# ASan: leaks are reported (detect_leaks=1 is the default on Linux x86_64).
# The Swift runtime's backtracer does not work under ASan: let the trap reach libFuzzer.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
dict=Fuzz/trace.dict
if [[ $target == import-* ]]; then dict=Fuzz/import.dict; fi
if [[ $target == screen ]]; then dict=Fuzz/screen.dict; fi
log="$out/run-$target-$(date -u +%Y%m%dT%H%M%SZ).log"
echo "fuzz.sh: fuzzing $target for $seconds s; log $log" >&2
set +e
"$exe" "$corpus" \
  -dict="$dict" \
  -max_len=2048 -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
  -max_total_time="$seconds" -print_final_stats=1 \
  -artifact_prefix="$findings/" ${FUZZ_FLAGS:-} 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
echo "fuzz.sh: exit status $status; corpus $(ls "$corpus" | wc -l) files; findings in $findings" >&2
exit "$status"
