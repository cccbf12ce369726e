/// A property that equality passes over: two values that differ only in it are equal.
///
/// An ``ItemView`` is equal to another when they draw the same; which script table each came
/// from (its ``ItemView/ref``) is bookkeeping for the host, so it is wrapped in this.
///
///     struct Row: Equatable { var title: String; @NotCompared var ref = ScriptRef.none }
///     Row(title: "a", ref: ScriptRef(1)) == Row(title: "a", ref: ScriptRef(2))   // true
@propertyWrapper
public struct NotCompared<Value: Sendable>: Equatable, Sendable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public static func == (lhs: NotCompared, rhs: NotCompared) -> Bool { true }
}
