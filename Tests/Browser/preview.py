"""What the browser tests of `luamenu preview` drive: the preview and `serve` as processes,
headless Chromium through Selenium, and what the page draws, read back as data.

Environment: LUAMENU (the binary; default .build/debug/luamenu), CHROMIUM and CHROMEDRIVER
(default: Debian's /usr/bin/chromium and /usr/bin/chromedriver), SCREENSHOTS (the folder the
seed menus' screenshots are saved in; default .build/browser-screenshots).
"""

import json
import os
import re
import select
import shutil
import signal
import subprocess
import tempfile
import urllib.request
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
LUAMENU = os.environ.get("LUAMENU", str(ROOT / ".build/debug/luamenu"))
SCREENSHOTS = Path(os.environ.get("SCREENSHOTS", ROOT / ".build/browser-screenshots"))
#: Seconds any awaited condition may take: generous, so a busy machine is no failure.
DEADLINE = 20


class Lines:
    """The lines a process writes to a pipe, each awaited at most DEADLINE seconds (read from
    the descriptor itself: a buffered reader would hide lines it has read ahead from select)."""

    def __init__(self, pipe, what):
        self.descriptor = pipe.fileno()
        self.what = what
        self.buffer = b""

    def next(self):
        while b"\n" not in self.buffer:
            ready, _, _ = select.select([self.descriptor], [], [], DEADLINE)
            if not ready:
                raise AssertionError(f"{self.what}: nothing printed within {DEADLINE} s")
            chunk = os.read(self.descriptor, 65536)
            if not chunk:
                raise AssertionError(f"{self.what}: it ended")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode()


class Preview:
    """`luamenu preview SCRIPT ARGS…` running, and its JSON-RPC as the page calls it.

    Its HOME and XDG_STATE_HOME are `home` and `home`/state (default: a fresh folder), where it
    keeps its token and last port: never the real home's. A preview started again with the same
    `home` finds them."""

    def __init__(self, script, *arguments, home=None):
        self.home = home or tempfile.mkdtemp(prefix="luamenu-home-")
        environment = dict(os.environ, HOME=str(self.home), XDG_STATE_HOME=os.path.join(self.home, "state"))
        self.process = subprocess.Popen([LUAMENU, "preview", str(script), *arguments], cwd=ROOT,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, env=environment)
        line = Lines(self.process.stdout, f"luamenu preview {script}").next()
        match = re.search(r"(http://127\.0\.0\.1:(\d+))/#token=([0-9a-f]+)", line)
        if not match:
            self.process.kill()
            raise AssertionError(f"no address printed: {line!r} {self.process.stderr.read().decode()}")
        self.url = match.group(0)
        self.origin, self.port, self.token = match.group(1), int(match.group(2)), match.group(3)

    def rpc(self, method, params=None):
        """The answer to `method`, sent as the page sends it."""
        request = {"jsonrpc": "2.0", "id": 1, "method": method}
        if params is not None:
            request["params"] = params
        call = urllib.request.Request(f"{self.origin}/rpc", data=json.dumps(request).encode(), headers={
            "Origin": self.origin, "X-Luamenu-Token": self.token, "Content-Type": "application/json"})
        with urllib.request.urlopen(call, timeout=DEADLINE) as response:
            return json.load(response)

    def view(self):
        return self.rpc("view")["result"]

    def stop(self):
        """Stops it as Ctrl-C would; its exit status."""
        self.process.send_signal(signal.SIGINT)
        try:
            return self.process.wait(timeout=DEADLINE)
        finally:
            self.process.stdout.close()
            self.process.stderr.close()


class Serve:
    """`luamenu serve SCRIPT`: the other front end, to compare the preview's answers with."""

    def __init__(self, script):
        self.process = subprocess.Popen([LUAMENU, "serve", str(script)], cwd=ROOT, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = Lines(self.process.stdout, f"luamenu serve {script}")
        self.next_id = 0

    def call(self, method, params=None):
        self.next_id += 1
        request = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            request["params"] = params
        self.process.stdin.write(json.dumps(request, ensure_ascii=False) + "\n")
        self.process.stdin.flush()
        while True:                                 # log notifications come before the answer
            answer = json.loads(self.lines.next())
            if answer.get("id") == self.next_id:
                return answer

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=DEADLINE)
        self.process.stdout.close()
        self.process.stderr.close()


