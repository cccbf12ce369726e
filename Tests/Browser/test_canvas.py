"""The preview's canvas variants, as Xcode's canvas has them, in headless Chromium: the toolbar
chooses the appearance (light, dark, or both side by side), the text size (Dynamic Type's steps)
and the device's width; the choices survive a reload; side by side, two phones draw the same
view, both live: a tap in either shows in both.

    cd Tests/Browser && python3 -m unittest test_canvas
"""

import unittest

from selenium.webdriver.support.ui import Select

from preview import DEADLINE, ROOT, Page, Preview, chromium

# What a phone shows: its device's width, its screen's background, a row's title size, the rows.
PHONE = r"""
const device = document.getElementById('device');
const title = document.querySelector('#blocks .item .title');
return {
  width: device.getBoundingClientRect().width,
  background: getComputedStyle(device).backgroundColor,
  titleSize: parseFloat(getComputedStyle(title).fontSize),
  rows: [...document.querySelectorAll('#blocks [data-key]')].map((node) => [node.dataset.key, node.textContent,
    node.getAttribute('aria-checked')]),
  revision: Number(document.documentElement.dataset.revision || 0),
};
"""

LIGHT, DARK = "rgb(242, 242, 247)", "rgb(0, 0, 0)"


class CanvasTests(unittest.TestCase):
    def setUp(self):
        self.driver = chromium()
        self.addCleanup(self.driver.quit)
        self.preview = Preview(ROOT / "examples/settings.lua")
        self.addCleanup(self.preview.stop)
        self.page = Page(self.driver, self.preview)
        self.driver.execute_script("localStorage.clear()")
        self.driver.refresh()
        self.page.wait(lambda: self.page.revision() > 0, "the first view drawn")

    def choose(self, select_id, value):
        Select(self.driver.find_element("id", select_id)).select_by_value(value)

    def phone(self):
        return self.driver.execute_script(PHONE)

    def twin(self):
        """What the second phone (the frame) shows, once it has drawn a view."""
        frame = self.driver.find_element("id", "twin")
        self.driver.switch_to.frame(frame)
        try:
            self.page.wait(lambda: self.page.revision() > 0, "the second phone's first view")
            return self.phone()
        finally:
            self.driver.switch_to.default_content()

    def test_the_choices_apply_and_survive_a_reload(self):
        start = self.phone()
        self.assertEqual((start["width"], start["titleSize"]), (393, 17), "a standard iPhone at Large (17 pt)")
        self.choose("device-model", "se")
        self.choose("text-size", "AX3")
        self.choose("appearance", "dark")
        chosen = self.phone()
        self.assertEqual((chosen["width"], chosen["titleSize"], chosen["background"]), (375, 40, DARK),
                         "an iPhone SE, AX 3 (40 pt body text), dark though the system is light")
        self.driver.refresh()
        self.page.wait(lambda: self.page.revision() > 0, "the view drawn again")
        again = self.phone()
        self.assertEqual((again["width"], again["titleSize"], again["background"]), (375, 40, DARK))
        selects = [Select(self.driver.find_element("id", name)).first_selected_option.get_attribute("value")
                   for name in ["appearance", "text-size", "device-model"]]
        self.assertEqual(selects, ["dark", "AX3", "se"], "the toolbar shows the choices kept")
        self.choose("device-model", "max")
        self.assertEqual(self.phone()["width"], 430)

    def test_side_by_side_two_phones_draw_the_same_view_and_both_follow_a_tap(self):
        self.choose("appearance", "both")
        first, second = self.phone(), self.twin()
        self.assertEqual((first["background"], second["background"]), (LIGHT, DARK), "light beside dark")
        self.assertEqual(second["rows"], first["rows"], "the same view")
        self.choose("text-size", "xLarge")
        self.page.wait(lambda: self.twin()["titleSize"] == 19, "the second phone follows the text size")

        before = (first["revision"], second["revision"])
        self.page.click(self.page.element("general/wifi"))
        self.page.wait(lambda: self.twin()["revision"] > before[1], "the second phone drew the tap's view")
        first, second = self.phone(), self.twin()
        self.assertEqual(dict((key, checked) for key, _, checked in first["rows"])["general/wifi"], "false")
        self.assertEqual(second["rows"], first["rows"], "a tap in the first phone shows in both")

        self.driver.switch_to.frame(self.driver.find_element("id", "twin"))
        self.driver.find_element("css selector", '[data-key="general/wifi"]').click()
        self.driver.switch_to.default_content()
        self.page.wait(lambda: self.phone()["revision"] > first["revision"], "the first phone drew the tap's view",
                       deadline=DEADLINE)
        self.page.wait(lambda: self.twin()["rows"] == self.phone()["rows"], "both show the same view again")
        self.assertEqual(dict((key, checked) for key, _, checked in self.phone()["rows"])["general/wifi"], "true",
                         "a tap in the second phone shows in both")

        self.driver.refresh()
        self.page.wait(lambda: self.page.revision() > 0, "the view drawn again")
        self.assertEqual(self.twin()["background"], DARK, "side by side is kept too")
        self.choose("appearance", "light")
        self.assertEqual(self.driver.find_elements("id", "twin"), [], "one phone again")


if __name__ == "__main__":
    unittest.main()
