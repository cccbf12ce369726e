"""`luamenu preview` in a real browser (headless Chromium, driven by Selenium): every example
is drawn as its view model says, clicks and typing lead to the view `serve` gives for the same
taps, a saved script updates the page, every tab follows, keys work, it looks like an app screen
in light and dark, and a page of another origin can't drive it. Screenshots of the seed menus
are saved (see preview.SCREENSHOTS).

    python3 -m unittest discover -s Tests/Browser       (scripts/test runs it)
"""

import base64
import json
import struct
import subprocess
import tempfile
import unittest
import zlib
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from preview import (DEADLINE, LUAMENU, ROOT, SCREENSHOTS, Page, Preview, Serve, chromium, copy_of_example,
                     write_file)

EXAMPLES = sorted(path.stem for path in (ROOT / "examples").glob("*.lua"))

#: The seed menus and the taps of their screenshots: those of the README's terminal renderings.
SEEDS = {
    "tigers": ["pitcher"],
    "regions": ["region/서울", "region/서울/강남", "region/서울/종로"],
    "cars": ["type/city"],
    "mypage": ["contact/kakaoTalkId"],
    "contacts": ["contacts/R"],
}


def style_class(style):
    return f"style-{style}" if style not in (None, "normal") else None


def item_expectation(item):
    """What the page shows of one item."""
    if item.get("kind") == "separator":
        return {"tag": "DIV"}
    if item.get("kind") == "heading":
        return {"text": item["title"]}
    checked = item.get("checked")
    is_switch = item.get("control") == "switch"
    state = None if checked is None else "mixed" if checked == "mixed" else str(checked).lower()
    return {
        "tag": "BUTTON", "path": item["path"], "title": item["title"], "detail": item["detail"],
        "icon": item["icon"], "subtitle": item.get("subtitle"), "disabled": bool(item.get("disabled")),
        "checked": state,
        "role": "switch" if is_switch else "checkbox" if checked is not None else "link" if item.get("submenu") else None,
        "switch": f"switch switch-{'on' if state == 'true' else 'off' if state == 'false' else 'mixed'}" if is_switch else None,
        "styles": (style_class(item["styles"]["title"]), style_class(item["styles"]["detail"])),
        "marks": len(item.get("matches") or []),
    }


def index_bar_blocks(doc):
    """The indexes that draw their letter bar: every one not being searched."""
    return [block for block in doc["blocks"] if block["kind"] == "index" and "results" not in block]


def expected(doc):
    """What the page should draw for `doc`: data-key → what that element shows."""
    shown = {}
    submenu = "submenu" in doc and "screen" not in doc          # a submenu's rows, not a screen of blocks
    for block in doc["blocks"]:
        if block["kind"] == "section":
            if not submenu:
                entries = sum(1 for item in block["items"] if "kind" not in item)
                shown[f"header:{block['path']}"] = {"tag": "BUTTON", "path": block["path"],
                                                    "title": block["title"] or block["id"],
                                                    "expanded": str(block["open"]).lower(),
                                                    "count": None if block["open"] else str(entries)}
            if block["open"] or submenu:
                shown.update({item["key"]: item_expectation(item) for item in block["items"]})
        elif block["kind"] == "selection":
            for category in block["categories"]:
                count = category["selectedCount"]
                shown[f"category:{category['path']}"] = {"path": category["path"], "title": category["title"],
                                                         "expanded": str(category["expanded"]).lower(),
                                                         "count": str(count) if count else None}
                if category["expanded"]:
                    shown.update({child["key"]: {"path": child["path"], "title": child["title"],
                                                 "checked": str(bool(child.get("selected"))).lower()}
                                  for child in category["items"]})
        elif block["kind"] == "filter":
            rows = block.get("style") == "list"
            shown.update({f"option:{option['path']}": {"path": option["path"], "text": option["title"],
                                                        "checked": str(option["selected"]).lower(),
                                                        "check": rows and option["selected"]}
                          for option in block["options"]})
        elif block["kind"] == "index":
            items = block["results"] if "results" in block else [i for g in block["groups"] for i in g["items"]]
            shown.update({item["key"]: item_expectation(item) for item in items})
    if "noResults" in doc:
        shown["no-results"] = {"tag": "P", "text": doc["noResults"]}
    for bar in index_bar_blocks(doc):
        shown[f"bar:{bar['id']}"] = {"tag": "NAV"}
        for jump in bar["jumps"]:
            shown[f"jump:{jump['path']}"] = {"path": jump["path"], "text": jump["letter"],
                                             "current": "true" if bar["current"] == jump["letter"] else None}
    return shown


def without_warnings(doc):
    return {name: value for name, value in doc.items() if name != "warnings"}


