"""The preview page against WCAG 2.2 AA, measured in headless Chromium on every example, light and
dark: every row in Chromium's accessibility tree (CDP Accessibility.getFullAXTree) has a name,
submenu rows are navigation (links, no popup menu) and rows that tap and open nothing show it;
every text's contrast with what it is drawn on, both taken from the page's own computed colours,
is at least 4.5:1; text grows with the user's font size; and entering a submenu puts the focus
on its first row, leaving it puts the focus back on the row that opened it.

    cd Tests/Browser && python3 -m unittest test_accessibility
"""

import tempfile
import unittest
from pathlib import Path

from selenium.webdriver.common.keys import Keys

from preview import ROOT, Page, Preview, chromium, write_file

EXAMPLES = sorted(path.stem for path in (ROOT / "examples").glob("*.lua"))

#: The roles of what taps in the page (rows, headers, chips, the toolbar's buttons and choices).
CONTROLS = {"button", "switch", "checkbox", "link", "radio", "combobox", "menuitem", "tab", "textbox", "searchbox"}

#: WCAG 2.2 AA's minimum contrast for text (1.4.3), asked of all text here, large or not.
MINIMUM_CONTRAST = 4.5

# Every visible text on the page (text nodes, a select's value, a field's placeholder) with its
# colour and the colour behind it, both composited from the computed colours of the element and
# its ancestors (semi-transparent backgrounds laid over the ones under them, down to the page's
# opaque one; an ancestor's opacity fading the text). Text of a disabled control is exempt (WCAG
# 1.4.3's inactive components), as is text nobody sees (hidden, or at opacity 0).
CONTRASTS = r"""
function parse(text) {
  let match = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)$/.exec(text);
  if (match) return [+match[1], +match[2], +match[3], match[4] === undefined ? 1 : +match[4]];
  match = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(text);
  if (match) return [match[1] * 255, match[2] * 255, match[3] * 255, match[4] === undefined ? 1 : +match[4]];
  throw new Error(`a colour not understood: ${text}`);
}
function over(top, bottom) {
  const alpha = top[3];
  return [0, 1, 2].map((i) => top[i] * alpha + bottom[i] * (1 - alpha)).concat(1);
}
function luminance(colour) {
  const [r, g, b] = colour.slice(0, 3).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function ratio(a, b) {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y);
  return (light + 0.05) / (dark + 0.05);
}
function background(element) {
  const layers = [];
  for (let node = element; node; node = node.parentElement) {
    const colour = parse(getComputedStyle(node).backgroundColor);
    if (colour[3] > 0) layers.push(colour);
    if (colour[3] >= 1) break;
  }
  return layers.reverse().reduce((below, layer) => over(layer, below), [255, 255, 255, 1]);
}
function opacity(element) {
  let product = 1;
  for (let node = element; node; node = node.parentElement) product *= +getComputedStyle(node).opacity;
  return product;
}
function measure(element, colourText, text) {
  const behind = background(element);
  const colour = parse(colourText);
  colour[3] *= opacity(element);
  const drawn = over(colour, behind);
  return { text: text.trim().slice(0, 40), where: element.id || element.className || element.tagName,
           ratio: Math.round(ratio(drawn, behind) * 100) / 100 };
}
const found = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const element = node.parentElement;
  if (node.textContent.trim() === "" || element.closest("select, script, style")) continue;
  if (element.closest(":disabled")) continue;
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
  found.push(measure(element, getComputedStyle(element).color, node.textContent));
}
for (const select of document.querySelectorAll("select")) {
  if (select.checkVisibility({ visibilityProperty: true })) {
    found.push(measure(select, getComputedStyle(select).color, select.selectedOptions[0]?.textContent ?? ""));
  }
}
for (const field of document.querySelectorAll("input[placeholder]")) {
  if (field.checkVisibility({ visibilityProperty: true }) && field.value === "") {
    found.push(measure(field, getComputedStyle(field, "::placeholder").color, field.placeholder));
  }
}
return found;
"""

# The font size of every visible text's element, in document order.
FONT_SIZES = r"""
const sizes = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const element = node.parentElement;
  if (node.textContent.trim() === "" || element.closest("select, script, style")) continue;
  if (!element.checkVisibility()) continue;
  sizes.push({ text: node.textContent.trim().slice(0, 30), size: parseFloat(getComputedStyle(element).fontSize) });
}
return sizes;
"""

