// The preview page: shows the newest view of the menu, sends what the user taps and types as
// the tap paths and queries `serve` takes, and follows the server's events (a new view from
// any tab or a saved file, the reload error standing, the script's log, a request running long).
// It outlives its server: when the preview stops, it says so and reconnects when it is back.

import { Activity } from "./busy.js";
import { setUpCanvas } from "./canvas.js";
import { Connection, tokenFromAddress } from "./connection.js";
import { morphChildren } from "./morph.js";
import { applyPatch } from "./patch.js";
import { blocks, element, virtualLists } from "./render.js";

const ui = Object.fromEntries([
  "connection", "recording", "timing", "reload", "device", "navbar", "activity", "back", "back-label", "nav-title", "screen", "title",
  "search", "banner", "banner-title", "banner-message", "blocks", "log-lines", "log-count",
  "log-empty", "log-clear", "appearance", "text-size", "device-model",
].map((id) => [id.replace(/-(\w)/g, (_, letter) => letter.toUpperCase()), document.getElementById(id)]));

const state = {
  /**
   * The view shown, its revision, and the server that counted it (its instance): an older one
   * of that server's that arrives late is not shown; a server started again counts anew.
   */
  doc: null,
  revision: 0,
  instance: null,
  /** The server the event stream comes from now, as its `server` event said. */
  streaming: null,
  /** The load error standing, as the last `status` event said, or null. */
  error: null,
  /** Why the page can't talk to the preview (`{ title, message }`), or null. */
  problem: null,
  /** The last tap that failed (`{ title, message }`), until an answer comes that didn't fail. */
  tapError: null,
  /** Whether the event stream is open, and what the toolbar says when it is not. */
  live: false,
  connectionText: "connecting…",
  /** Set by a tap on an index letter: scroll to its group once the view comes. */
  jumped: false,
  /**
   * The row this tab tapped last (its data-key), and the rows that opened the submenus shown,
   * by depth: leaving a submenu puts the focus back on the row that opened it.
   */
  tappedKey: null,
  openers: [],
  /** When the tap being answered was made (performance.now()), for the timing shown. */
  tapStarted: null,
  /** The query being sent, and the one typed meanwhile (sent when it is answered). */
  querying: false,
  queryWaiting: undefined,
  /** The search box's text last sent as a query, or shown from a view (another tab's search). */
  searched: "",
  logCount: 0,
};

/**
 * The last views shown, by revision, of the server `instance` counted them: the server sends a
 * new view as its change from one of them (see patch.js).
 */
const held = { instance: null, views: new Map() };
/** How many views the page holds to be patched. */
const HELD = 8;

/** Keeps `doc` as the view of `revision` of server `instance`. */
function hold(doc, revision, instance) {
  if (instance !== held.instance) {
    held.instance = instance;
    held.views.clear();
  }
  held.views.set(revision, doc);
  while (held.views.size > HELD) held.views.delete(held.views.keys().next().value);
}

/** What the page tells the server it holds, newest first (none of another server's). */
function heldViews() {
  if (held.instance === null || held.instance !== state.instance) return null;
  return { instance: held.instance, revisions: [...held.views.keys()].reverse() };
}

/**
 * Shows view `revision` of server `instance`, sent as `patch` from view `base`; asks for the
 * view when the page doesn't hold `base` (it missed a view) and the view is news.
 */
function showPatched(base, patch, revision, instance) {
  if (instance === state.instance && revision <= state.revision) return;
  const from = instance === held.instance ? held.views.get(base) : undefined;
  if (from) show(applyPatch(from, patch), revision, instance);
  else send("view");
}

const token = tokenFromAddress();
const connection = new Connection(token);
const activity = new Activity(ui.device, ui.blocks, ui.activity);