class BrowserTest(unittest.TestCase):
    """One headless Chromium for the class's tests."""

    dark = False

    @classmethod
    def setUpClass(cls):
        cls.driver = chromium(dark=cls.dark)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    #: Whether the test makes the browser log errors on purpose (refused requests).
    refusals_expected = False

    def setUp(self):
        self.driver.get_log("browser")                          # what the test before left

    def tearDown(self):
        if not self.refusals_expected:
            errors = [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
            self.assertEqual(errors, [], "the page ran without a script error or a Content-Security-Policy violation")

    def start(self, script, *arguments):
        preview = Preview(script, *arguments)
        self.addCleanup(self.stop, preview)
        return preview

    def stop(self, preview):
        """Leaves the page (or its stream would reconnect to nothing), then stops the preview."""
        self.driver.get("about:blank")
        self.assertEqual(preview.stop(), 0, "stopped by Ctrl-C: exit 0")

    def screenshot(self, name):
        """Saves the phone frame as SCREENSHOTS/`name`.png."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        self.driver.execute_script("document.activeElement?.blur()")
        bezel = self.driver.find_element(By.CSS_SELECTOR, ".bezel")
        self.assertTrue(bezel.screenshot(str(SCREENSHOTS / f"{name}.png")))

    def assertDrawn(self, page, doc):
        """The page draws `doc`: the title, the back button, the search, and every element of
        every block, nothing more."""
        submenu = "submenu" in doc
        title = doc["screen"]["title"] if "screen" in doc else doc["blocks"][0]["title"] if submenu else doc["title"]
        self.assertEqual(page.text("title"), title)
        self.assertEqual(page.visible("back"), submenu)
        self.assertEqual(page.driver.execute_script("return document.getElementById('search').value"),
                         doc["query"] or "")
        drawn = page.drawn()
        shown = expected(doc)
        self.assertEqual(sorted(set(drawn) - set(shown)), [], "drawn, though the view model doesn't have it")
        self.assertEqual(sorted(set(shown) - set(drawn)), [], "in the view model, but not drawn")
        for key, expectation in shown.items():
            element = drawn[key]
            for field, value in expectation.items():
                if field == "styles":
                    for part, style, classes in (("title", value[0], element["titleClass"]),
                                                 ("detail", value[1], element["detailClass"])):
                        drawn_styles = {name for name in (classes or "").split() if name.startswith("style-")}
                        self.assertEqual(drawn_styles, {style} if style else set(), f"{key}: the {part}'s style")
                elif field == "marks":
                    self.assertEqual(len(element["marks"]), value, f"{key}: the matched characters marked")
                else:
                    self.assertEqual(element[field], value, f"{key}: {field}")


class EveryExample(BrowserTest):
    """Every example, drawn and driven by what a person can click."""

    #: What to click, each kind in turn: its first element and its last.
    CLICKABLE = [".item.row:not(:disabled)", ".item.cell:not(:disabled)", ".category", ".child", ".chip", ".jump",
                 "#back:not([hidden])", ".disclosure"]

    def test_every_example_is_drawn_as_its_view_model_and_clicks_lead_where_serve_does(self):
        for name in EXAMPLES:
            with self.subTest(example=name):
                preview = Preview(f"examples/{name}.lua")
                serve = Serve(f"examples/{name}.lua")
                try:
                    page = Page(self.driver, preview)
                    self.assertDrawn(page, preview.view())
                    clicked = 0
                    for selector in self.CLICKABLE:
                        for position in (0, -1):
                            candidates = self.driver.find_elements(By.CSS_SELECTOR, f"#device {selector}")
                            if not candidates or (position == -1 and len(candidates) == 1):
                                continue
                            element = candidates[position]
                            path = element.get_attribute("data-path")
                            page.click(element)
                            clicked += 1
                            doc = preview.view()
                            self.assertDrawn(page, doc)
                            answer = serve.call("tap", {"path": path})
                            self.assertEqual(without_warnings(answer["result"]), without_warnings(doc),
                                             f"{name}: after {path}, serve's view is the page's")
                    self.assertGreaterEqual(clicked, 2, f"{name}: something to click")
                finally:
                    serve.close()
                    self.stop(preview)


class SeedMenus(BrowserTest):
    """The five seed menus behave as their SwiftUI screens did; each leaves a screenshot."""

    def open_seed(self, name):
        preview = self.start(f"examples/{name}.lua")
        page = Page(self.driver, preview)
        for path in SEEDS[name]:
            page.click(self.driver.find_element(By.CSS_SELECTOR, f'#device [data-path="{path}"]'))
        self.assertDrawn(page, preview.view())
        return preview, page

    def test_tigers_sections_fold(self):
        preview, page = self.open_seed("tigers")
        header = page.drawn()["header:pitcher"]
        self.assertEqual((header["expanded"], header["count"]), ("false", "3"))
        self.assertIsNone(page.element("pitcher/양현종"), "a folded section's players are not drawn")
        self.assertEqual(self.driver.execute_script(
            "return getComputedStyle(document.querySelector('#device .grid')).gridTemplateColumns.split(' ').length"), 2,
            "players in a grid of two columns")
        self.screenshot("tigers")

    def test_regions_children_are_chosen_with_an_exclusive_all(self):
        preview, page = self.open_seed("regions")
        drawn = page.drawn()
        self.assertEqual(drawn["category:region/서울"]["count"], "2")
        self.assertEqual([drawn[f"region/서울/{id}"]["checked"] for id in ("전체", "종로", "강남")], ["false", "true", "true"])
        self.assertEqual(page.log()[-1], "선택: 서울: 종로, 강남")
        self.screenshot("regions")
        page.click(page.element("region/서울/전체"))
        self.assertEqual([page.drawn()[f"region/서울/{id}"]["checked"] for id in ("전체", "종로", "강남")],
                         ["true", "false", "false"], "전체 is exclusive")

    def test_cars_chips_filter_the_list(self):
        preview, page = self.open_seed("cars")
        drawn = page.drawn()
        self.assertEqual([key for key in drawn if key.startswith("cars/")], ["cars/Morning", "cars/Ray"])
        self.assertEqual([key for key, element in drawn.items() if element["checked"] == "true"], ["option:type/city"])
        self.screenshot("cars")

    def test_mypage_fills_a_field_as_serve_does(self):
        preview, page = self.open_seed("mypage")
        serve = Serve("examples/mypage.lua")
        self.addCleanup(serve.close)
        served = serve.call("tap", {"path": "contact/kakaoTalkId"})["result"]
        self.assertEqual(without_warnings(served), without_warnings(preview.view()), "the same next view")
        row = page.drawn()["contact/kakaoTalkId"]
        self.assertEqual((row["detail"], row["detailClass"]), ("tigers_fan", "detail style-muted"))
        animal = page.drawn()["profile/similarAnimal"]
        self.assertEqual((animal["detail"], animal["detailClass"]), ("30실 받기", "detail style-accent"))
        self.assertEqual(page.log(), ["didTappedSubViews(view: .kakaoTalkId)"])
        self.screenshot("mypage")

    def test_contacts_index_jumps(self):
        preview, page = self.open_seed("contacts")
        self.assertEqual(page.drawn()["jump:contacts/R"]["current"], "true")
        offset = self.driver.execute_script("""
            const group = document.querySelector('.index-group[data-letter="R"]');
            return group.getBoundingClientRect().top - document.getElementById('screen').getBoundingClientRect().top;""")
        self.assertLess(abs(offset), 24, "the R group is scrolled to the top")
        self.assertEqual(page.log(), ["scrollTo(R, anchor: .top)"])
        self.screenshot("contacts")


class Editing(BrowserTest):
    """The page follows what is saved on disk, keeping the state; a broken edit shows its error."""

    def test_saving_the_script_or_a_file_it_requires_updates_the_page(self):
        script = copy_of_example("mypage")
        preview = self.start(script)
        page = Page(self.driver, preview)
        page.click(page.element("header:profile"))
        source = script.read_text(encoding="utf-8")

        write_file(script, source.replace('"마이페이지"', '"내 정보"'))
        page.wait(lambda: page.text("title") == "내 정보", "the new title")
        self.assertEqual(page.drawn()["header:profile"]["expanded"], "false", "the state is kept")

        write_file(script, source + "\nreturn nil +\n")
        page.wait(lambda: page.visible("banner"), "the error shown")
        self.assertRegex(page.text("banner-message"), r"mypage\.lua:\d+:", "with its file and line")
        self.assertIn("last good menu", page.text("banner-title"))
        self.assertEqual(page.text("title"), "내 정보", "the last good menu stays")

        write_file(script, source)
        page.wait(lambda: not page.visible("banner") and page.text("title") == "마이페이지", "fixed")

        helper = script.parent / "lib/profile.lua"
        write_file(helper, helper.read_text(encoding="utf-8").replace("30실 받기", "채워 주세요"))
        page.wait(lambda: (page.drawn().get("contact/kakaoTalkId") or {}).get("detail") == "채워 주세요",
                  "a change to a required file")
        self.assertDrawn(page, preview.view())


class InPlace(BrowserTest):
    """A new view changes the page's nodes in place: the rows a tap leaves as they were keep
    their nodes (so the browser styles and lays out only what changed), and what a query
    removes and brings back is drawn exactly as the view model says."""

    SCRIPT = """
local names, checked = {}, {}
for i = 1, 300 do
  local name = string.format("name %03d", i)
  names[#names + 1] = { id = name, title = name, checked = function() return checked[name] == true end }
  if i % 100 == 0 then names[#names + 1] = { separator = true } end
end
local m = menu.new { title = "300 names" }
m:section { id = "names", title = "Names", items = names, search = "substring",
            on_tap = function(item) checked[item.id] = not checked[item.id] end }
return m
"""

    def marked_rows(self):
        """The keys of the rows that still carry the mark set on every row before."""
        return set(self.driver.execute_script(
            "return [...document.querySelectorAll('#device .item')].filter((n) => n.kept).map((n) => n.dataset.key)"))

    def test_a_tap_changes_the_row_it_changed_and_keeps_the_others(self):
        script = Path(tempfile.mkdtemp(prefix="luamenu-in-place-")) / "names.lua"
        write_file(script, self.SCRIPT)
        preview = self.start(script)
        page = Page(self.driver, preview)
        every = {f"names/name {i:03d}" for i in range(1, 301)}
        self.driver.execute_script("document.querySelectorAll('#device .item').forEach((n) => { n.kept = true; })")
        self.assertEqual(self.marked_rows(), every)

        page.click(page.element("names/name 150"))
        self.assertEqual(page.drawn()["names/name 150"]["checked"], "true")
        self.assertDrawn(page, preview.view())
        self.assertEqual(self.marked_rows(), every, "every row keeps its node: the tapped one changed in place")

        search = self.driver.find_element(By.ID, "search")
        matching = {f"names/name {i:03d}" for i in range(1, 301) if "15" in f"{i:03d}"}
        search.send_keys("15")
        page.wait(lambda: preview.view()["query"] == "15" and page.revision() == int(self.driver.execute_script(
            "return document.documentElement.dataset.revision")) and {key for key in page.drawn() if key.startswith("names/")} == matching,
            "the matches only: 015, 115, 150–159, 215")
        self.assertDrawn(page, preview.view())
        self.assertEqual(self.marked_rows(), matching, "the rows that stay keep their nodes")
        before = page.revision()
        search.send_keys(Keys.ESCAPE)
        page.wait(lambda: page.revision() > before and len(page.drawn()) > 300, "every row again")
        self.assertDrawn(page, preview.view())
        self.assertEqual(page.drawn()["names/name 150"]["checked"], "true")


class Tabs(BrowserTest):
    """One menu per preview: every open tab sees every change, whichever tab made it."""

    def test_a_tap_in_one_tab_shows_in_the_other(self):
        preview = self.start("examples/tigers.lua")
        first = Page(self.driver, preview)
        first_tab = self.driver.current_window_handle
        self.driver.switch_to.new_window("tab")
        second_tab = self.driver.current_window_handle
        self.addCleanup(lambda: (self.driver.switch_to.window(second_tab), self.driver.close(),
                                 self.driver.switch_to.window(first_tab)))
        second = Page(self.driver, preview)
        second.click(second.element("header:outfield"))
        self.driver.switch_to.window(first_tab)
        first.wait(lambda: first.drawn()["header:outfield"]["expanded"] == "false", "the first tab follows")
        self.assertDrawn(first, preview.view())


class Keyboard(BrowserTest):
    """Everything that taps is a button a keyboard reaches; / searches, Esc goes back."""

    def test_keys_reach_and_tap_everything(self):
        preview = self.start("examples/settings.lua")
        page = Page(self.driver, preview)
        tappable = self.driver.execute_script(
            "return [...document.querySelectorAll('#device [data-path]')].map((node) => node.tagName)")
        self.assertEqual(set(tappable), {"BUTTON"})

        self.driver.execute_script("document.querySelector('[data-key=\"header:about\"]').focus()")
        before = page.revision()
        ActionChains(self.driver).send_keys(Keys.ENTER).perform()
        page.wait(lambda: page.revision() > before, "Enter taps the focused header")
        self.assertEqual(page.drawn()["header:about"]["expanded"], "false")
        self.assertEqual(self.driver.execute_script("return document.activeElement.dataset.key"), "header:about",
                         "the focus stays on it when the view is drawn again")

        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.assertEqual(self.driver.execute_script("return document.activeElement.dataset.path"), "people/contacts",
                         "Shift-Tab reaches the item before it")

        before = page.revision()
        ActionChains(self.driver).send_keys("l").perform()          # the language item's hotkey
        page.wait(lambda: page.revision() > before and page.visible("back"), "a hotkey opens the submenu")
        self.assertEqual(page.text("back-label"), "설정")
        before = page.revision()
        ActionChains(self.driver).send_keys(Keys.ESCAPE).perform()
        page.wait(lambda: page.revision() > before and not page.visible("back"), "Esc goes back")

        ActionChains(self.driver).send_keys("/").perform()
        self.assertEqual(self.driver.execute_script("return document.activeElement.id"), "search")
        ActionChains(self.driver).send_keys("cont").perform()
        page.wait(lambda: preview.view()["query"] == "cont" and page.drawn()["people/contacts"]["marks"],
                  "the search runs and marks what matches")
        self.assertDrawn(page, preview.view())
        ActionChains(self.driver).send_keys(Keys.ESCAPE).perform()
        page.wait(lambda: preview.view()["query"] is None, "Esc in the search clears it")


class Controls(BrowserTest):
    """Switches at the right of their rows, a single choice as rows with a trailing check, and a
    search that leaves the settings alone: as iOS Settings draws them (settings leaves a
    screenshot)."""

    def test_switches_and_a_list_filter_look_and_tap_as_ios_settings(self):
        preview = self.start("examples/settings.lua")
        page = Page(self.driver, preview)
        self.assertDrawn(page, preview.view())
        wifi = self.driver.find_element("css selector", '[data-key="general/wifi"]')
        self.assertEqual((wifi.get_attribute("role"), wifi.get_attribute("aria-checked")), ("switch", "true"))
        right = self.driver.execute_script(
            "const row = arguments[0].getBoundingClientRect(), knob = arguments[0].querySelector('.switch')"
            ".getBoundingClientRect(), title = arguments[0].querySelector('.title').getBoundingClientRect();"
            "return [row.right - knob.right, knob.left - title.right, knob.width > knob.height]", wifi)
        self.assertLess(right[0], 24, "the switch is at the row's right edge")
        self.assertGreater(right[1], 0, "after the title")
        self.assertTrue(right[2], "a track wider than it is tall")
        self.assertEqual(self.driver.execute_script("return arguments[0].querySelectorAll('.check').length", wifi), 0,
                         "no check circle at the left")
        self.driver.execute_script("document.getElementById('screen').scrollTop = 1e6")
        page.wait(lambda: self.driver.execute_script(
            "return document.getElementById('navbar').classList.contains('scrolled')"), "scrolled to the list")
        self.screenshot("settings")
        page.click(wifi)
        self.assertEqual(page.drawn()["general/wifi"]["checked"], "false", "a tap flipped it through on_tap")

        never = self.driver.find_element("css selector", '[data-key="option:lock/never"]')
        page.click(never)
        drawn = page.drawn()
        self.assertEqual([drawn[f"option:lock/{id}"]["check"] for id in ("30s", "1m", "never")], [False, False, True])
        self.assertEqual(drawn["option:lock/never"]["role"], "radio")
        self.assertDrawn(page, preview.view())

        before = page.revision()
        self.driver.execute_script("document.getElementById('screen').scrollTop = 0")
        self.driver.find_element("id", "search").send_keys("연락")
        page.wait(lambda: page.revision() > before and preview.view()["query"] == "연락", "the search ran")
        drawn = page.drawn()
        self.assertIn("general/wifi", drawn, "the switches stay (search = false)")
        self.assertIn("people/contacts", drawn, "the row that matches shows")
        self.assertNotIn("about/version", drawn, "a searched block without a match is hidden")
        self.screenshot("settings-search")

    def test_a_search_leaves_blocks_out_of_it_and_says_when_nothing_matched(self):
        script = Path(tempfile.mkdtemp()) / "menu.lua"
        script.write_text('local m = menu.new{ title = "알림" }\n'
                          'm:section{ id = "set", title = "설정", search = false, items = { "소리", "배지" } }\n'
                          'm:section{ id = "ppl", title = "친구", open = false, items = { "서윤", "민준" } }\n'
                          'return m\n')
        preview = self.start(str(script))
        page = Page(self.driver, preview)
        search = self.driver.find_element("id", "search")
        for query, blocks in (("서윤", ["set", "ppl"]), ("zzz", ["set"])):
            before = page.revision()
            search.clear()
            search.send_keys(query)
            page.wait(lambda: page.revision() > before and page.driver.execute_script(
                "return document.getElementById('search').value") == query
                and [node.get_attribute("data-block") for node in
                     self.driver.find_elements("css selector", "#blocks [data-block]")] == blocks, f"the view for {query}")
            self.assertDrawn(page, preview.view())
        self.assertEqual(page.drawn()["no-results"]["text"], "No results for 'zzz'")


class KoreanInput(BrowserTest):
    """No query goes out while an IME composition is open: the search runs when it ends."""

    def test_composing_sends_no_query_and_the_end_of_it_sends_one(self):
        preview = self.start("examples/korean_contacts.lua")
        page = Page(self.driver, preview)
        self.driver.find_element("id", "search").click()
        before = page.revision()
        for step in ("ㅅ", "서", "성", "서유", "서윤"):        # what a Korean IME shows while 서윤 is typed
            self.driver.execute_cdp_cmd("Input.imeSetComposition",
                                        {"text": step, "selectionStart": len(step), "selectionEnd": len(step)})
        self.assertEqual(self.driver.execute_script("return document.getElementById('search').value"), "서윤")
        self.driver.execute_cdp_cmd("Input.insertText", {"text": "서윤"})   # the composition ends
        page.wait(lambda: preview.view()["query"] == "서윤" and page.revision() > before, "the query at its end")
        self.assertEqual(page.revision(), before + 1, "one view: no query went out while composing")

        self.driver.find_element("id", "search").send_keys("a")            # plain input searches at once
        page.wait(lambda: preview.view()["query"] == "서윤a", "plain input is a query")


class Recording(BrowserTest):
    """`preview --record SPEC`: the toolbar says it records, to a screen reader too, and what is
    clicked and typed in the page becomes a spec that `luamenu test` passes."""

    def test_clicks_and_typing_become_a_passing_spec(self):
        folder = Path(tempfile.mkdtemp(prefix="luamenu-record-"))
        (folder / "tests").mkdir()
        script = folder / "tigers.lua"
        script.write_text((ROOT / "examples/tigers.lua").read_text())
        spec = folder / "tests/tigers.spec.lua"
        preview = Preview(script, "--record", str(spec))
        page = Page(self.driver, preview)
        page.wait(lambda: page.visible("recording"), "the recording mark shown")
        self.assertEqual(page.text("recording"), f"● Recording to {spec}")
        mark = self.driver.find_element(By.ID, "recording")
        self.assertEqual(mark.get_attribute("role"), "status", "a screen reader is told")
        self.assertEqual(self.driver.execute_script(
            "return document.querySelector('#recording [aria-hidden=true]')?.textContent"), "● ",
            "the dot is not read out")
        self.assertTrue(mark.is_displayed())

        page.click(page.element("header:pitcher"))
        before = page.revision()
        self.driver.find_element(By.ID, "search").send_keys("김")
        page.wait(lambda: page.revision() > before and preview.view()["query"] == "김", "the search typed")
        self.driver.get("about:blank")
        self.assertEqual(preview.stop(), 0)

        text = spec.read_text()
        self.assertIn('{ name = "1. tap pitcher", taps = { "pitcher" } },', text)
        self.assertIn('{ name = "2. search \'김\'", taps = { "pitcher" }, query = "김" },', text)
        test = subprocess.run([LUAMENU, "test", str(spec)], capture_output=True, text=True, timeout=DEADLINE)
        self.assertEqual(test.returncode, 0, test.stdout)
        self.assertTrue(test.stdout.startswith("3 passed, 0 failed, 0 warnings ("), test.stdout)


class Looks(BrowserTest):
    """An iOS grouped list in light mode, Hangul and emoji on one line, and phone width."""

    def test_light_colours_and_text(self):
        fonts = subprocess.run(["fc-list", ":", "family"], capture_output=True, text=True).stdout
        self.assertIn("Noto Sans CJK KR", fonts, "Hangul needs a font: Debian's fonts-noto-cjk")
        self.assertIn("Noto Color Emoji", fonts, "emoji need a font: Debian's fonts-noto-color-emoji")
        preview = self.start("examples/mypage.lua")
        page = Page(self.driver, preview)
        colours = self.driver.execute_script("""
            const style = (selector) => getComputedStyle(document.querySelector(selector));
            return [style('#device').backgroundColor, style('#device .card').backgroundColor,
                    style('#device .detail.style-accent').color, style('#device .card').borderRadius];""")
        self.assertEqual(colours, ["rgb(242, 242, 247)", "rgb(255, 255, 255)", "rgb(0, 102, 204)", "10px"],
                         "the accent darker than iOS's #007aff: 4.5:1 on white (test_accessibility)")
        rows = self.driver.execute_script("""
            return [...document.querySelectorAll('#device .item.row')].map((row) => ({
              height: row.getBoundingClientRect().height,
              icon: row.querySelector('.icon').getBoundingClientRect().width,
              cut: row.querySelector('.title').scrollWidth > row.querySelector('.title').clientWidth}));""")
        for row in rows:
            self.assertLess(row["height"], 60, "one line: the Korean title and its emoji fit")
            self.assertEqual((row["icon"], row["cut"]), (30, False))

    def test_a_value_is_never_cut_for_a_subtitle(self):
        folder = Path(tempfile.mkdtemp(prefix="luamenu-browser-"))
        script = folder / "quiet.lua"
        write_file(script, 'local m = menu.new{ title = "알림" }\n'
                           'm:section{ id = "s", title = "방해 금지", items = { { id = "quiet", title = "방해 금지 시간",\n'
                           '  subtitle = "이 시간에는 알림 소리와 진동이 모두 꺼지고 배지만 쌓입니다",\n'
                           '  detail = "22:00 – 07:00" } } }\nreturn m\n')
        preview = self.start(str(script))
        self.driver.set_window_size(400, 860)
        self.addCleanup(lambda: self.driver.set_window_size(1000, 1100))
        Page(self.driver, preview)
        cut = self.driver.execute_script("""
            const row = document.querySelector('[data-key="s/quiet"]');
            const part = (name) => row.querySelector('.' + name);
            return [part('detail').scrollWidth > part('detail').clientWidth,
                    part('subtitle').scrollWidth > part('subtitle').clientWidth];""")
        self.assertEqual(cut, [False, True], "the value whole, the subtitle ellipsized")

    def test_phone_width(self):
        preview = self.start("examples/regions.lua")
        self.driver.set_window_size(400, 860)
        self.addCleanup(lambda: self.driver.set_window_size(1000, 1100))
        page = Page(self.driver, preview)
        page.click(page.element("category:region/서울"))
        sizes = self.driver.execute_script("""
            return [document.getElementById('device').getBoundingClientRect().width,
                    document.documentElement.clientWidth, document.scrollingElement.scrollWidth];""")
        self.assertEqual(sizes[0], sizes[1], "the screen fills the window")
        self.assertLessEqual(sizes[2], sizes[1], "nothing wider than the window")
        self.assertDrawn(page, preview.view())


class DarkLooks(BrowserTest):
    """The same screen in dark mode (prefers-color-scheme)."""

    dark = True

    def test_dark_colours(self):
        preview = self.start("examples/mypage.lua")
        Page(self.driver, preview)
        colours = self.driver.execute_script("""
            const style = (selector) => getComputedStyle(document.querySelector(selector));
            return [style('#device').backgroundColor, style('#device .card').backgroundColor,
                    style('#device .detail.style-accent').color, style('#device .large-title').color];""")
        self.assertEqual(colours, ["rgb(0, 0, 0)", "rgb(28, 28, 30)", "rgb(10, 132, 255)", "rgb(255, 255, 255)"])


class IndexBars(BrowserTest):
    """Each index has its own letter bar: beside that block only, sticky within it, its letters
    targets of 24×24 px, one Tab stop before the rows whose arrow keys move between letters; a
    submenu's screen with an index has its own."""

    #: A section, an index of 90 names, a section: blocks the bar must not cover.
    SCRIPT = """local m = menu.new{ title = "주소록" }
m:section{ id = "top", title = "위", items = { "하나", "둘", "셋" } }
local names = {}
for i = 1, 90 do names[#names + 1] = string.char(65 + i % 26) .. "name" .. i end
m:index{ id = "people", title = "사람", letters = "A-Z", items = names }
m:section{ id = "bottom", title = "아래", items = { "넷", "다섯", "여섯" } }
return m
"""

    RECTS = """
        const rect = (node) => { const r = node.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
        const bar = document.querySelector('[data-block="people"] .index-bar');
        return {bar: rect(bar), block: rect(bar.closest('.block')), search: rect(document.getElementById('search')),
                others: [...document.querySelectorAll('#blocks > .block:not([data-block="people"])')].map(rect),
                screen: rect(document.getElementById('screen'))};"""

    def open(self):
        folder = Path(tempfile.mkdtemp(prefix="luamenu-browser-"))
        script = folder / "book.lua"
        write_file(script, self.SCRIPT)
        preview = self.start(str(script))
        return preview, Page(self.driver, preview)

    @staticmethod
    def overlap(a, b):
        """Whether rectangles (left, top, right, bottom) share an area."""
        return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5

    def test_the_bar_stays_within_its_block_wherever_the_screen_is_scrolled(self):
        preview, page = self.open()
        self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, "#device .index-bar")), 1)
        height = self.driver.execute_script("return document.getElementById('screen').scrollHeight")
        stuck = False
        for top in range(0, height, 150):
            self.driver.execute_script("document.getElementById('screen').scrollTop = arguments[0]", top)
            rects = self.driver.execute_script(self.RECTS)
            bar, block = rects["bar"], rects["block"]
            where = f"scrolled to {top}: bar {bar}, block {block}"
            self.assertTrue(block[0] <= bar[0] and bar[2] <= block[2] and block[1] <= bar[1] + 0.5
                            and bar[3] <= block[3] + 0.5, f"within its block, {where}")
            self.assertFalse(self.overlap(bar, rects["search"]), f"not over the search field, {where}")
            for other in rects["others"]:
                self.assertFalse(self.overlap(bar, other), f"not over another block {other}, {where}")
            if block[1] < rects["screen"][1] < bar[1] < block[3]:
                stuck = True
        self.assertTrue(stuck, "the bar stays in view while its block is scrolled under the top")

    def test_letters_are_targets_of_24_by_24_px(self):
        preview, page = self.open()
        sizes = self.driver.execute_script("""
            return [...document.querySelectorAll('#device .jump')].map((jump) => {
              const r = jump.getBoundingClientRect(); return [jump.textContent, r.width, r.height]; });""")
        self.assertEqual(len(sizes), 26)
        for letter, width, height in sizes:
            self.assertGreaterEqual(min(width, height), 24, f"{letter}: {width}×{height}")

    def test_the_bar_is_one_tab_stop_before_the_rows_and_arrows_move_in_it(self):
        preview, page = self.open()
        focused = "return document.activeElement.dataset.key ?? document.activeElement.id"
        self.driver.execute_script("document.querySelector('[data-key=\"top/셋\"]').focus()")
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        self.assertEqual(self.driver.execute_script(focused), "jump:people/A",
                         "after the section before it, Tab reaches the bar (its first letter with names)")
        ActionChains(self.driver).send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN).perform()
        self.assertEqual(self.driver.execute_script(focused), "jump:people/C", "the arrows move between letters")
        before = page.revision()
        ActionChains(self.driver).send_keys(Keys.ENTER).perform()
        page.wait(lambda: page.revision() > before and preview.view()["blocks"][1]["current"] == "C", "Enter jumps")
        self.assertEqual(self.driver.execute_script(focused), "jump:people/C")
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        first_row = preview.view()["blocks"][1]["groups"][0]["items"][0]["key"]
        self.assertEqual(self.driver.execute_script(focused), first_row, "one Tab leaves the bar for the rows")
        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.assertEqual(self.driver.execute_script(focused), "jump:people/C", "Shift-Tab comes back to the current letter")

    def test_a_submenus_screen_of_blocks_has_its_own_bar(self):
        preview = self.start("examples/settings.lua")
        page = Page(self.driver, preview)
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "#device .index-bar"), [], "no index, no bar")
        page.click(page.element("people/contacts"))
        doc = preview.view()
        self.assertEqual(doc["screen"], {"title": "연락처 Contacts", "path": "people/contacts/.."})
        self.assertDrawn(page, doc)
        self.assertTrue(page.visible("back"))
        bar = self.driver.find_element(By.CSS_SELECTOR, '[data-block="contacts"] .index-bar')
        self.assertEqual(bar.get_attribute("aria-label"), "Index of contacts")
        page.click(page.element("jump:contacts/ㅅ"))
        self.assertEqual(page.drawn()["jump:contacts/ㅅ"]["current"], "true")
        self.screenshot("settings-contacts")
        before = page.revision()
        ActionChains(self.driver).send_keys(Keys.ESCAPE).perform()
        page.wait(lambda: page.revision() > before and not page.visible("back"), "Esc goes back to the settings")
        self.assertEqual(page.text("title"), "설정")


