// Loaded only on pages whose server configured a third-party service (chat or analytics):
// the consent banner and the consultation-button flow. Without one, no byte of this is fetched.
import { initChat } from './chat.ts';
import { initConsent } from './consent.ts';
import type { ClientSettings } from './settings.ts';

export function initThirdParty(settings: ClientSettings): void {
  initConsent(settings);
  initChat(settings);
}
