// Draws the JSON view model (docs/view-model.schema.json) as an app screen in the iOS grouped
// style: sections as inset rounded cards under headers that fold, grids, category chips with
// their children, filter chips (or a list with a trailing check), an index grouped by letter,
// submenus, switches at the right of their rows, and "No results" when a search found nothing. Every element that taps
// carries the `data-path` the model gave it; every item its `data-key`. In a view of 1,000 rows
// or more, long cards are virtual lists (virtual.js): only their rows in view are drawn. Nothing
// here talks to the server: the page (app.js) sends the paths.

import { VIRTUAL_MIN, VIRTUAL_VIEW, VirtualLists } from "./virtual.js";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** An element: `tag`, its attributes (`class`, `data-*`, `aria-*`, `role`, …), its children. */
export function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** `text` with the characters `matches` names ([start, end) in grapheme clusters) marked. */
export function highlighted(text, matches) {
  if (!matches || matches.length === 0) return document.createTextNode(text);
  const clusters = Array.from(graphemes.segment(text), (part) => part.segment);
  const fragment = document.createDocumentFragment();
  let at = 0;
  for (const [start, end] of matches) {
    if (start > at) fragment.append(clusters.slice(at, start).join(""));
    fragment.append(element("mark", {}, clusters.slice(start, end).join("")));
    at = Math.max(at, end);
  }
  if (at < clusters.length) fragment.append(clusters.slice(at).join(""));
  return fragment;
}

/** The class of a part an item's style colours (`styles.title` or `styles.detail`). */
function styleClass(style) {
  return style && style !== "normal" ? `style-${style}` : null;
}

/** A check mark for `checked` (true, false or "mixed"), drawn as a circle. */
function checkMark(checked) {
  const state = checked === "mixed" ? "mixed" : checked ? "on" : "off";
  return element("span", { class: `check check-${state}`, "aria-hidden": "true" });
}

/** A switch for `checked` (true, false or "mixed"), drawn as iOS draws one: a track and a knob. */
function switchControl(checked) {
  const state = checked === "mixed" ? "mixed" : checked ? "on" : "off";
  return element("span", { class: `switch switch-${state}`, "aria-hidden": "true" }, element("span", { class: "knob" }));
}

/**
 * One item that taps: a row of a list, or a cell of a grid; a switch's at its right. A row that
 * opens a submenu is navigation (a link, with a chevron, as iOS's disclosure rows); one with no
 * check, switch or submenu is an action, a button whose title is drawn in the accent colour.
 */
function itemButton(item, kind) {
  const isSwitch = item.control === "switch";
  const hasCheck = item.checked !== undefined && !isSwitch;
  const isAction = !isSwitch && !hasCheck && !item.submenu;
  const button = element("button", {
    type: "button",
    class: ["item", kind, item.disabled && "disabled", item.submenu && "has-submenu", isAction && "action"]
      .filter(Boolean).join(" "),
    "data-key": item.key,
    "data-path": item.path,
    "data-hotkey": item.hotkey,
    "aria-keyshortcuts": item.hotkey,
    role: isSwitch ? "switch" : hasCheck ? "checkbox" : item.submenu ? "link" : null,
    "aria-checked": isSwitch || hasCheck ? String(item.checked ?? false) : null,
    disabled: Boolean(item.disabled),
  });
  if (hasCheck) button.append(checkMark(item.checked));
  if (item.icon) button.append(element("span", { class: "icon", "aria-hidden": "true" }, item.icon));
  const text = element("span", { class: "text" },
    element("span", { class: ["title", styleClass(item.styles?.title)].filter(Boolean).join(" ") },
      highlighted(item.title, item.matches)));
  if (item.subtitle) text.append(element("span", { class: "subtitle" }, item.subtitle));
  button.append(text);
  if (item.detail !== null && item.detail !== undefined) {
    button.append(element("span", { class: ["detail", styleClass(item.styles?.detail)].filter(Boolean).join(" ") }, item.detail));
  }
  if (isSwitch) button.append(switchControl(item.checked));
  if (item.submenu) button.append(element("span", { class: "chevron", "aria-hidden": "true" }));
  return button;
}

/**
 * The items drawn by the last `blocks`, by key, with what each was drawn from: an item that
 * comes again as it was is not drawn again (the page's morph then finds its node unchanged).
 */
let drawnItems = new Map();
let drawingItems = new Map();

/** Whether the view drawn is long enough for its long cards to be virtual lists. */
let virtualizing = false;

