"""The page outlives its server, in a real browser: stopped and started again on the same
address, the preview takes the open page back (the token is the script's and the port's, kept
between runs), which shows the new server's view and taps again; a tap made meanwhile is said
not sent; a page whose token isn't the server's says so. And with the script broken on disk,
a tap leaves the error shown in every tab, new ones too.

    python3 -m unittest discover -s Tests/Browser -p test_reconnect.py
"""

import re
import tempfile
import unittest
from pathlib import Path

from preview import Page, Preview, write_file
from test_preview import BrowserTest

#: A menu whose rows count their taps; TITLE is replaced to tell one run's script from another.
SCRIPT = """
local taps = { one = 0, two = 0 }
local m = menu.new { title = "TITLE" }
m:section { id = "work", title = "Work", items = {
  { id = "one", title = "One", detail = function() return tostring(taps.one) end },
  { id = "two", title = "Two", detail = function() return tostring(taps.two) end },
}, on_tap = function(item) taps[item.id] = taps[item.id] + 1 end }
return m
"""

# Records the status of every request the page sends to /rpc ("failed": no answer at all).
RECORD_ANSWERS = """
window.answers = [];
const fetched = window.fetch;
window.fetch = async (...request) => {
  try {
    const response = await fetched(...request);
    window.answers.push(response.status);
    return response;
  } catch (failure) {
    window.answers.push("failed");
    throw failure;
  }
};
"""

#: What the browser logs when a server is away or refuses the token: no script error.
NETWORK_ERROR = re.compile(r"(/events|/rpc)\S* - Failed to load resource|net::ERR_CONNECTION_REFUSED|"
                           r"the server responded with a status of 403")


def script_titled(folder, name, title):
    """A script named `name` in `folder` whose menu is titled `title`: its path."""
    path = Path(folder) / name
    write_file(path, SCRIPT.replace("TITLE", title))
    return path


