// The "Print this page" buttons on the report page, the scam guides and How We Work.
import { untilEnhanced } from './classes.ts';

export function initPrint(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
    button.classList.remove(untilEnhanced);
    button.addEventListener('click', () => window.print());
  }
  // The report page's places are <details>: with one open (the visitor's place), paper shows that
  // place alone (the print rules of uno.config.ts); with none open, every place whole.
  window.addEventListener('beforeprint', () => {
    const cards = [...document.querySelectorAll<HTMLDetailsElement>('details[data-place-card]')];
    if (cards.some((card) => card.open)) return;
    for (const card of cards) card.open = true;
  });
}
