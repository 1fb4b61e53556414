// Consultation buttons (a[data-consult]) are links to /contact, the first-party request form:
// a click records the conversion when analytics is consented and then follows the link. The
// chat button beside the form (a[data-consult][data-chat], shown only with a provider) links to
// the contact details without JavaScript; with it, a click (1) records the conversion, (2) loads
// the provider's script on the first click only, and (3) opens the chat window with the
// provider's documented call, showing a loading state meanwhile and falling back to the contact
// details if the chat is not up within a few seconds.
import { trackConversion } from './analytics.ts';
import { loadScript } from './load-script.ts';
import type { ClientSettings } from './settings.ts';

interface TawkApi { onLoad?: () => void; maximize?: () => void }
declare global {
  interface Window { Tawk_API?: TawkApi; $crisp?: unknown[][]; CRISP_WEBSITE_ID?: string }
}

const timeoutMs = 6000;
let ready: Promise<void> | null = null;

function openWindow(provider: string): void {
  if (provider === 'tawk') window.Tawk_API?.maximize?.();
  else window.$crisp?.push(['do', 'chat:open']);
}

/** Loads the provider once; resolves when its API can open the window. */
function loadChat(chat: NonNullable<ClientSettings['chat']>): Promise<void> {
  ready ??= new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chat timed out')), timeoutMs);
    const done = () => { clearTimeout(timer); resolve(); };
    if (chat.provider === 'tawk') {
      window.Tawk_API = window.Tawk_API ?? {};
      window.Tawk_API.onLoad = done;
      loadScript(chat.src).catch(reject);
    } else {
      window.$crisp = [];
      window.CRISP_WEBSITE_ID = chat.id;
      loadScript(chat.src).then(done, reject);
    }
  }).catch((error: unknown) => {
    ready = null; // a later click may try again
    throw error;
  });
  return ready;
}

function fallBack(chat: NonNullable<ClientSettings['chat']>): void {
  const contact = document.getElementById('contact');
  const status = document.querySelector<HTMLElement>('[data-chat-status]');
  if (status) status.textContent = chat.failed;
  contact?.scrollIntoView();
  contact?.focus();
  history.replaceState(null, '', '#contact');
}

export function initChat(settings: ClientSettings): void {
  const chat = settings.chat;
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLAnchorElement>('a[data-consult]');
    if (!button || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (!chat || !button.hasAttribute('data-chat')) {
      trackConversion(settings.gtag);
      return;
    }
    event.preventDefault();
    if (button.getAttribute('aria-busy') === 'true') return;
    trackConversion(settings.gtag);
    const label = button.textContent;
    button.setAttribute('aria-busy', 'true');
    button.textContent = chat.loading;
    try {
      await loadChat(chat);
      openWindow(chat.provider);
    } catch {
      fallBack(chat);
    } finally {
      button.removeAttribute('aria-busy');
      button.textContent = label;
    }
  });
}
