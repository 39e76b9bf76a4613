import { createRoot } from 'react-dom/client';
// Its styles as a file of their own, linked when the overlay first opens: imported plainly, Astro
// would inline them into every page that loads site.ts.
import stylesheet from './login.css?url';
import type { LoginLabels } from '../../components/auth/login-labels.ts';
import { openLogin, type LoginMode } from '../../stores/session.ts';
import LoginOverlay from './LoginOverlay.tsx';
import type { Provider } from './SignInView.tsx';

/**
 * Loads and shows the login overlay. site.ts imports this module only when someone asks to log in
 * (or arrives with an openid), so no page pays for the overlay's code or texts until then.
 */
let mounted: Promise<void> | undefined;

function loadStyles(): Promise<void> {
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: stylesheet });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve()); // unstyled is still usable
    document.head.append(link);
  });
}

async function mount(lang: string): Promise<void> {
  const [labels, providers] = await Promise.all([
    fetch(`/login-labels/${lang}.json?v=${import.meta.env.LOGIN_LABELS_VERSION}`).then((r) => r.json() as Promise<LoginLabels>),
    fetch('/api/v1/oauth/providers', { headers: { accept: 'application/json' } })
      .then((r) => r.json() as Promise<{ Data?: Provider[] }>)
      .then(
        (b) => b.Data ?? [],
        () => [],
      ),
    loadStyles(),
  ]);
  const host = document.createElement('div');
  host.id = 'login-overlay';
  document.body.append(host);
  // Lang 'zh-cn' (mainland China) dials 0086 by default; elsewhere the app state's default, 001.
  createRoot(host).render(
    <LoginOverlay labels={labels} lang={lang} defaultAreaCode={lang === 'zh-cn' ? '0086' : '001'} providers={providers} />,
  );
}

export async function showLogin(lang: string, mode: LoginMode = 1): Promise<void> {
  mounted ??= mount(lang).catch((err: unknown) => {
    mounted = undefined;
    throw err;
  });
  await mounted;
  openLogin(mode);
}
