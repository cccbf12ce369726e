// Puts a new view on the page by changing the page's nodes into the new ones in place, not by
// replacing them: a tap that changes one row of 10,000 changes one row of the document, so the
// browser styles and lays out that row again, not the list, and the scroll position, the focus
// and a running transition stay. Nodes are matched by their `data-key` (items, headers, chips)
// or `data-block` wherever they were (a row keeps its node when a search moves it to another
// card), else by their place among their siblings. The new nodes stay the
// caller's: what the page needs of them is copied in, so a caller may keep them and hand the
// same ones over again (render.js keeps the nodes of the items it drew).
//
//     morphChildren(ui.blocks, blocks(doc));   // ui.blocks now looks like the new nodes

/** What matches a node to its new version: its key or its block's id; undefined for neither. */
function identity(node) {
  if (node.nodeType !== Node.ELEMENT_NODE) return undefined;
  const key = node.getAttribute("data-key");
  if (key !== null) return `key:${key}`;
  const block = node.getAttribute("data-block");
  return block !== null ? `block:${block}` : undefined;
}

/** The nodes with an identity among `roots` and their descendants, by identity. */
function identified(roots) {
  const found = new Map();
  for (const root of roots) {
    if (root.nodeType !== Node.ELEMENT_NODE) continue;
    if (identity(root) !== undefined) found.set(identity(root), root);
    for (const node of root.querySelectorAll("[data-key], [data-block]")) found.set(identity(node), node);
  }
  return found;
}

/** Makes `old` look like `fresh`: its attributes, its text, its children. */
function morph(old, fresh, olds, wanted) {
  if (old.isEqualNode(fresh)) return;   // the browser's own walk: most nodes stay as they were
  if (old.nodeType !== fresh.nodeType || old.nodeName !== fresh.nodeName) {
    old.replaceWith(fresh.cloneNode(true));
    return;
  }
  if (old.nodeType !== Node.ELEMENT_NODE) {
    if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
    return;
  }
  for (const name of old.getAttributeNames()) {
    if (!fresh.hasAttribute(name)) old.removeAttribute(name);
  }
  for (const name of fresh.getAttributeNames()) {
    const value = fresh.getAttribute(name);
    if (old.getAttribute(name) === value) continue;
    if (name === "style") old.style.cssText = fresh.style.cssText;   // the CSP refuses style attributes, not the CSSOM
    else old.setAttribute(name, value);
  }
  place(old, Array.from(fresh.childNodes), olds, wanted);
}

/**
 * Puts nodes like `freshChildren` in `parent`, in order: an identified one is the old node of
 * that identity wherever it was (`olds`, taken from as they are placed), others the old node
 * at that place when it is of the same kind. An old identified node not `wanted` anywhere goes.
 */
function place(parent, freshChildren, olds, wanted) {
  let cursor = parent.firstChild;   // the first old child not yet matched or passed
  for (const fresh of freshChildren) {
    // An old node with no new version goes now, so the nodes after it need not move.
    while (cursor && identity(cursor) !== undefined && !wanted.has(identity(cursor))) {
      const next = cursor.nextSibling;
      cursor.remove();
      cursor = next;
    }
    const id = identity(fresh);
    let match = null;
    if (id !== undefined) {
      match = olds.get(id) ?? null;
      olds.delete(id);
    } else if (cursor && identity(cursor) === undefined && cursor.nodeName === fresh.nodeName) {
      match = cursor;
    }
    if (!match) {
      parent.insertBefore(fresh.cloneNode(true), cursor);
      continue;
    }
    if (match === cursor) cursor = cursor.nextSibling;
    else parent.insertBefore(match, cursor);
    morph(match, fresh, olds, wanted);
  }
  while (cursor) {
    const next = cursor.nextSibling;
    cursor.remove();
    cursor = next;
  }
}

/** Makes the children of `parent` look like `freshChildren` (nodes not in this document), in order. */
export function morphChildren(parent, freshChildren) {
  place(parent, freshChildren, identified(Array.from(parent.children)), new Set(identified(freshChildren).keys()));
}