/** How many items `doc`'s blocks hold. */
function itemCount(doc) {
  let count = 0;
  for (const block of doc.blocks) {
    count += (block.items?.length ?? 0) + (block.results?.length ?? 0);
    for (const group of block.groups ?? []) count += group.items.length;
  }
  return count;
}

/** The long lists drawn by the last `blocks`: the page draws their rows in view (virtual.js). */
export const virtualLists = new VirtualLists((item) => itemNode(item, "row"));

/** An item: a heading, a button, or (a separator) nothing: separators split cards. */
function itemNode(item, kind) {
  const drawnFrom = kind + JSON.stringify(item);
  const drawn = drawnItems.get(item.key);
  let node = drawn?.drawnFrom === drawnFrom ? drawn.node : null;
  if (!node && item.kind === "heading") {
    node = element("div", { class: "heading", role: "heading", "aria-level": "3", "data-key": item.key }, item.title);
  }
  node ??= itemButton(item, kind);
  drawingItems.set(item.key, { drawnFrom, node });
  return node;
}

/**
 * A grid's cells, each knowing where it is: a row after the first draws a line above it,
 * from the inset of its first cell; a heading takes a row of its own and starts the next.
 */
function gridCells(items, columns) {
  let column = 0;
  let firstRow = true;
  return items.map((item) => {
    const node = itemNode(item, "cell");
    if (item.kind === "heading") {
      column = 0;
      firstRow = true;
      return node;
    }
    if (column === columns) {
      column = 0;
      firstRow = false;
    }
    node.classList.toggle("below", !firstRow);
    node.classList.toggle("row-start", column === 0);
    column += 1;
    return node;
  });
}

/**
 * The items as cards: a separator ends a card and starts the next (an iOS list's sections),
 * and a heading that starts a card is its caption above it.
 */
function cards(items, columns, emptyText) {
  const groups = [[]];
  for (const item of items) {
    if (item.kind === "separator") groups.push([item]);
    else groups[groups.length - 1].push(item);
  }
  const nodes = [];
  for (const group of groups) {
    const separator = group[0]?.kind === "separator" ? group.shift() : null;
    if (separator) nodes.push(element("div", { class: "card-gap", role: "separator", "data-key": separator.key }));
    if (group.length === 0) continue;
    if (group[0].kind === "heading") {
      const heading = group.shift();
      nodes.push(element("h3", { class: "caption", "data-key": heading.key }, heading.title));
    }
    if (group.length === 0) continue;
    if (columns === 1 && group.length >= VIRTUAL_MIN && virtualizing) {
      nodes.push(virtualLists.card(group, `list:${group[0].key}`));
      continue;
    }
    const card = element("div", { class: columns > 1 ? "card grid" : "card list" });
    if (columns > 1) card.style.setProperty("--columns", String(columns));
    card.append(...(columns > 1 ? gridCells(group, columns) : group.map((item) => itemNode(item, "row"))));
    nodes.push(card);
  }
  if (nodes.length === 0) nodes.push(element("div", { class: "card list" }, element("div", { class: "empty" }, emptyText)));
  return nodes;
}

/** A block's title as the header above its card, when it has one. */
function caption(block) {
  return block.title ? element("h2", { class: "caption block-caption" }, block.title) : null;
}

/** A section: a header that folds it (with how many entries it holds while folded), its items. */
function section(block, doc) {
  const node = element("section", { class: "block section", "data-block": block.id });
  if (doc.submenu && !doc.screen) {
    node.append(...cards(block.items, block.columns, "No items"));
    return node;
  }
  const entries = block.items.filter((item) => !item.kind).length;
  const header = element("button", {
    type: "button",
    class: "disclosure",
    "data-path": block.path,
    "data-key": `header:${block.path}`,
    "data-hotkey": block.hotkey,
    "aria-keyshortcuts": block.hotkey,
    "aria-expanded": String(block.open),
  },
  element("span", { class: "disclosure-title" }, block.title ?? block.id),
  block.open ? null : element("span", { class: "count" }, String(entries)),
  element("span", { class: "disclosure-chevron", "aria-hidden": "true" }));
  node.append(element("h2", { class: "section-header" }, header));
  if (block.open) node.append(...cards(block.items, block.columns, "No items"));
  return node;
}

