// Building DOM nodes without innerHTML: every string from the server lands as text, never markup.

/** h("button", {class: "x", onclick: fn, "aria-label": "…"}, child, "text", [more]) */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value == null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "style") el.style.cssText = value; // the CSP refuses style attributes, not CSSOM
    else if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (key === "value" || key === "checked" || key === "disabled" || key === "selected") {
      el[key] = value;
    } else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

export function append(el, children) {
  for (const child of [children].flat(Infinity)) {
    if (child == null || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
  return el;
}

/** Replace all children of el. */
export function fill(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

export const $ = (sel, root = document) => root.querySelector(sel);
export const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];

/** A polite live region announcement for screen readers (status changes, new decisions). */
export function announce(text) {
  let region = document.getElementById("announcer");
  if (!region) {
    region = h("div", { id: "announcer", class: "visually-hidden", "aria-live": "polite" });
    document.body.append(region);
  }
  region.textContent = "";
  // a new text node after clearing makes screen readers read the same message twice in a row
  setTimeout(() => { region.textContent = text; }, 30);
}
