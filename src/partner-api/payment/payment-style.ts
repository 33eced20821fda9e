/**
 * The payment pages' one stylesheet (inline: the pages' CSP allows no other). Narrow widths (the widget's dialog
 * on a phone) put each label above its value, as Stripe Checkout's summary does, so neither is squeezed into a
 * column a few words wide.
 */
export const STYLE = `
:root { color-scheme: light dark; --accent: #0b5fff; --danger: #b3261e; --ok: #1b7f3b; }
:root.light { color-scheme: light; }
:root.dark { color-scheme: dark; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: Canvas; color: CanvasText; overflow-wrap: break-word; }
main { max-width: 32rem; margin: 2rem auto; padding: 0 1rem; }
.sandbox { font-size: .875rem; border: 1px dashed GrayText; padding: .25rem .5rem; border-radius: .25rem; }
.note { font-size: .875rem; }
h1 { font-size: 1.5rem; margin: 1rem 0 .5rem; }
.plate { white-space: nowrap; }
.ref { font: .8125rem/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
details { border: 1px solid GrayText; border-radius: .5rem; padding: .5rem 1rem; margin: 1rem 0; }
summary { cursor: pointer; font-weight: 600; }
dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .25rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; }
.lines { display: block; margin: .75rem 0; }
.line { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; padding: .25rem 0; }
.line dt { font-weight: 400; min-width: 0; }
.line dd { white-space: nowrap; font-variant-numeric: tabular-nums; }
.line.total { border-top: 1px solid GrayText; margin-top: .25rem; padding-top: .5rem; }
.line.total dt, .line.total dd { font-weight: 600; }
@media (max-width: 30rem) {
  dl:not(.lines) { display: block; }
  dl:not(.lines) dt { font-size: .875rem; margin-top: .5rem; }
  dl:not(.lines) dt:first-child { margin-top: 0; }
}
fieldset { border: 1px solid GrayText; border-radius: .5rem; margin: 1rem 0; padding: .5rem 1rem 1rem; }
legend { font-weight: 600; padding: 0 .25rem; }
.option { display: flex; gap: .5rem; align-items: center; padding: .375rem 0; }
input[type=radio] { width: 1.25rem; height: 1.25rem; margin: 0; }
button { font: inherit; font-weight: 600; width: 100%; padding: .75rem; border-radius: .5rem; border: 2px solid var(--accent); cursor: pointer; }
button.primary { background: var(--accent); color: #fff; }
button.secondary { background: transparent; color: inherit; border-color: GrayText; margin-top: .75rem; }
button:focus-visible, a:focus-visible, input:focus-visible, summary:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.alert { border-left: 4px solid var(--danger); padding: .5rem 1rem; }
.done { border-left: 4px solid var(--ok); padding: .5rem 1rem; }
/* The widget's high contrast: black on white, every box black and thicker; a radio's own grey ring drawn anew. */
:root.contrast { color-scheme: light; --accent: #00007a; --danger: #8b0000; --ok: #004d00; }
.contrast :is(.sandbox, details, fieldset, .line.total, button.secondary) { border-color: CanvasText; border-width: 2px; }
.contrast input[type=radio] { appearance: none; border: 2px solid; border-radius: 50%; }
.contrast input:checked { background: var(--accent); box-shadow: inset 0 0 0 3px Canvas; }
.contrast :focus-visible { outline-width: 4px; }
`;