/** A selection: its categories as chips in rows, the expanded one's children under its row. */
function selection(block) {
  const node = element("section", { class: "block selection", "data-block": block.id }, caption(block));
  const card = element("div", { class: "card categories" });
  card.style.setProperty("--columns", String(block.columns));
  for (let start = 0; start < block.categories.length; start += block.columns) {
    const row = block.categories.slice(start, start + block.columns);
    card.append(element("div", { class: "category-row" }, row.map((category) => element("button", {
      type: "button",
      class: "category",
      "data-path": category.path,
      "data-key": `category:${category.path}`,
      "aria-expanded": String(category.expanded),
    },
    element("span", { class: "category-title" }, category.title),
    category.selectedCount > 0 ? element("span", { class: "badge", "aria-label": `${category.selectedCount} selected` }, String(category.selectedCount)) : null))));
    const expanded = row.find((category) => category.expanded);
    if (expanded) {
      card.append(element("div", { class: "children", role: "group", "aria-label": expanded.title },
        expanded.items.length === 0 ? element("div", { class: "empty" }, "No matches") : null,
        expanded.items.map((item) => element("button", {
          type: "button",
          class: ["child", item.disabled && "disabled"].filter(Boolean).join(" "),
          role: "checkbox",
          "aria-checked": String(Boolean(item.selected)),
          "data-path": item.path,
          "data-key": item.key,
          disabled: Boolean(item.disabled),
        },
        element("span", { class: "child-check", "aria-hidden": "true" }),
        element("span", { class: ["title", styleClass(item.styles?.title)].filter(Boolean).join(" ") }, highlighted(item.title, item.matches))))));
    }
  }
  node.append(card);
  return node;
}

/**
 * A filter: its options as radios, exactly one chosen; chips in a row, or (`style: "list"`)
 * rows in a card, the chosen one with a ✓ at its right (an inset-grouped picker).
 */
function filter(block) {
  const rows = block.style === "list";
  const options = element("div", {
    class: rows ? "card list choices" : "chips", role: "radiogroup", "aria-label": block.title ?? block.id,
  }, block.options.map((option) => element("button", {
    type: "button",
    class: rows ? "item row choice" : "chip",
    role: "radio",
    "aria-checked": String(option.selected),
    "data-path": option.path,
    "data-key": `option:${option.path}`,
  }, rows ? [element("span", { class: "text" }, element("span", { class: "title" }, option.title)),
    option.selected ? element("span", { class: "choice-check", "aria-hidden": "true" }) : null] : option.title)));
  return element("section", { class: rows ? "block filter filter-list" : "block filter", "data-block": block.id },
    caption(block), options);
}

/**
 * An index: its groups under their letters (or, while searching, the matches best first),
 * beside its own letter bar, which comes first in the document: a screen reader or Tab reaches
 * the bar before the rows (it is drawn at their right).
 */
function index(block) {
  const node = element("section", { class: "block index", "data-block": block.id }, caption(block));
  if (block.results) {
    node.append(...cards(block.results, 1, "No matches"));
    return node;
  }
  const rows = element("div", { class: "index-rows" });
  for (const group of block.groups) {
    rows.append(element("div", { class: "index-group", "data-letter": group.letter, "data-index": block.id },
      element("h3", { class: "caption letter" }, group.letter),
      ...cards(group.items, 1, "No items")));
  }
  node.append(element("div", { class: "index-body" }, indexBar(block), rows));
  return node;
}

/** The blocks of `doc`, as nodes. */
export function blocks(doc) {
  const draw = { section: (block) => section(block, doc), selection, filter, index };
  drawingItems = new Map();
  virtualizing = itemCount(doc) >= VIRTUAL_VIEW;
  const nodes = doc.blocks.map((block) => draw[block.kind]?.(block) ?? element("div", { class: "empty" }, `(a ${block.kind} block)`));
  if (doc.noResults) {
    nodes.push(element("p", { class: "no-results", role: "status", "data-key": "no-results" }, doc.noResults));
  }
  drawnItems = drawingItems;
  virtualLists.commit();
  return nodes;
}

/**
 * The letter bar of an index block: every letter, the current one marked, empty ones dimmed.
 * It is one Tab stop (the current letter, else the first with entries); the arrow keys move
 * between its letters (app.js).
 */
function indexBar(block) {
  const stop = block.current ?? block.jumps.find((jump) => jump.filled)?.letter ?? block.jumps[0]?.letter;
  return element("nav", { class: "index-bar", "aria-label": `Index of ${block.title ?? block.id}`, "data-key": `bar:${block.id}` },
    block.jumps.map((jump) => element("button", {
      type: "button",
      class: ["jump", jump.filled ? null : "unfilled"].filter(Boolean).join(" "),
      "data-path": jump.path,
      "data-key": `jump:${jump.path}`,
      "aria-label": `Jump to ${jump.letter}`,
      "aria-current": block.current === jump.letter ? "true" : null,
      tabindex: jump.letter === stop ? "0" : "-1",
    }, jump.letter)));
}
