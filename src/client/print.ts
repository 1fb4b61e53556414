// The "Print this page" buttons on the report page, the scam guides and How We Work.
import { untilEnhanced } from './classes.ts';

export function initPrint(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
    button.classList.remove(untilEnhanced);
    button.addEventListener('click', () => window.print());
  }
  // The report page's places are <details>, most of them closed: paper shows every place whole.
  window.addEventListener('beforeprint', () => {
    for (const card of document.querySelectorAll<HTMLDetailsElement>('details[data-place-card]')) card.open = true;
  });
}