class Reconnecting(BrowserTest):
    """The preview stopped and started again under an open page."""

    refusals_expected = True      # the browser logs each try while the server is away: checked below

    def setUp(self):
        super().setUp()
        self.folder = tempfile.mkdtemp(prefix="luamenu-reconnect-")
        self.home = tempfile.mkdtemp(prefix="luamenu-home-")

    def tearDown(self):
        errors = [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertEqual([error for error in errors if not NETWORK_ERROR.search(error)], [],
                         "no script error or Content-Security-Policy violation, only the requests that found no server")

    def run_preview(self, script, *arguments):
        """`luamenu preview` with this test's home, stopped at the end unless stopped before."""
        preview = Preview(script, *arguments, home=self.home)
        self.addCleanup(lambda: preview.process.poll() is not None or self.stop(preview))
        return preview

    def connection(self, page):
        return page.text("connection")

    def answers(self, page):
        return page.driver.execute_script("return window.answers")

    def test_a_page_left_open_reconnects_shows_the_new_view_and_taps(self):
        script = script_titled(self.folder, "menu.lua", "First run")
        first = self.run_preview(script)
        page = Page(self.driver, first)
        page.driver.execute_script(RECORD_ANSWERS)
        for taps in ["1", "2", "3"]:                       # the first server's revisions go past the next one's
            page.click(page.element("work/one"))
            self.assertEqual(page.drawn()["work/one"]["detail"], taps)
        page.wait(lambda: self.connection(page) == "live", "live")
        self.assertEqual(first.stop(), 0)
        page.wait(lambda: self.connection(page) == "reconnecting…", "the page sees its server go")

        page.element("work/two").click()
        page.wait(lambda: page.visible("banner") and page.text("banner-title") == "Not sent: the preview isn't running",
                  "a tap while the server is away is said not sent")
        self.assertIn("The tap on work/two was not sent", page.text("banner-message"))
        self.assertEqual(self.answers(page)[-1], "failed")
        self.assertEqual(page.drawn()["work/two"]["classes"].split().count("pressed"), 0, "and not left pressed")

        write_file(script, SCRIPT.replace("TITLE", "Second run"))
        second = self.run_preview(script)                  # no --port: the port it had last time
        self.assertEqual((second.port, second.token), (first.port, first.token), "the same address")
        page.wait(lambda: self.connection(page) == "live" and page.text("title") == "Second run",
                  "the page reconnects by itself and shows the new server's view, though it counts from 1 again")
        self.assertFalse(page.visible("banner"), "the banner is gone")
        self.assertEqual(page.drawn()["work/one"]["detail"], "0", "the new server's view, not the old one's")
        self.assertIn("luamenu preview started again", page.log())

        page.click(page.element("work/two"))
        self.assertEqual(self.answers(page)[-1], 200)
        self.assertEqual(page.drawn()["work/two"]["detail"], "1", "the tap works, and the one made while away was not sent")

    def test_a_page_whose_token_the_server_refuses_says_so_and_takes_its_own_back(self):
        mine = script_titled(self.folder, "menu.lua", "Mine")
        first = self.run_preview(mine)
        page = Page(self.driver, first)
        page.driver.execute_script(RECORD_ANSWERS)
        self.assertEqual(first.stop(), 0)

        other = self.run_preview(script_titled(self.folder, "other.lua", "Another script"), "--port", str(first.port))
        self.assertNotEqual(other.token, first.token, "another script, another token")
        page.wait(lambda: self.connection(page) == "wrong token", "the page is refused")
        self.assertEqual(page.text("banner-title"), "This page's token isn't this preview's")
        self.assertIn("Open the address it printed", page.text("banner-message"))
        page.element("work/one").click()
        page.wait(lambda: self.answers(page) == [403], "a tap is refused")
        self.assertEqual(page.text("banner-title"), "This page's token isn't this preview's", "and says why")
        self.assertEqual(page.text("title"), "Mine", "the page keeps its menu")
        self.assertEqual(other.stop(), 0)

        again = self.run_preview(mine, "--port", str(first.port))
        self.assertEqual(again.token, first.token, "the script on its port again: its token")
        page.wait(lambda: self.connection(page) == "live" and not page.visible("banner"),
                  "the page keeps trying, and its own preview takes it back")
        page.click(page.element("work/one"))
        self.assertEqual(self.answers(page)[-1], 200)


class BrokenScript(BrowserTest):
    """With the script broken on disk, the last good menu answers taps and the error stays shown."""

    def test_a_tap_while_broken_leaves_the_error_shown_in_every_tab(self):
        script = script_titled(tempfile.mkdtemp(prefix="luamenu-broken-"), "menu.lua", "Good")
        preview = self.start(script)
        first = Page(self.driver, preview)
        first_tab = self.driver.current_window_handle
        self.driver.switch_to.new_window("tab")
        second_tab = self.driver.current_window_handle
        second = Page(self.driver, preview)
        tabs = [first_tab, second_tab]
        self.addCleanup(self.close_tabs, first_tab, tabs)

        write_file(script, SCRIPT.replace("TITLE", "Good") + "\nreturn nil +\n")
        for tab, page in [(first_tab, first), (second_tab, second)]:
            self.driver.switch_to.window(tab)
            page.wait(lambda: page.visible("banner"), "the load error shown")

        self.driver.switch_to.window(first_tab)
        first.click(first.element("work/one"))              # answered by the last good menu
        tapped = first.revision()
        self.assertEqual(first.drawn()["work/one"]["detail"], "1", "the tap worked")
        self.assertTrue(first.visible("banner"), "the tab that tapped still shows the error")
        self.assertRegex(first.text("banner-message"), r"menu\.lua:\d+:")

        self.driver.switch_to.window(second_tab)
        second.wait(lambda: second.revision() == tapped, "the other tab shows the tap")
        self.assertTrue(second.visible("banner"), "and still the error")

        self.driver.switch_to.new_window("tab")
        tabs.append(self.driver.current_window_handle)
        third = Page(self.driver, preview)
        third.wait(lambda: third.drawn()["work/one"]["detail"] == "1", "a tab opened afterwards shows the tap")
        self.assertTrue(third.visible("banner"), "and the error")
        self.assertIn("last good menu", third.text("banner-title"))

        write_file(script, SCRIPT.replace("TITLE", "Good"))
        third.wait(lambda: not third.visible("banner"), "fixed on disk, the error goes, as it does when it goes")

    def close_tabs(self, first_tab, tabs):
        for tab in tabs[1:]:
            self.driver.switch_to.window(tab)
            self.driver.close()
        self.driver.switch_to.window(first_tab)


if __name__ == "__main__":
    unittest.main()


# A menu long enough to scroll, and an item whose tap fails.
LONG_SCRIPT = """
local m = menu.new { title = "Long" }
local items = { { id = "bad", title = "Bad", on_tap = function() error("no such thing") end }, "good" }
for i = 1, 80 do items[#items + 1] = "row " .. i end
m:section { id = "rows", title = "Rows", items = items }
return m
"""

# Where the banner is, against the window: [top, bottom, the window's height].
BANNER_BOX = """
const box = document.getElementById('banner').getBoundingClientRect();
return [box.top, box.bottom, window.innerHeight];
"""


class ErrorsInView(BrowserTest):
    """The load error and a failed tap stay in view at every width, and the status says the
    script is broken until it loads."""

    def assertBannerInView(self, page, what):
        page.driver.execute_script("document.getElementById('screen').scrollTop = 1e6; window.scrollTo(0, 1e6)")
        page.wait(lambda: page.driver.execute_script(
            "return Math.max(document.getElementById('screen').scrollTop, window.scrollY)") > 0, f"{what}: scrolled")
        top, bottom, height = page.driver.execute_script(BANNER_BOX)
        self.assertTrue(page.visible("banner"), what)
        self.assertGreaterEqual(top, 0, f"{what}: the banner's top in view")
        self.assertLess(top, height, f"{what}: the banner in view")
        self.assertGreater(bottom, top, what)

    def test_a_load_error_stays_in_view_and_the_status_says_broken(self):
        script = Path(tempfile.mkdtemp(prefix="luamenu-errors-")) / "menu.lua"
        write_file(script, LONG_SCRIPT)
        preview = self.start(str(script))
        self.addCleanup(lambda: self.driver.set_window_size(1000, 1100))
        page = Page(self.driver, preview)
        page.wait(lambda: page.text("connection") == "live", "live")
        write_file(script, LONG_SCRIPT + "\nreturn nil +\n")
        page.wait(lambda: page.visible("banner") and page.text("connection") == "script broken", "the error shown")
        self.assertEqual(page.driver.execute_script("return document.getElementById('connection').dataset.state"),
                         "broken")
        for width in (1000, 320):
            self.driver.set_window_size(width, 700)
            self.assertBannerInView(page, f"at {width} px")
        write_file(script, LONG_SCRIPT)
        page.wait(lambda: not page.visible("banner") and page.text("connection") == "live", "fixed: live again")

    def test_a_failed_tap_is_shown_in_view_until_a_tap_works(self):
        script = Path(tempfile.mkdtemp(prefix="luamenu-errors-")) / "menu.lua"
        write_file(script, LONG_SCRIPT)
        preview = self.start(str(script))
        self.addCleanup(lambda: self.driver.set_window_size(1000, 1100))
        self.driver.set_window_size(320, 700)
        page = Page(self.driver, preview)
        page.element("rows/bad").click()
        page.wait(lambda: page.visible("banner"), "the failed tap shown")
        self.assertEqual(page.text("banner-title"), "The tap on rows/bad failed")
        self.assertRegex(page.text("banner-message"), r"menu\.lua:\d+: no such thing")
        self.assertEqual(page.text("connection"), "live", "a failed tap is no broken script")
        self.assertBannerInView(page, "at 320 px")
        page.driver.execute_script("window.scrollTo(0, 0); document.getElementById('screen').scrollTop = 0")
        page.click(page.element("rows/good"))
        page.wait(lambda: not page.visible("banner"), "a tap that works clears it")