/** Shows `doc` (revision `revision` of server `instance`) unless a newer one is shown already. */
function show(doc, revision, instance) {
  if (instance === state.instance && (revision < state.revision || (revision === state.revision && state.doc))) return;
  const previous = state.doc;
  state.doc = doc;
  state.revision = revision;
  state.instance = instance;
  hold(doc, revision, instance);
  // When the first view was on the page (performance.now()): before the first paint when first.js had it.
  document.documentElement.dataset.firstDrawn ??= performance.now().toFixed(1);
  const focused = document.activeElement?.dataset?.key;

  const submenu = Array.isArray(doc.submenu);
  // A pushed screen: a submenu's rows (one section, its path going back), or its blocks.
  const pushed = doc.screen ?? (submenu ? { title: doc.blocks[0]?.title, path: doc.blocks[0]?.path } : null);
  const screenTitle = pushed ? pushed.title ?? doc.title : doc.title;
  ui.title.textContent = screenTitle ?? "";
  ui.navTitle.textContent = screenTitle ?? "";
  document.title = `${screenTitle ?? "menu"} — luamenu preview`;
  ui.back.hidden = !submenu;
  if (submenu) {
    ui.back.dataset.path = pushed.path;
    ui.backLabel.textContent = doc.submenu.length <= 2 ? doc.title ?? "Back" : "Back";
  }
  if (document.activeElement !== ui.search && ui.search.value !== (doc.query ?? "")) {
    ui.search.value = doc.query ?? "";
    state.searched = ui.search.value;
  }

  morphChildren(ui.blocks, blocks(doc));
  virtualLists.refresh(ui.blocks);
  activity.draw();

  if (focused) document.querySelector(`[data-key="${CSS.escape(focused)}"]`)?.focus({ preventScroll: true });
  moveFocus(previous, doc);
  scrollToJump(doc, previous);
  showBanner();
  afterPaint(() => {
    document.documentElement.dataset.revision = String(revision);
    document.documentElement.dataset.paintedAt = String(performance.timeOrigin + performance.now());
    if (state.tapStarted !== null) {
      const elapsed = performance.now() - state.tapStarted;
      document.documentElement.dataset.tapToPaint = elapsed.toFixed(1);
      ui.timing.textContent = `tap → paint ${Math.round(elapsed)} ms`;
      state.tapStarted = null;
    }
  });
}

/**
 * Moves the focus as a navigation stack does, when this tab's tap pushed or popped a submenu:
 * into the pushed screen's first row, or back to the row that opened the screen left (the
 * focus would fall to the page's body: the node it was on is gone).
 */
function moveFocus(previous, doc) {
  const before = previous?.submenu?.length ?? 0;
  const after = doc.submenu?.length ?? 0;
  const tapped = state.tappedKey;
  state.tappedKey = null;
  if (after === before || tapped === null) return;
  if (after > before) {
    state.openers[before] = tapped;
    ui.blocks.querySelector("button:not(:disabled):not([tabindex=\"-1\"])")?.focus();   // not a letter off the Tab order
    return;
  }
  const opener = state.openers[after];
  state.openers.length = after;
  if (opener) document.querySelector(`#blocks [data-key="${CSS.escape(opener)}"]`)?.focus();
}

/** After a jump (this tab's, or one that moved the index elsewhere), its group on top. */
function scrollToJump(doc, previous) {
  if (!doc.scrolled) return;
  const block = doc.blocks.find((candidate) => candidate.id === doc.scrolled);
  const before = previous?.blocks.find((candidate) => candidate.id === doc.scrolled);
  if (!block?.scroll || !(state.jumped || before?.scroll !== block.scroll || previous?.scrolled !== doc.scrolled)) return;
  state.jumped = false;
  const group = [...ui.blocks.querySelectorAll(".index-group")]
    .find((node) => node.dataset.index === block.id && node.dataset.letter === block.scroll);
  group?.scrollIntoView({ block: "start" });
  virtualLists.refresh(ui.blocks);
}

