#!/usr/bin/env python3
"""The types whose own code runs on `gesture-sim run X --scene scroll-view` before
the first event reaches the runner (docs/architecture.md, "The set-up: from `main`
to the first event"), measured with callgrind on a debug build:

    swift build && python3 scripts/setup-path-types.py [-v] [BINARY] [TRACE]
    python3 scripts/setup-path-types.py [-v] --dump CALLGRIND_DUMP --sources ROOT

BINARY defaults to .build/debug/gesture-sim, TRACE to traces/double-tap-drag.csv;
-v lists each type's functions. --dump reads a first dump made earlier (of another
commit, whose checkout is ROOT: its sources tell explicit initializers apart).
The run stops being recorded at the first `SceneRunner.feed` (callgrind's
--dump-before, first dump); its function names are demangled with swift-demangle.

What counts:
- a command-line type (module gesture_sim) when any of its functions with code
  of its own runs: a method, an explicit initializer, a protocol extension, a
  static property's initializer; a nested type counts with its parent, an
  extension of a library type with that type;
- a library type (Gestures, ScrollPhysics) when command-line code calls it
  directly: what it uses inside counts with it (the reader's parser, the
  runner's scene and recognizers), and so do the values the reader takes and
  gives (`TraceReaderOptions`, `TouchEvent`);
- nothing that Swift synthesizes: memberwise and default initializers, raw
  values, `allCases`, `==`, value witnesses, metadata.
"""
import collections, glob, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
arguments = [a for a in sys.argv[1:] if a != '-v']
dump = None
if '--dump' in arguments:
    i = arguments.index('--dump'); dump = arguments[i + 1]; del arguments[i:i + 2]
SOURCES = ROOT
if '--sources' in arguments:
    i = arguments.index('--sources'); SOURCES = arguments[i + 1]; del arguments[i:i + 2]
binary = arguments[0] if len(arguments) > 0 else os.path.join(ROOT, '.build/debug/gesture-sim')
trace = arguments[1] if len(arguments) > 1 else 'traces/double-tap-drag.csv'
DEMANGLE = 'swift-demangle'
for candidate in ('/opt/swift/usr/bin/swift-demangle',):
    if os.path.exists(candidate): DEMANGLE = candidate
READER_VALUES = {'TraceReaderOptions': 'TraceReader', 'TouchEvent': 'TraceReader'}

def record():
  with tempfile.TemporaryDirectory() as directory:
    out = os.path.join(directory, 'callgrind.out')
    subprocess.run(['valgrind', '--tool=callgrind', '--callgrind-out-file=' + out, '--dump-before=*SceneRunner*feed*',
                    binary, 'run', trace, '--scene', 'scroll-view'], cwd=ROOT, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)
    return open(out + '.1', errors='replace').read()
text = open(dump, errors='replace').read() if dump else record()

names, edges, current, functions = {}, collections.defaultdict(set), None, set()
for line in text.split('\n'):
    m = re.match(r'^(c?fn)=\((\d+)\)(?: (.*))?$', line)
    if not m: continue
    kind, ident, name = m.groups()
    if name: names[ident] = name
    functions.add(ident)
    if kind == 'fn': current = ident
    else: edges[current].add(ident)
symbols = sorted({names[i] for i in functions if names.get(i, '').startswith('$s')})
def demangle(flags):
    result = subprocess.run([DEMANGLE] + flags, input='\n'.join(symbols), capture_output=True, text=True).stdout
    return dict(zip(symbols, result.split('\n')))
short, full = demangle(['--simplified']), demangle([])

SYNTHESIZED = re.compile(
    r'value witness|type metadata|witness table|^outlined |__derived_|EnumTag|^destroy for|^initializeWith|^assignWith|'
    r'rawValue\.getter|key path getter for [\w.]+\.rawValue |init\(rawValue:\)|allCases\.getter|^protocol witness for |^merged |one-time initialization')
PREFIX = re.compile(r'^(?:static |partial apply for |default argument \d+ of |(?:implicit )?closure #\d+ in |'
                    r'\w+ #\d+ (?:<[^>]*>)*\(.*?\) in |variable initialization expression of |key path getter for )')

def entity(name):
    while True:
        m = PREFIX.match(name)
        if not m: return name
        name = name[m.end():]

def module(symbol):
    f = full.get(symbol, '')
    if f.endswith(' in gesture_sim'): return 'cli'
    f = entity(f)
    if f.startswith(('(extension in gesture_sim)', 'gesture_sim.')): return 'cli'
    if f.startswith(('Gestures.', 'ScrollPhysics.', '(extension in Gestures)', '(extension in ScrollPhysics)')): return 'lib'
    return None

def owner(symbol):
    name = re.sub(r'^\(extension in \w+\):', '', entity(full[symbol]))
    name = re.sub(r'^(gesture_sim|Gestures|ScrollPhysics|Swift)\.', '', name)
    return re.match(r'[A-Za-z_]\w*', name).group(0)

sources = {}
def declares_init(type_name, labels):
    """Whether the sources declare `init(labels…)` for type_name (else it is synthesized)."""
    if not sources:
        for path in glob.glob(os.path.join(SOURCES, 'Sources/**/*.swift'), recursive=True):
            sources[path] = open(path).read()
    first = labels.split(':')[0] if labels else ''
    pattern = re.compile(r'\binit\(\)' if not first else r'\binit\(\s*' + re.escape(first) + r'\b')
    declaration = re.compile(r'\b(struct|enum|class|actor|extension)\s+(\w+\.)*' + re.escape(type_name) + r'\b')
    return any(declaration.search(text) and pattern.search(text) for text in sources.values())

def synthesized(symbol):
    d = short[symbol]
    if SYNTHESIZED.search(d): return True
    m = re.match(r'^(?:default argument \d+ of )?(?:[\w.]+\.)?(\w+)\.(?:__allocating_)?init\((.*?)\)$', d)
    return bool(m) and not declares_init(m.group(1), m.group(2))

command_line, library = collections.defaultdict(set), collections.defaultdict(set)
for f in functions:
    symbol = names.get(f, '')
    if module(symbol) != 'cli': continue
    if not synthesized(symbol):
        command_line[owner(symbol)].add(short[symbol])
    for callee in edges.get(f, ()):
        c = names.get(callee, '')
        if module(c) == 'lib' and not synthesized(c):
            library[owner(c)].add(short[c])
library_types = {READER_VALUES.get(t, t) for t in library}
extended = {t for t in command_line if t in library_types or t in ('String',)}
cli_types = sorted(set(command_line) - library_types)
verbose = '-v' in sys.argv
print(f'{len(cli_types) + len(library_types)} types: {len(cli_types)} of the command line, {len(library_types)} of the library')
for title, types, table in (('command line', cli_types, command_line), ('library', sorted(library_types), library)):
    print(f'{title}:')
    for t in types:
        with_cli = ' (and its command-line code)' if t in command_line and title == 'library' else ''
        print(f'  {t}{with_cli}')
        if verbose:
            for d in sorted(table.get(t, set()) | (command_line.get(t, set()) if title == 'library' else set())): print('      ' + d)
