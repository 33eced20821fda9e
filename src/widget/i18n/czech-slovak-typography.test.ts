import { describe, expect, it } from 'vitest';
import { messages as firstCs } from './cs.ts';
import { messages as firstSk } from './sk.ts';
import { messages as stepsCs } from './steps/cs.ts';
import { messages as stepsSk } from './steps/sk.ts';
import { messages as laterCs } from './later/cs.ts';
import { messages as laterSk } from './later/sk.ts';
import { messages as tripCs } from '../trip/words/cs.ts';
import { messages as tripSk } from '../trip/words/sk.ts';
import { texts as productsCs } from '../../contract/product-texts/cs.ts';
import { texts as productsSk } from '../../contract/product-texts/sk.ts';

/** A one-letter preposition or conjunction before a breaking space: no line may end there in Czech or Slovak. */
const strandable = /(?:^|[\s(„])[vkszouai] /iu;
const productWords = (t: typeof productsCs) =>
  [...Object.values(t.products).flatMap((p) => [p.name, p.description]), t.county.name, t.county.description];

describe('Czech and Slovak words', () => {
  it.each([
    ['cs', { ...firstCs, ...stepsCs, ...laterCs, ...tripCs }, productsCs],
    ['sk', { ...firstSk, ...stepsSk, ...laterSk, ...tripSk }, productsSk],
  ] as const)('in %s never leave v, k, s, z, o, u, a or i at the end of a line', (_language, widget, products) => {
    const texts = [...Object.values<string>(widget), ...productWords(products)];
    expect(texts.filter((text) => strandable.test(text))).toEqual([]);
    expect(texts.join(' ')).toMatch(/ [vksz]\u00a0/);
  });
});
