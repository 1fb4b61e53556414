// Cookie consent: a banner on the first visit (only when a third-party service is configured),
// equal-weight accept and reject, the choice remembered in this browser and changeable from the
// footer. Analytics starts only after "accept"; the chat is functional and loads on click only.
import { startAnalytics } from './analytics.ts';
import type { ClientSettings } from './settings.ts';

const key = 'consent.v1';

export function analyticsConsented(): boolean {
  try {
    return localStorage.getItem(key) === 'accepted';
  } catch {
    return false; // storage blocked: treat as no consent
  }
}

function remember(choice: 'accepted' | 'rejected'): void {
  try {
    localStorage.setItem(key, choice);
  } catch { /* storage blocked: the banner will ask again next time */ }
}

function hasChoice(): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function initConsent(settings: ClientSettings): void {
  const banner = document.getElementById('consent-banner');
  if (!banner || (!settings.chat && !settings.gtag)) return;
  if (settings.gtag && analyticsConsented()) startAnalytics(settings.gtag);
  if (!hasChoice()) banner.hidden = false;

  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent;
    if (choice !== 'accept' && choice !== 'reject') return;
    remember(choice === 'accept' ? 'accepted' : 'rejected');
    banner.hidden = true;
    if (choice === 'accept' && settings.gtag) startAnalytics(settings.gtag);
    // A change from accept to reject takes full effect on the next page: reload nothing now.
  });

  const settingsButton = document.querySelector<HTMLButtonElement>('[data-consent-open]');
  if (settingsButton) {
    settingsButton.hidden = false;
    settingsButton.addEventListener('click', () => {
      banner.hidden = false;
      banner.querySelector<HTMLButtonElement>('[data-consent]')?.focus();
    });
  }
}
