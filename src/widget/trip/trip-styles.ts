/**
 * The trip screens' own rules, on top of the app's (the same tokens, so themes apply).
 * A country's days are an inline block set as a hint is, so its heading breaks before them rather than inside a
 * range, and a range fits a phone's card. A left-out country is dashed, muted and its name struck (not its days: an
 * inline block takes no decoration), never faded: opacity took its text and its one way back below 4.5:1.
 * A wide summary row's label is balanced: a range alone there (the status's day by day) breaks after its dash,
 * not before a year left alone on the next line.
 */
export const tripStyles = `
.rc-trip-route{display:flex;flex-wrap:wrap;gap:.5em;margin:0 0 .75em;padding:0;list-style:none;counter-reset:stop}
.rc-trip-route li{display:flex;align-items:center;gap:.25em;padding:.25em .25em .25em .75em;border:1px solid var(--rc-color-border);border-radius:999px;counter-increment:stop}
.rc-trip-route li::before{content:counter(stop) ".";color:var(--rc-color-muted)}
.rc-chip-remove{min-width:2.75em;min-height:2.75em;border:0;background:none;color:inherit;font:inherit;font-size:1.1em;cursor:pointer;border-radius:999px}
.rc-chip-remove:focus-visible{outline:2px solid var(--rc-color-focus);outline-offset:2px}
.rc-trip-dates{display:grid;grid-template-columns:repeat(auto-fit,minmax(10em,1fr));gap:0 1em}
.rc-trip .rc-check{display:flex;gap:.5em;align-items:flex-start;margin:.5em 0;font-weight:400;cursor:pointer}
.rc-trip .rc-check input{flex:none;width:1.25em;height:1.25em;margin:.125em 0 0;accent-color:var(--rc-color-accent)}
.rc-trip-plan{margin-top:1em}
.rc-trip-country{margin:0 0 1em;padding:.75em 1em;border:1px solid var(--rc-color-border);border-radius:var(--rc-radius)}
.rc-trip-country--dropped{border-style:dashed;color:var(--rc-color-muted)}
.rc-trip-country--dropped h4{text-decoration:line-through}
.rc-trip-country h4{margin:0 0 .5em;font-size:1em}
.rc-trip-country h4 .rc-muted{display:inline-block;font-size:.875em;font-weight:400;text-wrap:balance}
.rc-trip-line{margin:.5em 0;padding:.5em 0;border-top:1px solid var(--rc-color-border)}
.rc-trip-line__head{display:flex;justify-content:space-between;gap:.25em 1em;margin:0}
.rc-trip-line__head strong{white-space:nowrap}
.rc-trip-line__head--status{flex-wrap:wrap}
.rc-trip-line .rc-status{font-size:1em;padding:0 0 0 .5em;border-left-width:3px}
.rc-trip-line p{margin:.25em 0}
.rc-trip-items{margin:0;padding:0;list-style:none}
.rc-trip-manage{display:flex;flex-wrap:wrap;gap:0 1.5em}
.rc-trip-total{display:flex;justify-content:space-between;gap:1em;font-size:1.1em}
.rc-trip-swap select{margin-top:.5em}
.rc-trip-swap summary,.rc-trip-days summary,.rc-trip-counties summary{cursor:pointer;color:var(--rc-color-accent)}
.rc-trip-days,.rc-trip-counties{margin:.5em 0}
.rc-trip .rc-summary__row--wide dt{text-wrap:balance}
.rc-trip-cost{display:block;text-wrap:wrap}
`;
