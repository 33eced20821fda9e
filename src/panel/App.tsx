import { Header } from './components/Header.tsx';
import { SignIn } from './components/SignIn.tsx';
import { lazyScreen } from './components/lazyScreen.tsx';
import { t } from './i18n/i18n.ts';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { IntegrationScreen } from './screens/IntegrationScreen.tsx';
import { OrderDetailScreen } from './screens/OrderDetailScreen.tsx';
import { OrdersScreen } from './screens/OrdersScreen.tsx';
import { PayoutsScreen } from './screens/PayoutsScreen.tsx';
import { WebhooksScreen } from './screens/WebhooksScreen.tsx';
import { route } from './state/route.ts';
import { session } from './state/session.ts';

/** Only a sandbox shows it, so it is a chunk of its own. */
const SandboxScreen = lazyScreen(() => import('./screens/SandboxScreen.tsx').then((m) => m.SandboxScreen));

function Screen() {
  const current = route.value;
  if (current.screen === 'order' && current.id) return <OrderDetailScreen key={current.id} id={current.id} />;
  if (current.screen === 'home') return <HomeScreen />;
  if (current.screen === 'orders') return <OrdersScreen />;
  if (current.screen === 'payouts') return <PayoutsScreen />;
  if (current.screen === 'integration') return <IntegrationScreen />;
  if (current.screen === 'sandbox' && session.value?.sandbox) return <SandboxScreen />;
  return <WebhooksScreen />;
}

export function App() {
  if (session.value === undefined) return <main id="main"><p role="status">{t('app.loading')}</p></main>;
  if (session.value === null) return <SignIn />;
  return (
    <>
      <Header />
      <Screen />
    </>
  );
}
