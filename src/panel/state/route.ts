import { computed, signal } from '@preact/signals';

export type Screen = 'home' | 'webhooks' | 'orders' | 'order' | 'payouts' | 'integration' | 'sandbox';

/** The screens are hash routes: one page served at /panel, with history and bookmarks that work. */
export const hash = signal(location.hash);
addEventListener('hashchange', () => { hash.value = location.hash; });

/** A screen's own state after `?` (the order list's filters and page), so Back and a bookmark find it again. */
export const route = computed((): { screen: Screen; id?: string; query: string } => {
  const [path = '', query = ''] = hash.value.split('?');
  const [, screen, id] = path.split('/');
  if (screen === 'orders' && id) return { screen: 'order', id: decodeURIComponent(id), query };
  if (screen === 'webhooks' || screen === 'orders' || screen === 'payouts' || screen === 'integration' || screen === 'sandbox') {
    return { screen, query };
  }
  // The overview is where a partner starts: numbers at a glance, links to the rest.
  return { screen: 'home', query };
});

export const hrefOf = (screen: Exclude<Screen, 'order'>, id?: string) =>
  `#/${screen}${id ? `/${encodeURIComponent(id)}` : ''}`;
