extension Menu {
    /// The item `target` names as it is drawn in `state`: its labels evaluated and the render
    /// hooks run on it, told where it is; nil when `target` names no item. What a tap asks when
    /// a render hook may have drawn the item disabled.
    ///
    ///     try menu.drawnItem(at: .item(section: "coffee", submenu: [], id: "coldbrew"), in: state, evaluator: e)?.disabled
    public func drawnItem(at target: TapTarget, in state: MenuState,
                          evaluator: some ScriptEvaluator) throws(EvaluationStopped) -> ItemView? {
        guard let found = item(at: target, openSubmenu: state.submenu) else { return nil }
        return try ItemViewMaker(evaluator: evaluator, place: target.place).view(of: found.item)
    }
}
