// Writing a command line back as text, for the `# source:` and `# import:` lines of
// the traces that `synth`, `import` and `run` write.

extension String {
  /// The string as one POSIX shell word: unchanged when it is made only of safe
  /// characters, else in single quotes (a quote inside becomes `'\\''`).
  var shellQuoted: String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.,/:=@%+")
    if !isEmpty && allSatisfy(safe.contains) { return self }
    return "'" + replacingAll("'", with: "'\\''") + "'"
  }
}
