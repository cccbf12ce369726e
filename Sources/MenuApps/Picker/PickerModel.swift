import MenuModel
import MenuTerminal
import TextCore

/// `pick` as the runner holds it: the picker's state, the lines that arrived, the results of
/// the last search for the query as it is, and the matches in view. Changed only by
/// ``PickerProgram/update(_:with:)``.
public struct PickerModel {
    /// The query, the cursor, the marks, the pane, how it ended.
    public internal(set) var state: PickerState
    /// The lines so far (shared with the reading thread by snapshot).
    public internal(set) var texts = ChunkedTexts()
    /// The results of the last search that ended for the query as it is, sorted as far as read.
    public internal(set) var results: SearchResults?
    /// The store indices of the matches in view, from the scroll on: what the view draws.
    public internal(set) var shown: [Int] = []

    public init(state: PickerState) {
        self.state = state
    }
}