# The browser's default font size, the user's ("medium"), as the page sees it.
DEFAULT_FONT_SIZE = r"""
const probe = document.createElement("div");
probe.style.fontSize = "medium";
document.body.append(probe);
const size = getComputedStyle(probe).fontSize;
probe.remove();
return size;
"""


def ax_nodes(driver):
    """The page's accessibility tree, as Chromium exposes it: the nodes not ignored."""
    tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
    return [node for node in tree["nodes"] if not node.get("ignored")]


def menu_buttons(driver):
    """The backend node ids of the buttons in the menu's blocks (#blocks), from the DOM as CDP gives it."""
    def attributes(node):
        values = node.get("attributes", [])
        return dict(zip(values[::2], values[1::2]))

    def walk(node, inside):
        inside = inside or attributes(node).get("id") == "blocks"
        if inside and node.get("nodeName") == "BUTTON":
            yield node["backendNodeId"]
        for child in node.get("children", []):
            yield from walk(child, inside)

    return list(walk(driver.execute_cdp_cmd("DOM.getDocument", {"depth": -1})["root"], False))


def role(node):
    return node.get("role", {}).get("value")


def name(node):
    return (node.get("name", {}).get("value") or "").strip()


def has_popup(node):
    return any(prop["name"] == "hasPopup" and prop["value"].get("value") not in (None, "false")
               for prop in node.get("properties", []))


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}]})


class AccessibilityTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.driver = chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def open(self, example):
        """examples/`example`.lua in the preview, its page in light at the default font size (16 px)."""
        set_scheme(self.driver, "light")
        self.driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 16}})
        preview = Preview(ROOT / f"examples/{example}.lua")
        self.addCleanup(preview.stop)
        page = Page(self.driver, preview)
        self.driver.execute_script("localStorage.clear()")
        return page

    def test_every_control_is_named_and_rows_say_what_they_do(self):
        for example in EXAMPLES:
            for scheme in ["light", "dark"]:
                with self.subTest(example=example, scheme=scheme):
                    page = self.open(example)
                    set_scheme(self.driver, scheme)
                    nodes = ax_nodes(self.driver)
                    controls = [node for node in nodes if role(node) in CONTROLS]
                    unnamed = [role(node) for node in controls if not name(node)]
                    self.assertEqual(unnamed, [], "every control has an accessible name")
                    named = {node.get("backendDOMNodeId") for node in controls if name(node)}
                    rows = menu_buttons(self.driver)
                    self.assertGreater(len(rows), 0)
                    self.assertEqual([row for row in rows if row not in named], [],
                                     "every button of the menu (rows, headers, chips) is a named control in the tree")
                    self.assertEqual([name(node) for node in nodes if has_popup(node) and role(node) != "combobox"], [],
                                     "no row claims to open a popup menu")
                    submenus = page.driver.execute_script(
                        "return [...document.querySelectorAll('#blocks .has-submenu .title')].map((title) => title.textContent)")
                    links = [name(node) for node in nodes if role(node) == "link"]
                    for row in submenus:
                        self.assertTrue(any(row in link for link in links),
                                        f"the submenu row {row!r} is navigation (a link)")
                    self.assert_actions_show_they_tap(nodes)

    def assert_actions_show_they_tap(self, nodes):
        """A row that taps and opens nothing (a button with no role of its own: no switch, check
        or submenu link) is a button in the tree (exposed) whose title is drawn in the accent
        colour, unlike a switch's, a check's or a submenu's title (visible)."""
        colours = self.driver.execute_script("""
            const colour = (selector) => [...document.querySelectorAll(selector)]
              .map((row) => [row.querySelector('.title').textContent, getComputedStyle(row.querySelector('.title')).color]);
            return {
              actions: colour('#blocks .item:not([role]):not(:disabled):has(.title:not(.style-muted, .style-danger))'),
              others: colour('#blocks .item[role]:not(:disabled):has(.title:not([class*=style-]))'),
              accent: getComputedStyle(document.getElementById('back')).color,
            };
        """)
        buttons = {name(node) for node in nodes if role(node) == "button"}
        for text, colour in colours["actions"]:
            self.assertEqual(colour, colours["accent"], f"the action {text!r} is drawn in the accent colour")
            self.assertTrue(any(text in button for button in buttons),
                            f"the action {text!r} is a button in the tree")
        for text, colour in colours["others"]:
            self.assertNotEqual(colour, colours["accent"], f"{text!r} opens or changes something else: not an action's colour")

    def test_text_contrast_is_at_least_four_and_a_half_to_one(self):
        for example in EXAMPLES:
            for scheme in ["light", "dark"]:
                with self.subTest(example=example, scheme=scheme):
                    page = self.open(example)
                    set_scheme(self.driver, scheme)
                    measured = self.driver.execute_script(CONTRASTS)
                    self.assertGreater(len(measured), 5, "the page's text was found")
                    category = self.driver.execute_script("return document.querySelector('#blocks .category')")
                    if category:               # an expanded chip: white on the accent, its children under it
                        page.click(category)
                        measured += self.driver.execute_script(CONTRASTS)
                    low = [entry for entry in measured if entry["ratio"] < MINIMUM_CONTRAST]
                    self.assertEqual(low, [], f"text under {MINIMUM_CONTRAST}:1 in {scheme}")

    def test_an_error_and_the_log_have_the_contrast_too(self):
        script = Path(tempfile.mkdtemp(prefix="luamenu-a11y-")) / "menu.lua"
        write_file(script, 'local m = menu.new { title = "Errors" }\n'
                           'm:section { id = "s", title = "S", items = { { id = "bad", title = "Bad",\n'
                           '  on_tap = function() print("tapped"); error("no such thing") end } } }\nreturn m\n')
        preview = Preview(script)
        self.addCleanup(preview.stop)
        page = Page(self.driver, preview)
        self.driver.find_element("css selector", '[data-key="s/bad"]').click()
        page.wait(lambda: page.visible("banner") and len(page.log()) >= 2, "the tap's error in the banner and the log")
        for scheme in ["light", "dark"]:
            with self.subTest(scheme=scheme):
                set_scheme(self.driver, scheme)
                measured = self.driver.execute_script(CONTRASTS)
                shown = {entry["where"] for entry in measured}
                self.assertLessEqual({"banner-title", "banner-message", "log-level", "log-text"}, shown,
                                     "the banner and the log lines were measured")
                low = [entry for entry in measured if entry["ratio"] < MINIMUM_CONTRAST]
                self.assertEqual(low, [], f"text under {MINIMUM_CONTRAST}:1 in {scheme}")

    def test_text_grows_with_the_users_font_size(self):
        for example in EXAMPLES:
            with self.subTest(example=example):
                page = self.open(example)
                before = self.driver.execute_script(FONT_SIZES)
                self.driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 24}})
                page.wait(lambda: self.driver.execute_script(DEFAULT_FONT_SIZE) == "24px", "the new default font size")
                after = self.driver.execute_script(FONT_SIZES)
                self.assertEqual([entry["text"] for entry in after], [entry["text"] for entry in before])
                fixed = [(old["text"], old["size"], new["size"]) for old, new in zip(before, after)
                         if abs(new["size"] / old["size"] - 1.5) > 0.02]
                self.assertEqual(fixed, [], "every text is 1.5 times as big at a default of 24 px instead of 16")

    def test_focus_enters_a_submenu_and_comes_back_to_the_row_that_opened_it(self):
        page = self.open("settings")
        language = page.element("general/language")
        self.driver.execute_script("arguments[0].focus()", language)
        before = page.revision()
        language.send_keys(Keys.ENTER)
        page.wait(lambda: page.revision() > before, "the submenu drawn")
        focused = lambda: self.driver.execute_script(
            "const node = document.activeElement; return node.dataset.key ?? node.id ?? node.tagName")
        first_row = self.driver.execute_script("return document.querySelector('#blocks button').dataset.key")
        self.assertEqual(focused(), first_row, "the focus is on the submenu's first row")
        before = page.revision()
        self.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        page.wait(lambda: page.revision() > before, "the menu drawn again")
        self.assertEqual(focused(), "general/language", "the focus is back on the row that opened the submenu")


if __name__ == "__main__":
    unittest.main()
