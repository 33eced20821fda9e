import type { SelectOption } from '../../components/SelectField.tsx';

interface CountryTilesProps {
  /** The country field's id: the first tile takes it, so the focus finds the field whether select or tiles. */
  id: string;
  legend: string;
  /** What to do here, or the same words as the error once Continue was pressed without a country. */
  ask: string;
  invalid: boolean;
  countries: SelectOption[];
  onCountry: (country: string) => void;
}

/**
 * The country field while none is chosen: the countries as tiles, one tap each, in the products' place (as
 * tall as they will be, so nothing below moves when the catalogue comes). Once one is chosen the select takes
 * over, holding the choice. Asked once: no select above the tiles, and the error replaces the ask, which says
 * the same, instead of repeating it.
 */
export function CountryTiles(p: CountryTilesProps) {
  const ask = `${p.id}-ask`;
  return (
    <fieldset class="rc-field" aria-describedby={ask}>
      <legend>{p.legend}</legend>
      <div class="rc-ask">
        <p id={ask} class={p.invalid ? 'rc-error' : 'rc-hint'}>{p.ask}</p>
        <ul class="rc-countries">
          {p.countries.map((c, i) => (
            <li key={c.value}>
              <button
                type="button"
                id={i === 0 ? p.id : undefined}
                class="rc-country"
                value={c.value}
                onClick={() => p.onCountry(c.value)}
              >
                {c.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