/** Runs `then` once the browser has painted what was just changed. */
function afterPaint(then) {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * The banner, fixed under the bar: why the page can't talk to the preview, else the load error
 * standing (the status event's, or the one the view shown carries: the last good menu's answers
 * carry it until a load works), else the tap that failed last. The toolbar's status says the
 * script is broken while a load error stands.
 */
function showBanner() {
  const error = state.error ?? state.doc?.loadError;
  const text = state.problem ?? (error && {
    title: state.doc ? "The script failed to reload; the last good menu stays" : "The script failed to load",
    message: error.message,
  }) ?? state.tapError;
  ui.banner.hidden = !text;
  if (text) {
    ui.bannerTitle.textContent = text.title;
    ui.bannerMessage.textContent = text.message;
  }
  const broken = state.live && Boolean(error);
  ui.connection.textContent = broken ? "script broken" : state.connectionText;
  ui.connection.dataset.state = broken ? "broken" : state.live ? "live" : "lost";
}

/**
 * Sends a method, a tap's row pressed until it is answered; shows the view it answers, or logs
 * its error. A request the preview didn't get (a `NotSent`: it isn't running, or this isn't its
 * token) is not kept to send later: the banner says it was not sent.
 */
async function send(method, params) {
  try {
    const answer = await activity.during(method === "tap" ? params.path : null, connection.call(method, params, heldViews()));
    if (state.problem) setProblem(null);
    if (answer.error) {
      // A plugin's veto, with its reason, reaches every tab's log as the session's warning.
      if (answer.error.data?.kind !== "vetoed") {
        addLog({ level: "error", text: answer.error.message });
        if (method === "tap") setTapError({ title: `The tap on ${params.path} failed`, message: answer.error.message });
      }
      state.tapStarted = null;
    } else if (answer.result?.blocks) {
      setTapError(null);
      show(answer.result, answer.revision, answer.instance);
    } else if (answer.result?.patch) {
      setTapError(null);
      showPatched(answer.result.base, answer.result.patch, answer.revision, answer.instance);
    }
  } catch (failure) {
    state.tapStarted = null;
    const what = method === "tap" ? `The tap on ${params.path}` : method === "query" ? "The search"
      : method === "view" ? "Asking for the view" : "Reload";
    addLog({ level: "error", text: `${what} was not sent: ${failure.message}` });
    setProblem(failure.status === 403 ? wrongToken : {
      title: "Not sent: the preview isn't running",
      message: `${what} was not sent. This page connects again by itself when luamenu preview starts on `
        + `${location.host} again; then do it again.`,
    });
  }
}

/** What the banner says while the server here refuses this page's token. */
const wrongToken = {
  title: "This page's token isn't this preview's",
  message: `The preview on ${location.host} runs another script, was started for another port, or couldn't keep `
    + "its token (it said so when it started). Open the address it printed. This page keeps trying, and "
    + "connects again if its own preview comes back here.",
};

/** Shows why the page can't talk to the preview (null: it can again). */
function setProblem(problem) {
  state.problem = problem;
  showBanner();
}

/** Shows the tap that failed (null: the last answer didn't). */
function setTapError(error) {
  state.tapError = error;
  showBanner();
}

function tap(path, jump = false) {
  state.tapStarted = performance.now();
  state.jumped = jump;
  return send("tap", { path });
}

/** Sends `text` as the query unless it was the last one sent (a composition's end and its input both say it). */
function search(text) {
  if (text === state.searched) return;
  state.searched = text;
  query(text);
}

/** Sends the search, one query at a time: what is typed meanwhile goes next. */
async function query(text) {
  if (state.querying) {
    state.queryWaiting = text;
    return;
  }
  state.querying = true;
  await send("query", { text: text.trim() === "" ? null : text });
  state.querying = false;
  if (state.queryWaiting !== undefined) {
    const next = state.queryWaiting;
    state.queryWaiting = undefined;
    query(next);
  }
}

/** Adds a line to the log panel (the last 500 are kept). */
function addLog(entry) {
  const atEnd = ui.logLines.scrollHeight - ui.logLines.scrollTop - ui.logLines.clientHeight < 24;
  ui.logLines.append(element("li", { class: `log-line log-${entry.level}` },
    element("span", { class: "log-level" }, entry.level), element("span", { class: "log-text" }, entry.text)));
  while (ui.logLines.children.length > 500) ui.logLines.firstElementChild.remove();
  state.logCount += 1;
  ui.logCount.textContent = String(state.logCount);
  ui.logEmpty.hidden = true;
  if (atEnd) ui.logLines.scrollTop = ui.logLines.scrollHeight;
}

// Taps: any element with a tap path.
document.addEventListener("click", (event) => {
  const target = event.target.closest("[data-path]");
  if (!target || target.disabled || !ui.device.contains(target)) return;
  state.tappedKey = target.dataset.key ?? target.id;
  tap(target.dataset.path, target.classList.contains("jump"));
});

// An index's letter bar can be dragged through, as on a phone: each letter passed over jumps
// (a click on one is a tap like any other).
let dragged = null;
ui.blocks.addEventListener("pointerdown", (event) => {
  dragged = event.target.closest(".index-bar .jump")?.dataset.path ?? null;
});
ui.blocks.addEventListener("pointermove", (event) => {
  if (dragged === null || (event.buttons & 1) === 0) return;
  const jump = document.elementFromPoint(event.clientX, event.clientY)?.closest(".index-bar .jump");
  if (jump && jump.dataset.path !== dragged) {
    dragged = jump.dataset.path;
    tap(dragged, true);
  }
});
for (const name of ["pointerup", "pointercancel", "pointerleave"]) ui.blocks.addEventListener(name, () => { dragged = null; });

// A letter bar is one Tab stop; the arrow keys (and Home, End) move between its letters.
const barKeys = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
ui.blocks.addEventListener("keydown", (event) => {
  const jump = event.target.closest?.(".index-bar .jump");
  if (!jump || !(event.key in barKeys)) return;
  event.preventDefault();
  event.stopPropagation();
  const letters = [...jump.parentElement.querySelectorAll(".jump")];
  const to = letters.indexOf(jump) + barKeys[event.key];
  const next = letters[Math.max(0, Math.min(letters.length - 1, to))];
  for (const letter of letters) letter.tabIndex = letter === next ? 0 : -1;
  next.focus();
});

// The search goes out on plain input and when an IME composition ends (a Hangul syllable,
// a kana phrase), never while one is open: no query for ㅅ, 서, 성 on the way to 서윤.
let composing = false;
ui.search.addEventListener("compositionstart", () => { composing = true; });
ui.search.addEventListener("compositionend", () => {
  composing = false;
  search(ui.search.value);
});
ui.search.addEventListener("input", (event) => {
  if (!composing && !event.isComposing) search(ui.search.value);
});
ui.reload.addEventListener("click", () => send("reload"));
ui.logClear.addEventListener("click", () => {
  ui.logLines.replaceChildren();
  state.logCount = 0;
  ui.logCount.textContent = "";
  ui.logEmpty.hidden = false;
});
// The title moves into the bar once the large title has scrolled away (the screen scrolls in
// its frame; at phone width, the window does).
// A long list draws the rows that scrolled into view (virtual.js).
for (const scroller of [ui.screen, window]) {
  scroller.addEventListener("scroll", () => {
    ui.navbar.classList.toggle("scrolled", Math.max(ui.screen.scrollTop, window.scrollY) > 40);
    virtualLists.refresh(ui.blocks);
  });
}
// Rows change height with the width and the text size: measured again.
window.addEventListener("resize", () => virtualLists.resize(ui.blocks));

// Keys, as in `run -i`: / searches, Esc leaves the search or goes back, a hotkey taps.
document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === "Tab" && virtualLists.tab(event, ui.blocks)) return;
  if (event.target === ui.search) {
    if (event.key === "Escape" && !event.isComposing) {
      ui.search.value = "";
      search("");
      ui.search.blur();
    }
    return;
  }
  if (event.key === "/") {
    event.preventDefault();
    ui.search.focus();
  } else if (event.key === "Escape" && !ui.back.hidden) {
    ui.back.click();
  } else if (event.key.length === 1 && event.target.tagName !== "INPUT") {
    const target = ui.device.querySelector(`[data-hotkey="${CSS.escape(event.key)}"]`);
    if (target && !target.disabled) {
      event.preventDefault();
      target.click();
    }
  }
});

