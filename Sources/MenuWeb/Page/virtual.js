// Long lists drawn as virtual lists: a card of many rows holds only the rows in view (and a
// screenful around them) between two gaps as tall as the rows left out, so a list of 10,000
// rows is a few dozen nodes, each a real button with its accessible name. Heights are the
// rows' own, measured once drawn (rows not drawn yet count as the last measured row of their
// kind). The row that has the keyboard focus stays drawn wherever it is, and Tab goes on
// to the next row even when it isn't drawn yet (it is drawn and scrolled to).
//
//     const lists = new VirtualLists((item) => itemNode(item));
//     card = lists.card(items, "list:names/a");   // in a render: the card, its rows in view
//     lists.commit();                             // after the render: the cards it made stay
//     lists.refresh(ui.blocks);                   // after the page changed or scrolled

import { morphChildren } from "./morph.js";

/**
 * A view of this many rows or more draws its cards of `VIRTUAL_MIN` rows or more as virtual
 * lists; a smaller one is drawn whole (a few thousand nodes at most, and the browser's find
 * in page sees every row).
 */
export const VIRTUAL_VIEW = 1000;
export const VIRTUAL_MIN = 20;
/** Pixels drawn beyond the viewport on each side, so a scroll of a few rows draws nothing. */
const OVERSCAN = 600;
/** A row's height before any row of its kind was measured (a list row's min-height). */
const ROW_HEIGHT = 44;

/** The kind of row an item makes, for the height of rows not measured yet. */
function shape(item) {
  return item.kind === "heading" ? "heading" : item.subtitle ? "row+subtitle" : "row";
}

/** The virtual lists of the page: where each is scrolled to, and the heights of its rows. */
export class VirtualLists {
  /** `draw(item)` makes (or gives back) the node of an item. */
  constructor(draw) {
    this.draw = draw;
    /** The lists drawn by the last render, by card key: `{ items, start, end }`. */
    this.lists = new Map();
    /** The lists of the render being made, which `commit` makes the page's. */
    this.drawing = new Map();
    /** Measured heights, by item key, and by shape for rows not measured yet. */
    this.heights = new Map();
    this.shapeHeights = new Map();
  }

  /** A virtual card of `items` (a list's rows), keyed `key`, its rows in view as last seen. */
  card(items, key) {
    const before = this.lists.get(key) ?? this.drawing.get(key);
    const end = Math.min(before?.end ?? 0, items.length);
    const list = { items, start: Math.min(before?.start ?? 0, end), end, offsets: null };
    this.drawing.set(key, list);
    return this.element(key, list);
  }

  /** The cards of the render just made are the page's now. */
  commit() {
    this.lists = this.drawing;
    this.drawing = new Map();
  }

  /** The card node of `list`: its rows from `start` to `end`, and the focused one, between gaps. */
  element(key, list) {
    const card = document.createElement("div");
    card.className = "card list virtual";
    card.dataset.key = key;
    card.append(...this.children(list));
    return card;
  }

  /** The y offset of each row in its list (and of its end), from measured or likely heights. */
  offsets(list) {
    if (list.offsets) return list.offsets;
    const offsets = new Float64Array(list.items.length + 1);
    for (let index = 0; index < list.items.length; index += 1) {
      const item = list.items[index];
      offsets[index + 1] = offsets[index]
        + (this.heights.get(item.key) ?? this.shapeHeights.get(shape(item)) ?? ROW_HEIGHT);
    }
    list.offsets = offsets;
    return offsets;
  }

  /** The rows drawn: those from `start` to `end`, the focused row, gaps for the rest. */
  children(list) {
    const offsets = this.offsets(list);
    const focusedKey = document.activeElement?.dataset?.key;
    const focused = focusedKey === undefined ? -1 : list.items.findIndex((item) => item.key === focusedKey);
    const drawn = [];
    if (focused >= 0 && focused < list.start) drawn.push([focused, focused + 1]);
    drawn.push([list.start, list.end]);
    if (focused >= list.end) drawn.push([focused, focused + 1]);
    const nodes = [];
    let at = 0;
    for (const [start, end] of drawn) {
      if (start < at) continue;
      if (start > at) nodes.push(gap(offsets[start] - offsets[at]));
      for (let index = start; index < end; index += 1) nodes.push(this.draw(list.items[index]));
      at = end;
    }
    if (at < list.items.length) nodes.push(gap(offsets[list.items.length] - offsets[at]));
    return nodes;
  }