def copy_of_example(name):
    """examples/NAME.lua and its helpers, copied to a fresh folder to be edited: its path."""
    folder = Path(tempfile.mkdtemp(prefix="luamenu-browser-"))
    shutil.copytree(ROOT / "examples/lib", folder / "lib")
    shutil.copy(ROOT / f"examples/{name}.lua", folder / f"{name}.lua")
    return folder / f"{name}.lua"


def write_file(path, text):
    """Saves `text` as an editor does: a new file renamed over the old one."""
    temporary = path.with_name(f".{path.name}.saving")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


def chromium(dark=False):
    """Headless Chromium, 1000×1100 (a viewport of 1000×957: the phone's whole frame beside the log), light or dark."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1000,1100", "--force-color-profile=srgb", "--lang=ko-KR"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")),
                              options=options)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    return driver


# What the page draws, read back: every element with a data-key, as plain data.
DRAWN = """
return [...document.querySelectorAll('#device [data-key]')].map((node) => ({
  key: node.dataset.key,
  tag: node.tagName,
  path: node.dataset.path ?? null,
  text: node.textContent,
  title: node.querySelector('.title, .disclosure-title, .category-title')?.textContent ?? null,
  titleClass: node.querySelector('.title')?.className ?? null,
  detail: node.querySelector('.detail')?.textContent ?? null,
  detailClass: node.querySelector('.detail')?.className ?? null,
  subtitle: node.querySelector('.subtitle')?.textContent ?? null,
  icon: node.querySelector('.icon')?.textContent ?? null,
  count: node.querySelector('.count, .badge')?.textContent ?? null,
  marks: [...node.querySelectorAll('mark')].map((mark) => mark.textContent),
  checked: node.getAttribute('aria-checked'),
  role: node.getAttribute('role'),
  switch: node.querySelector('.switch')?.className ?? null,
  check: node.querySelector('.choice-check') !== null,
  expanded: node.getAttribute('aria-expanded'),
  current: node.getAttribute('aria-current'),
  disabled: node.disabled === true,
  classes: node.className,
}));
"""


class Page:
    """The preview's page in a browser tab."""

    def __init__(self, driver, preview):
        self.driver = driver
        self.preview = preview
        driver.get(preview.url)
        self.wait(lambda: self.revision() > 0, "the first view drawn")

    def wait(self, condition, what, deadline=DEADLINE):
        try:
            return WebDriverWait(self.driver, deadline, poll_frequency=0.05).until(lambda _: condition())
        except Exception as error:
            raise AssertionError(f"not within {deadline} s: {what}") from error

    def revision(self):
        """The revision of the view the page has painted (0 before any)."""
        return int(self.driver.execute_script("return document.documentElement.dataset.revision || 0"))

    def element(self, key):
        return self.driver.execute_script(
            "return document.querySelector(`#device [data-key=\"${CSS.escape(arguments[0])}\"]`)", key)

    def drawn(self):
        return {entry["key"]: entry for entry in self.driver.execute_script(DRAWN)}

    def text(self, element_id):
        return self.driver.execute_script("return document.getElementById(arguments[0]).textContent", element_id)

    def visible(self, element_id):
        return self.driver.execute_script("return !document.getElementById(arguments[0]).hidden", element_id)

    def click(self, element):
        """Clicks `element` and waits for the view the tap leads to to be painted."""
        before = self.revision()
        path = element.get_attribute("data-path")
        element.click()
        self.wait(lambda: self.revision() > before, f"a new view after clicking {path}")

    def log(self):
        return self.driver.execute_script(
            "return [...document.querySelectorAll('#log-lines .log-text')].map((node) => node.textContent)")