/**
 * Shows the connection's state in the toolbar: `live` (or `script broken` while a load error
 * stands), or `lost` with what the page does about it.
 */
function showConnection(live, text) {
  state.live = live;
  state.connectionText = text;
  showBanner();
  if (!live) activity.serverSays({ busy: false });
}

setUpCanvas({ appearance: ui.appearance, textSize: ui.textSize, device: ui.deviceModel },
  ui.device.parentElement, token);
for (const select of [ui.textSize, ui.deviceModel]) select.addEventListener("change", () => virtualLists.resize(ui.blocks));
window.addEventListener("storage", () => virtualLists.resize(ui.blocks));   // the second phone follows the first's sizes

// The view first.js asked for while the page loaded: drawn before the page is first painted.
if (window.firstView) show(window.firstView.view, window.firstView.revision, window.firstView.instance);

if (!token) {
  state.connectionText = "not connected";
  setProblem({ title: "Open the address luamenu preview printed",
               message: "It ends in #token=…, which the page needs to talk to the preview." });
} else {
  connection.listen({
    open: () => {
      showConnection(true, "live");
      setProblem(null);
    },
    lost: () => showConnection(false, "reconnecting…"),
    refused: () => {
      showConnection(false, "wrong token");
      setProblem(wrongToken);
    },
    server: (event) => {
      if (state.streaming !== null && event.instance !== state.streaming) {
        addLog({ level: "note", text: "luamenu preview started again" });
      }
      state.streaming = event.instance;
      ui.recording.hidden = true;                        // until this server says it records
    },
    view: (event) => (event.patch ? showPatched(event.base, event.patch, event.revision, state.streaming)
      : show(event.view, event.revision, state.streaming)),
    status: (event) => { state.error = event.error; showBanner(); },
    log: addLog,
    busy: (event) => activity.serverSays(event),
    // `preview --record SPEC`: what is tapped, typed and searched here is written to SPEC.
    recording: (event) => {
      ui.recording.hidden = false;
      ui.recording.replaceChildren(element("span", { "aria-hidden": "true" }, "● "), `Recording to ${event.spec}`);
    },
  });
}
