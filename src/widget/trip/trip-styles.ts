/** The trip screens' own rules, on top of the app's (the same tokens, so themes apply). */
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
.rc-trip-country--dropped{opacity:.7}
.rc-trip-country h4{margin:0 0 .5em;font-size:1em}
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
`;