def png_pixels(data):
    """The rows of an 8-bit RGB or RGBA PNG (what Chromium's screenshots are), each a list of (r, g, b)."""
    width, height, depth, kind = struct.unpack(">IIBB", data[16:26])
    assert depth == 8 and kind in (2, 6), f"an 8-bit RGB(A) PNG, not depth {depth} kind {kind}"
    chunks, at = b"", 8
    while at < len(data):
        length, name = struct.unpack(">I4s", data[at:at + 8])
        if name == b"IDAT":
            chunks += data[at + 8:at + 8 + length]
        at += 12 + length
    raw, size = zlib.decompress(chunks), 4 if kind == 6 else 3
    stride, rows, previous = width * size, [], bytearray(width * size)
    for y in range(height):
        line = raw[y * (stride + 1):(y + 1) * (stride + 1)]
        kind_of_filter, row = line[0], bytearray(line[1:])
        for x in range(stride):
            left = row[x - size] if x >= size else 0
            up, corner = previous[x], previous[x - size] if x >= size else 0
            if kind_of_filter == 1:
                row[x] = (row[x] + left) & 255
            elif kind_of_filter == 2:
                row[x] = (row[x] + up) & 255
            elif kind_of_filter == 3:
                row[x] = (row[x] + (left + up) // 2) & 255
            elif kind_of_filter == 4:
                guess = left + up - corner
                nearest = min((abs(guess - left), 0, left), (abs(guess - up), 1, up), (abs(guess - corner), 2, corner))[2]
                row[x] = (row[x] + nearest) & 255
        rows.append([tuple(row[x:x + 3]) for x in range(0, stride, size)])
        previous = row
    return rows


class GridSeparators(BrowserTest):
    """A grid draws a line above each row after the first, from its first cell's inset."""

    def test_the_line_above_every_grid_row_is_painted_over_its_first_cell_too(self):
        preview = self.start("examples/tigers.lua")
        Page(self.driver, preview)
        for player in ("테스형", "김호령", "박찬호"):
            with self.subTest(player=player):
                card = self.driver.execute_script(
                    "return document.querySelector(`[data-path$='/${arguments[0]}']`).closest('.card')", player)
                left, top, right = self.driver.execute_script("""
                    const cell = document.querySelector(`[data-path$='/${arguments[0]}']`).getBoundingClientRect();
                    const card = arguments[1].getBoundingClientRect();
                    return [Math.round(cell.left - card.left), Math.round(cell.top - card.top),
                            Math.round(cell.right - card.left)];""", player, card)
                shot = png_pixels(card.screenshot_as_png)             # the card as a screenshot shows it (the line
                band = [row[left + 20:right - 20] for row in shot[top - 3:top + 3]]   # went missing there)
                inside = shot[top + 4][(left + right) // 2]          # inside the cell, under the line
                darkest = min(sum(pixel) for row in band for pixel in row)
                self.assertLess(darkest, sum(inside) - 30, f"a line above {player}'s row (the card is {inside})")


class Refusals(BrowserTest):
    """A page of another origin can make the browser send requests to the preview; they are refused."""

    refusals_expected = True

    def test_another_origin_cannot_tap_or_read(self):
        preview = self.start("examples/tigers.lua")
        self.driver.get(f"http://localhost:{preview.port}/")      # the address a rebound DNS name would reach
        self.assertIn("403", self.driver.find_element(By.TAG_NAME, "body").text)
        self.driver.get("data:text/html,<title>elsewhere</title>")
        outcome = self.driver.execute_async_script("""
            const [origin, token, done] = arguments;
            const body = JSON.stringify({jsonrpc: "2.0", id: 1, method: "tap", params: {path: "pitcher"}});
            const attempts = [
              fetch(origin + "/rpc", {method: "POST", mode: "no-cors", headers: {"Content-Type": "text/plain"}, body}),
              fetch(origin + "/rpc", {method: "POST", headers: {"Content-Type": "application/json",
                                                               "X-Luamenu-Token": token}, body}),
              fetch(origin + "/events?token=" + token),
            ];
            Promise.allSettled(attempts).then((results) => done(results.map((result) =>
              result.status === "fulfilled" ? result.value.type : "refused")));""", preview.origin, preview.token)
        self.assertEqual(len(outcome), 3)
        self.assertFalse({"basic", "cors"} & set(outcome), f"nothing readable came back: {outcome}")
        self.assertEqual(preview.rpc("state")["result"]["open"], {}, "and nothing was tapped")


if __name__ == "__main__":
    unittest.main()
