"""The preview at 10,000 rows: the page draws the rows in view (a virtual list whose rows are
real, named buttons), the server sends what changed, and the first view comes with the page.

    LUAMENU=.build/debug/luamenu python3 -m unittest test_big     (in Tests/Browser)
"""

import json
import tempfile
import unittest
import urllib.request
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from preview import DEADLINE, Page, write_file
from test_preview import BrowserTest

ROWS = 10_000

NAMES = f"""
local names, checked = {{}}, {{}}
for i = 1, {ROWS} do
  local name = string.format("name %05d", i)
  names[i] = {{ id = name, title = name, checked = function() return checked[name] == true end }}
end
local m = menu.new {{ title = "{ROWS} names" }}
m:section {{ id = "names", title = "Names", items = names, search = "substring",
            on_tap = function(item) checked[item.id] = not checked[item.id] end }}
return m
"""

CONTACTS = f"""
local people = {{}}
for i = 1, {ROWS} do people[i] = string.char(65 + i % 26) .. string.format("ee %05d", i) end
local m = menu.new {{ title = "{ROWS} contacts" }}
m:index {{ id = "contacts", letters = "A-Z", items = people }}
return m
"""

# The page's scrolling frame (the phone's screen, or the window at phone width).
SCROLLER = """
const screen = document.getElementById('screen');
return screen.scrollHeight > screen.clientHeight + 1 ? screen : document.scrollingElement;
"""

# Whether the element with data-key arguments[0] is drawn inside the part of the screen in view.
IN_VIEW = """
const node = document.querySelector(`#device [data-key="${CSS.escape(arguments[0])}"]`);
if (!node) return false;
const screen = document.getElementById('screen').getBoundingClientRect();
const box = node.getBoundingClientRect();
return box.bottom > Math.max(0, screen.top) && box.top < Math.min(window.innerHeight, screen.bottom);
"""

NODES = "return document.getElementsByTagName('*').length"


def script(source):
    path = Path(tempfile.mkdtemp(prefix="luamenu-big-")) / "big.lua"
    write_file(path, source)
    return path


