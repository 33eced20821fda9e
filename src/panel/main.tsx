import { render } from 'preact';
import { App } from './App.tsx';
import { chooseLanguage } from './i18n/i18n.ts';
import { loadSession } from './state/session.ts';
import './styles.css';

const root = document.getElementById('app');
if (root) {
  render(<App />, root);
  // The page's language is the browser's; a failed chunk load leaves English, which is always there.
  void chooseLanguage(navigator.language).catch(() => undefined);
  void loadSession();
}
