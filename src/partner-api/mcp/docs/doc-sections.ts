import { operationProblems } from '../../openapi/operation.ts';
import { OPERATIONS } from '../../openapi/operations/index.ts';
import { rulesPage } from '../../openapi/rules-page.ts';

export interface DocSection {
  title: string;
  /** Where it is read in full: a resource, with the heading or operationId after `#`. */
  source: string;
  text: string;
}

/** The rules page by its `##` sections, and one section per REST operation (what its tool mirrors). */
function buildSections(): DocSection[] {
  const rules = rulesPage().split(/\n(?=## )/).slice(1).map((part) => {
    const [heading = '', ...body] = part.split('\n');
    const title = heading.replace(/^## /, '');
    return { title, source: `road-checkout://docs/rules.md#${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, text: body.join('\n').trim() };
  });
  const operations = OPERATIONS.map((op) => ({
    title: `${op.method.toUpperCase()} ${op.path}: ${op.summary}`,
    source: `road-checkout://docs/openapi.json#${op.operationId}`,
    text: [op.description ?? '', ...[...operationProblems(op)].map(([status, codes]) => `${status}: ${codes.join(', ')}`)].join('\n'),
  }));
  return [...rules, ...operations];
}

let sections: DocSection[] | undefined;
export const docSections = (): DocSection[] => (sections ??= buildSections());

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9_]+/).filter((w) => w.length > 1);

/** Sections by how many of the query's words they hold, a word in the title counting three times. */
export function searchDocs(query: string, limit: number): (DocSection & { score: number })[] {
  const terms = [...new Set(words(query))];
  return docSections()
    .map((section) => {
      const title = new Set(words(section.title));
      const body = new Set(words(section.text));
      const score = terms.reduce((sum, term) => sum + (title.has(term) ? 3 : 0) + (body.has(term) ? 1 : 0), 0);
      return { ...section, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
