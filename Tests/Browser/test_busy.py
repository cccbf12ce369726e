"""A tap in flight, in a real browser: the row tapped is drawn pressed from the click until
its answer comes, and an answer later than 0.1 s makes the menu busy (aria-busy on its list, a
spinner) in the tab that tapped and, through the server's `busy` event, in every other tab.

    python3 -m unittest discover -s Tests/Browser -p test_busy.py
"""

import tempfile
import unittest
from pathlib import Path

from preview import Page, write_file
from test_preview import BrowserTest

#: A row whose tap computes for 2 s of CPU time, one answered at once; each shows how often it
#: was tapped. On a loaded machine 2 s of CPU take longer than the default 5 s limit allows, so
#: the preview runs with no limit (see `open`).
SCRIPT = """
local taps = { slow = 0, quick = 0 }
local m = menu.new { title = "Taps" }
m:section { id = "work", title = "Work", items = {
  { id = "slow", title = "Slow", detail = function() return tostring(taps.slow) end },
  { id = "quick", title = "Quick", detail = function() return tostring(taps.quick) end },
}, on_tap = function(item)
  if item.id == "slow" then
    local t = os.clock()
    while os.clock() - t < 2 do end
  end
  taps[item.id] = taps[item.id] + 1
end }
return m
"""

# Records every change of what the page shows of work in flight (the rows pressed, the list's
# aria-busy, the spinner), each with its time, and the time of the last click.
RECORD = """
const shown = () => ({
  pressed: [...document.querySelectorAll('#device .pressed')].map((node) => node.dataset.path),
  busy: document.getElementById('blocks').getAttribute('aria-busy') === 'true',
  spinner: !document.getElementById('activity').hidden,
});
window.seen = [];
const note = () => {
  const now = shown();
  const last = window.seen.at(-1);
  if (!last || JSON.stringify([last.pressed, last.busy, last.spinner]) !== JSON.stringify([now.pressed, now.busy, now.spinner])) {
    window.seen.push({ at: performance.now(), ...now });
  }
};
note();
new MutationObserver(note).observe(document.getElementById('device'),
  { subtree: true, attributes: true, attributeFilter: ['class', 'aria-busy', 'hidden'] });
document.addEventListener('click', () => { window.clickedAt = performance.now(); }, { capture: true });
"""

IDLE = {"pressed": [], "busy": False, "spinner": False}


def state(pressed=(), busy=False):
    return {"pressed": list(pressed), "busy": busy, "spinner": busy}


class TapInFlight(BrowserTest):
    """What a tap shows while it is being answered, here and in another tab."""

    def open(self):
        script = Path(tempfile.mkdtemp(prefix="luamenu-busy-")) / "taps.lua"
        write_file(script, SCRIPT)
        preview = self.start(script, "--timeout", "0")
        return preview, Page(self.driver, preview)

    def record(self, page):
        page.driver.execute_script(RECORD)

    def seen(self, page):
        """The states recorded since `record`, without their times; and the times."""
        seen = page.driver.execute_script("return window.seen")
        return [{key: entry[key] for key in IDLE} for entry in seen], seen

    def tap_and_wait(self, page, path, taps):
        """Clicks the row `path` and waits until its detail says `taps` and nothing is in flight."""
        page.element(path).click()
        page.wait(lambda: page.drawn()[path]["detail"] == taps and self.seen(page)[0][-1] == IDLE,
                  f"{path} answered ({taps} taps) and nothing shown in flight")

    def test_the_row_is_pressed_at_once_and_the_menu_busy_after_a_tenth_of_a_second(self):
        preview, page = self.open()
        self.record(page)
        self.tap_and_wait(page, "work/quick", "1")
        states, times = self.seen(page)
        clicked = page.driver.execute_script("return window.clickedAt")
        self.assertEqual(states[:2], [IDLE, state(["work/quick"])], "pressed from the click")
        self.assertLess(times[1]["at"] - clicked, 50, "at once: in the click's own task")
        answered = times[-1]["at"] - clicked
        if answered < 80:
            self.assertEqual(states, [IDLE, state(["work/quick"]), IDLE], f"answered in {answered:.0f} ms: never busy")

        self.record(page)
        self.tap_and_wait(page, "work/slow", "1")
        states, times = self.seen(page)
        clicked = page.driver.execute_script("return window.clickedAt")
        self.assertEqual(states, [IDLE, state(["work/slow"]), state(["work/slow"], busy=True), IDLE],
                         "pressed at once, busy while it runs, both cleared by the answer")
        self.assertLess(times[1]["at"] - clicked, 50, "pressed at once")
        self.assertGreaterEqual(times[2]["at"] - clicked, 99, "busy after 0.1 s without an answer")
        self.assertGreaterEqual(times[3]["at"] - clicked, 1900, "until the answer, 2 s later")
        self.assertEqual(page.driver.execute_script("return document.querySelector('.blocks').getAttribute('aria-busy')"),
                         None, "the list is no longer busy")

    def test_another_tab_sees_the_menu_busy(self):
        preview, first = self.open()
        first_tab = self.driver.current_window_handle
        self.record(first)
        self.driver.switch_to.new_window("tab")
        second_tab = self.driver.current_window_handle
        self.addCleanup(lambda: (self.driver.switch_to.window(second_tab), self.driver.close(),
                                 self.driver.switch_to.window(first_tab)))
        second = Page(self.driver, preview)
        second.element("work/slow").click()
        self.driver.switch_to.window(first_tab)
        first.wait(lambda: first.drawn()["work/slow"]["detail"] == "1" and self.seen(first)[0][-1] == IDLE,
                   "the first tab shows the answer, and nothing in flight")
        self.assertEqual(self.seen(first)[0], [IDLE, state(["work/slow"], busy=True), IDLE],
                         "the first tab was busy, with the row the other tab tapped pressed, until it was answered")


if __name__ == "__main__":
    unittest.main()
