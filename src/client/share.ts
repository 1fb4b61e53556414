// The article's Share button: invisible in the HTML (it needs JavaScript), shown here. It uses the
// Web Share API where the browser has it, and otherwise copies the link and says so.
import { untilEnhanced } from './classes.ts';

export function initShare(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-share]');
  if (!button) return;
  const label = button.querySelector<HTMLElement>('[data-share-label]');
  const canShare = typeof navigator.share === 'function';
  if (!canShare && !navigator.clipboard) return;
  button.classList.remove(untilEnhanced);
  button.addEventListener('click', async () => {
    const url = location.href.split('#')[0]!;
    if (canShare) {
      try {
        await navigator.share({ title: document.title, url });
      } catch {
        // The visitor closed the share sheet: nothing to do.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      if (label && button.dataset.copiedLabel) {
        const original = label.textContent;
        label.textContent = button.dataset.copiedLabel;
        setTimeout(() => { label.textContent = original; }, 2500);
      }
    } catch {
      // Clipboard refused (permissions): the address bar still has the link.
    }
  });
}
