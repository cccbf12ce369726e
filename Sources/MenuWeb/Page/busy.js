// What the page shows of the work it waits for: a tapped row is drawn pressed from the click
// until its answer comes; a request still unanswered after BUSY_AFTER ms, or the server's word
// that one is running (its `busy` event, whichever tab sent the request), makes the menu busy:
// `aria-busy="true"` on its list, a quiet spinner in the navigation bar, a progress cursor.
//
//     const activity = new Activity(ui.device, ui.blocks, ui.activity);
//     const answer = await activity.during("outfield", connection.call("tap", { path: "outfield" }));
//     activity.serverSays({ busy: true, method: "tap", path: "outfield" });   // a `busy` event

/** Milliseconds without an answer before the page shows it is busy (the server waits as long). */
export const BUSY_AFTER = 100;

/** The requests in flight and the server's busy state, drawn on the page. */
export class Activity {
  constructor(device, list, spinner) {
    this.device = device;
    this.list = list;
    this.spinner = spinner;
    /** The paths of the taps sent and not answered yet, each with how many are. */
    this.tapping = new Map();
    /** How many requests are unanswered past BUSY_AFTER. */
    this.late = 0;
    /** The server's `busy` event while it says a request is running, else null. */
    this.server = null;
  }

  /** Waits for `answer` (a request's promise), with `path` (a tap's, or null) pressed meanwhile. */
  async during(path, answer) {
    if (path !== null) this.tapping.set(path, (this.tapping.get(path) ?? 0) + 1);
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      this.late += 1;
      this.draw();
    }, BUSY_AFTER);
    this.draw();
    try {
      return await answer;
    } finally {
      clearTimeout(timer);
      if (late) this.late -= 1;
      if (path !== null) {
        const left = this.tapping.get(path) - 1;
        if (left > 0) this.tapping.set(path, left);
        else this.tapping.delete(path);
      }
      this.draw();
    }
  }

  /** Takes the server's `busy` event (`{ busy: false }` when the connection is lost too). */
  serverSays(event) {
    this.server = event.busy ? event : null;
    this.draw();
  }

  /**
   * Puts the state on the page: the rows pressed (again after a new view was drawn, which
   * leaves each node as the view model says), the list's aria-busy and the spinner.
   */
  draw() {
    const pressed = new Set(this.tapping.keys());
    if (this.server?.path) pressed.add(this.server.path);
    for (const node of this.device.querySelectorAll(".pressed")) {
      if (!pressed.has(node.dataset.path)) node.classList.remove("pressed");
    }
    for (const path of pressed) {
      for (const node of this.device.querySelectorAll(`[data-path="${CSS.escape(path)}"]`)) node.classList.add("pressed");
    }
    const busy = this.late > 0 || this.server !== null;
    if (busy) this.list.setAttribute("aria-busy", "true");
    else this.list.removeAttribute("aria-busy");
    this.spinner.hidden = !busy;
  }
}
