import { render } from 'preact';
import { App } from './App.tsx';
import { chooseLanguage, startingLanguage } from './i18n/i18n.ts';
import { loadSession } from './state/session.ts';
import './styles.css';

const root = document.getElementById('app');
if (root) {
  render(<App />, root);
  // The language picked here before, else the browser's; a failed chunk load leaves English, which is always there.
  void chooseLanguage(startingLanguage()).catch(() => undefined);
  void loadSession();
}