class BigMenus(BrowserTest):
    """10,000 rows: a few dozen drawn, each named; scrolling, tapping, searching and Tab reach
    every row."""

    def open(self, source=NAMES):
        preview = self.start(script(source))
        return preview, Page(self.driver, preview)

    def scroll_to(self, y):
        """Scrolls the screen to `y` px and waits for the frame after it."""
        self.driver.execute_script(SCROLLER.replace("return ", "const scroller = ") + "scroller.scrollTop = arguments[0];", y)
        self.driver.execute_async_script("requestAnimationFrame(() => requestAnimationFrame(arguments[0]))")

    def rows(self):
        """The keys and accessible texts of the rows in the document."""
        return self.driver.execute_script(
            "return [...document.querySelectorAll('#device .item')].map((n) => [n.dataset.key, n.textContent])")

    def test_only_the_rows_in_view_are_in_the_document_and_each_is_named(self):
        preview, page = self.open()
        rows = self.rows()
        self.assertLessEqual(self.driver.execute_script(NODES), 5000)
        self.assertGreater(len(rows), 5, "the rows in view are drawn")
        self.assertLess(len(rows), 200, "and not the 10,000")
        self.assertEqual(rows[0], ["names/name 00001", "name 00001"], "the first row, with its name")
        self.assertTrue(all(text.strip() for _, text in rows), "every row in the document has a name")
        self.assertTrue(self.driver.execute_script(IN_VIEW, "names/name 00001"))

    def test_scrolling_to_the_end_shows_the_last_row(self):
        preview, page = self.open()
        self.scroll_to(10_000_000)
        page.wait(lambda: self.driver.execute_script(IN_VIEW, f"names/name {ROWS:05d}"), "the last row in view")
        self.assertLessEqual(self.driver.execute_script(NODES), 5000)
        self.assertIsNone(page.element("names/name 00001"), "the first row left the document")

    def test_a_tap_deep_in_the_list_changes_that_row(self):
        preview, page = self.open()
        self.scroll_to(10_000_000)
        key = f"names/name {ROWS - 3:05d}"
        page.wait(lambda: self.driver.execute_script(IN_VIEW, key), f"{key} in view")
        page.click(page.element(key))
        self.assertEqual(page.element(key).get_attribute("aria-checked"), "true")
        self.assertEqual(page.element(f"names/name {ROWS - 2:05d}").get_attribute("aria-checked"), "false")
        self.assertTrue(preview.view()["blocks"][0]["items"][ROWS - 4]["checked"])
        self.assertTrue(self.driver.execute_script(IN_VIEW, key), "the list stayed where it was")

    def test_search_and_clearing_it(self):
        preview, page = self.open()
        search = self.driver.find_element(By.ID, "search")
        search.send_keys("name 0999")
        page.wait(lambda: preview.view()["query"] == "name 0999", "the query sent")
        matching = {item["key"] for item in preview.view()["blocks"][0]["items"]}
        self.assertIn("names/name 09990", matching)
        self.assertLess(len(matching), 20)
        page.wait(lambda: {key for key, _ in self.rows()} == matching, "the matches, every one")
        search.send_keys(Keys.ESCAPE)
        page.wait(lambda: preview.view()["query"] is None and self.rows()[:1] == [["names/name 00001", "name 00001"]],
                  "the list again, from its first row")
        self.assertLessEqual(self.driver.execute_script(NODES), 5000)

    def test_a_tap_sends_what_changed_not_the_view(self):
        preview, page = self.open()
        whole = len(json.dumps(preview.view()))
        events = urllib.request.urlopen(f"{preview.origin}/events?token={preview.token}&patches=1", timeout=DEADLINE)
        self.addCleanup(events.close)

        def next_view():
            name = None
            for line in events:
                line = line.decode()
                if line.startswith("event: "):
                    name = line[7:].strip()
                elif line.startswith("data: ") and name == "view":
                    return line[6:]

        self.assertGreater(len(next_view()), whole // 2, "a page that connects gets the whole view first")
        page.click(page.element("names/name 00002"))
        answers = "return performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'fetch')"
        page.wait(lambda: self.driver.execute_script(answers + ".length") == 1, "the tap's answer")   # the event may come first
        answered = self.driver.execute_script(answers + "[0].encodedBodySize")
        self.assertLess(answered, 1000, f"the tap's answer: {answered} bytes, the view {whole}")
        event = next_view()
        self.assertLess(len(event), 1000, "the event: the change")
        self.assertEqual(json.loads(event)["base"] + 1, json.loads(event)["revision"])
        self.assertEqual(page.element("names/name 00002").get_attribute("aria-checked"), "true")

    def test_the_first_view_is_on_the_page_before_it_is_first_painted(self):
        preview, page = self.open()
        paint = "return performance.getEntriesByType('paint').map((entry) => entry.startTime)"
        page.wait(lambda: self.driver.execute_script(paint), "the browser's record of its first paint")
        drawn = float(self.driver.execute_script("return document.documentElement.dataset.firstDrawn"))
        self.assertLessEqual(drawn, min(self.driver.execute_script(paint)), "drawn before the first paint: no empty phone")

    def test_the_focused_row_stays_and_tab_goes_on_past_the_rows_drawn(self):
        preview, page = self.open()
        keys = [key for key, _ in self.rows()]
        last = keys[-1]
        self.driver.execute_script("arguments[0].focus()", page.element(last))
        number = int(last.split()[-1])
        for step in range(1, 4):
            self.driver.switch_to.active_element.send_keys(Keys.TAB)
            self.assertEqual(self.driver.execute_script("return document.activeElement.dataset.key"),
                             f"names/name {number + step:05d}", "Tab: the next row, drawn when it comes")
        focused = f"names/name {number + 3:05d}"
        self.scroll_to(10_000_000)
        self.assertEqual(self.driver.execute_script("return document.activeElement.dataset.key"), focused,
                         "scrolled away, the focused row keeps its node and the focus")
        self.assertIsNotNone(page.element(focused))

    def test_an_index_letter_jumps_to_its_group(self):
        preview, page = self.open(CONTACTS)
        jump = self.driver.execute_script(
            "return [...document.querySelectorAll('#device .jump')].find((n) => n.textContent === 'M')")
        page.click(jump)
        page.wait(lambda: self.driver.execute_script(
            "const group = document.querySelector('#device .index-group[data-letter=\"M\"]');"
            "const screen = document.getElementById('screen').getBoundingClientRect();"
            "return Math.abs(group.getBoundingClientRect().top - Math.max(0, screen.top)) < 60"), "the group M on top")
        drawn = [key for key, _ in self.rows()]
        self.assertTrue(any(key.startswith("contacts/M/") or "/Mee" in key for key in drawn), drawn[:5])
        self.assertLessEqual(self.driver.execute_script(NODES), 5000)


if __name__ == "__main__":
    unittest.main()
