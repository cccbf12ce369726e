// The canvas's variants, as Xcode's canvas has them: the appearance (the system's, light, dark,
// or light and dark side by side), the text size (Dynamic Type's steps) and the device (its
// screen's size in CSS px), chosen in the toolbar and kept in localStorage across reloads.
// Side by side, the second phone is this page again in a frame (`#token=…&scheme=dark`): a
// page of its own, live as every tab is, so a tap in either phone shows in both. The frame
// takes the sizes from localStorage too, and follows them when the toolbar changes them.
//
//     setUpCanvas({ appearance, textSize, device }, document.querySelector(".bezel"), token);

import { element } from "./render.js";

/** Where the choices are kept. */
const STORAGE_KEY = "luamenu-preview.canvas";

/** The appearances: the system's (the browser's prefers-color-scheme), one forced, or both. */
const APPEARANCES = [["system", "System"], ["light", "Light"], ["dark", "Dark"], ["both", "Light and dark"]];

/** Dynamic Type's sizes, as Xcode names them, and the body text's size in points at each. */
const TEXT_SIZES = [
  ["xSmall", "X Small", 14], ["small", "Small", 15], ["medium", "Medium", 16], ["large", "Large", 17],
  ["xLarge", "X Large", 19], ["xxLarge", "XX Large", 21], ["xxxLarge", "XXX Large", 23],
  ["AX1", "AX 1", 28], ["AX2", "AX 2", 33], ["AX3", "AX 3", 40], ["AX4", "AX 4", 47], ["AX5", "AX 5", 53],
];

/** The devices: their screens' width and height in CSS px (points). */
const DEVICES = [
  ["se", "iPhone SE (375)", 375, 667], ["standard", "iPhone (393)", 393, 852], ["max", "iPhone Pro Max (430)", 430, 932],
];

/** What a page shows before anything is chosen: the system's appearance, iOS's default text size, a standard iPhone. */
const DEFAULTS = { appearance: "system", textSize: "large", device: "standard" };

/** The choices kept, each one a known value (else its default). */
function savedChoices() {
  let saved = {};
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}") ?? {};
  } catch {
    saved = {};
  }
  const known = (list, value, fallback) => (list.some(([id]) => id === value) ? value : fallback);
  return {
    appearance: known(APPEARANCES, saved.appearance, DEFAULTS.appearance),
    textSize: known(TEXT_SIZES, saved.textSize, DEFAULTS.textSize),
    device: known(DEVICES, saved.device, DEFAULTS.device),
  };
}

/** Sets the text size and the device's size on the page (the phone's CSS reads them). */
function applySizes(choices) {
  const root = document.documentElement;
  const points = TEXT_SIZES.find(([id]) => id === choices.textSize)[2];
  const [, , width, height] = DEVICES.find(([id]) => id === choices.device);
  root.style.setProperty("--type-scale", String(points / 17));
  root.style.setProperty("--device-width", `${width}px`);
  root.style.setProperty("--device-height", `${height}px`);
  root.dataset.textSize = choices.textSize;
  root.dataset.deviceModel = choices.device;
}

/**
 * Sets the appearance: the page's color-scheme (none: the system's), and the second phone,
 * dark, beside `bezel` while both are chosen.
 */
function applyAppearance(appearance, bezel, token) {
  const root = document.documentElement;
  if (appearance === "system") delete root.dataset.scheme;
  else root.dataset.scheme = appearance === "both" ? "light" : appearance;
  const twin = document.getElementById("twin");
  if (appearance !== "both") {
    twin?.remove();
    return;
  }
  if (!twin) {
    bezel.after(element("iframe", {
      id: "twin", class: "twin", title: "The menu in dark appearance", src: `/#token=${token ?? ""}&scheme=dark`,
    }));
  }
}

/** `select`'s options, `list`'s entries, `chosen` selected. */
function fill(select, list, chosen) {
  select.replaceChildren(...list.map(([id, label]) => element("option", { value: id, selected: id === chosen }, label)));
  select.value = chosen;
}

/**
 * Sets the canvas up: in a page of its own, the toolbar's `selects` (`appearance`, `textSize`,
 * `device`) show the choices kept, and each change is applied and kept; in the frame of the
 * second phone (its address says `scheme=light` or `dark`), that scheme, without the toolbar,
 * the sizes following the first page's choices.
 */
export function setUpCanvas(selects, bezel, token) {
  const root = document.documentElement;
  const frameScheme = /(?:^|[#&])scheme=(light|dark)\b/.exec(location.hash)?.[1];
  applySizes(savedChoices());
  if (frameScheme) {
    root.dataset.frame = "";
    root.dataset.scheme = frameScheme;
    window.addEventListener("storage", (event) => {
      if (event.key === STORAGE_KEY) applySizes(savedChoices());
    });
    return;
  }
  let chosen = savedChoices();
  fill(selects.appearance, APPEARANCES, chosen.appearance);
  fill(selects.textSize, TEXT_SIZES, chosen.textSize);
  fill(selects.device, DEVICES, chosen.device);
  applyAppearance(chosen.appearance, bezel, token);
  for (const [name, select] of Object.entries(selects)) {
    select.addEventListener("change", () => {
      chosen = { ...chosen, [name]: select.value };
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(chosen));
      } catch {
        // Storage refused (a private window's quota): the choice holds until the page reloads.
      }
      applySizes(chosen);
      applyAppearance(chosen.appearance, bezel, token);
    });
  }
}