  /**
   * Draws, in each virtual card under `root`, the rows the viewport shows (and a screenful
   * around): after the page changed, scrolled or was resized. Rows just drawn are measured; a
   * card out of view keeps no rows (but the focused one).
   */
  refresh(root) {
    const cards = root.querySelectorAll(".card.virtual");
    if (cards.length === 0) return;
    const view = visibleArea(root);
    for (const card of cards) {
      const list = this.lists.get(card.dataset.key);
      if (!list) continue;
      this.measure(card, list);
      const top = card.getBoundingClientRect().top;
      const offsets = this.offsets(list);
      const from = view.top - top - OVERSCAN;
      const to = view.bottom - top + OVERSCAN;
      if (to <= 0 || from >= offsets[list.items.length]) {
        if (list.end > list.start) this.show(card, list, 0, 0);
        continue;
      }
      const first = rowAt(offsets, from + OVERSCAN);
      const last = rowAt(offsets, to - OVERSCAN) + 1;
      if (first >= list.start && last <= list.end) continue;
      this.show(card, list, rowAt(offsets, from), rowAt(offsets, to) + 1);
    }
  }

  /**
   * Forgets the heights measured and draws again: after the rows' width or text size changed
   * (the window resized, the canvas's device or text size chosen).
   */
  resize(root) {
    this.heights.clear();
    this.shapeHeights.clear();
    for (const list of this.lists.values()) list.offsets = null;
    this.refresh(root);
  }

  /** Draws rows `start` to `end` of `list` in `card`. */
  show(card, list, start, end) {
    list.start = Math.max(0, Math.min(start, list.items.length));
    list.end = Math.max(list.start, Math.min(end, list.items.length));
    morphChildren(card, this.children(list));
  }

  /**
   * Notes the heights of the rows drawn in `card`; when one is new, the offsets of every list
   * are worked out again and this card's gaps drawn to them.
   */
  measure(card, list) {
    const nodes = new Map();
    for (const node of card.children) if (node.dataset.key !== undefined) nodes.set(node.dataset.key, node);
    let changed = false;
    for (let index = list.start; index < list.end; index += 1) {
      const item = list.items[index];
      const height = nodes.get(item.key)?.offsetHeight ?? 0;
      if (height === 0 || this.heights.get(item.key) === height) continue;
      this.heights.set(item.key, height);
      this.shapeHeights.set(shape(item), height);
      changed = true;
    }
    if (!changed) return;
    for (const other of this.lists.values()) other.offsets = null;
    morphChildren(card, this.children(list));
  }

  /**
   * Tab from a row of a virtual card goes to the next (Shift: previous) row that takes the
   * focus, drawing it and scrolling it into view when it wasn't drawn. Returns whether it did.
   */
  tab(event, root) {
    const row = event.target.closest?.(".card.virtual > [data-key]");
    const card = row?.parentElement;
    const list = card && this.lists.get(card.dataset.key);
    if (!list) return false;
    const step = event.shiftKey ? -1 : 1;
    let index = list.items.findIndex((item) => item.key === row.dataset.key) + step;
    while (index >= 0 && index < list.items.length && (list.items[index].kind || list.items[index].disabled)) index += step;
    if (index < 0 || index >= list.items.length) return false;
    if (index < list.start || index >= list.end) this.show(card, list, index - 10, index + 20);
    const next = [...card.children].find((node) => node.dataset.key === list.items[index].key);
    if (!next) return false;
    event.preventDefault();
    next.focus();
    next.scrollIntoView({ block: "nearest" });
    this.refresh(root);
    return true;
  }
}

/** A gap standing in for rows not drawn, `height` pixels tall. */
function gap(height) {
  const node = document.createElement("div");
  node.className = "virtual-gap";
  node.setAttribute("aria-hidden", "true");
  node.style.height = `${height}px`;
  return node;
}

/** The index of the row at `y` (pixels from the card's top): 0 above it, the last below. */
function rowAt(offsets, y) {
  let low = 0;
  let high = offsets.length - 2;
  if (high < 0) return 0;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (offsets[middle] <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The part of the window `root` shows (its scrolling frame's, within the window), in client pixels. */
function visibleArea(root) {
  let top = 0;
  let bottom = window.innerHeight;
  for (let node = root.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === "auto" || overflow === "scroll") {
      const box = node.getBoundingClientRect();
      top = Math.max(top, box.top);
      bottom = Math.min(bottom, box.bottom);
      break;
    }
  }
  return { top, bottom };
}
