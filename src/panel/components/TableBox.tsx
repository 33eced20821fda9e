import type { ComponentChildren } from 'preact';
import { t } from '../i18n/i18n.ts';

/**
 * A table that scrolls sideways inside its own box on a narrow screen, so the page never does. The box takes the
 * focus (keyboard users scroll it with the arrows) and is a region named after its table
 * ("Table: Orders"), apart from the section around it.
 */
export function TableBox({ label, children }: { label: string; children: ComponentChildren }) {
  return <div class="table-box" role="region" aria-label={t('app.table', { name: label })} tabIndex={0}>{children}</div>;
}
