/// What `GestureArena` needs of a recognizer it owns: the one interface through which
/// the arena reads, drives and overrules its members. Every difference between kinds
/// of recognizer that the arena's rules depend on is a requirement here, so the
/// arena's routing never asks which kind a member is.
///
/// Internal: the arena's protocol with its members, not a public extension point
/// (a new kind of recognizer also needs an array in `ArenaRecognizers`, the arena's
/// concrete storage, which keeps every call statically dispatched).
@usableFromInline
protocol ArenaMember: Sendable {
  /// The recognizer's own state (the arena shows a waiting member as `possible`).
  var _state: GestureState { get set }
  /// Whether it takes no part in any gesture: `possible`, no finger tracked, and
  /// nothing counted toward a gesture (a tap's completed taps).
  var _isIdle: Bool { get }
  /// The earliest time, in seconds, at which time passing alone changes it, or `nil`.
  var _deadline: Double? { get }
  /// Whether an event in which no finger begins cannot change it (so the arena need
  /// not deliver such an event).
  var _ignoresEventWithoutBegan: Bool { get }
  /// Whether an `ended` output is its success (a tap is recognized at the lift) rather
  /// than the end of a gesture that already succeeded (a pan that began).
  static var _succeedsByEnding: Bool { get }
  /// Whether, while its success is withheld for a failure requirement, it takes no
  /// new touches (a waiting tap does; a waiting pan keeps tracking its fingers).
  static var _freezesWhileWaiting: Bool { get }

  /// Applies `event`, accepting a beginning touch only when `accepts` returns true for
  /// its index in `event.touches`; appends its transitions to `outputs`. Does not
  /// reset a finished gesture (the arena does, at the end of the step).
  mutating func _handle(_ event: TouchEvent, accepting accepts: (Int) -> Bool, into outputs: inout [GestureOutput])
  /// Lets time run to `time` (seconds); appends the transitions its deadlines cause.
  mutating func _advance(to time: Double, into outputs: inout [GestureOutput])
  /// Forces a failure; returns whether the state changed.
  mutating func _fail() -> Bool
  /// Goes back to `possible` if its gesture is over and no tracked finger remains.
  mutating func _resetIfFinished()
  /// The output it would report in `state` at `time` (seconds), with its current values.
  func output(_ state: GestureState, at time: Double) -> GestureOutput
  /// The output reporting its forced failure at `time` (seconds), given the success
  /// output the arena withheld from it, if any (state and velocity are then set by
  /// the arena).
  func _failureOutput(withheld: GestureOutput?, at time: Double) -> GestureOutput
  /// Its withheld success, released at `time` (seconds) because the recognizers it
  /// required to fail have failed.
  mutating func _release(_ withheld: GestureOutput, at time: Double) -> GestureOutput
}
