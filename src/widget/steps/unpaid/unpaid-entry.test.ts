import { describe, expect, it } from 'vitest';
import { messages as bg } from '../../i18n/bg.ts';
import { messages as bgSteps } from '../../i18n/steps/bg.ts';
import { english as en } from '../../i18n/english.ts';
import { messages as ro } from '../../i18n/ro.ts';
import { messages as roSteps } from '../../i18n/steps/ro.ts';
import { laterTranslator, loadLaterWords } from '../../i18n/later.ts';
import { translator } from '../../i18n/t.ts';
import { order } from '../../app/store-fixtures.ts';
import { unpaidEntry } from './unpaid-entry.ts';

// Unbuilt, there is no words chunk to check.
for (const language of ['en', 'ro', 'bg']) await loadLaterWords(language, async () => undefined);
const name = (p: { name: string }) => p.name;
/** A break the browser may take: any whitespace but the no-break ones, or a plain hyphen. */
const breakable = /[^\S\u00a0\u202f]|-/;

describe('an order waiting for payment, in words', () => {
  it('keeps each plate whole, whatever its layout', () => {
    const t = laterTranslator('ro', translator({ ...ro, ...roSteps }));
    for (const plate of ['CJ 12 ABC', 'CA 1234 AB', 'AA BC-123', 'M-AB 1234']) {
      const { what } = unpaidEntry(order({ vehicle: { plate, country: 'RO', type: 'car' } }), t, 'ro', name);
      const shown = what.split('\u00a0· ')[1]!;
      expect(shown.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-')).toBe(plate);
      expect(shown).not.toMatch(breakable);
    }
  });

  it('tells two orders for one plate apart by their days and their number, in the shopper\'s language', () => {
    const plate = { plate: 'CJ 12 ABC', country: 'RO', type: 'car' } as const;
    const first = order({ id: 'ord_aaaa', vehicle: plate, start_date: '2026-11-28', end_date: '2026-12-04' });
    const second = order({ id: 'ord_bbbb', vehicle: plate, start_date: '2026-11-29', end_date: '2026-12-05' });
    const say = (language: string, words: Record<string, string>) => {
      const t = laterTranslator(language, translator(words as typeof en));
      return [first, second].map((o) => unpaidEntry(o, t, language, name));
    };
    const [a, b] = say('ro', { ...ro, ...roSteps });
    expect(a!.what).toBe(b!.what);
    expect(a!.details).toBe('Valabilitate: 28\u00a0noiembrie\u202f–\u20094\u00a0decembrie 2026\u00a0· Comanda\u00a0ord_aaaa');
    expect(b!.details).toBe('Valabilitate: 29\u00a0noiembrie\u202f–\u20095\u00a0decembrie 2026\u00a0· Comanda\u00a0ord_bbbb');
    expect(say('bg', { ...bg, ...bgSteps })[0]!.details)
      .toBe('Валидност: 28\u00a0ноември\u202f– 4\u00a0декември 2026\u202fг.\u00a0· Поръчка\u00a0ord_aaaa');
    const [english] = say('en', en);
    expect(english).toEqual({
      what: '10-day vignette\u00a0· CJ\u00a012\u00a0ABC\u00a0· ',
      price: '€12.40',
      details: 'Valid: November\u00a028\u202f–\u2009December\u00a04, 2026\u00a0· Order\u00a0ord_aaaa',
    });
  });
});
