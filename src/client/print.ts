// The "Print this page" buttons on the report page, the scam guides and How We Work.
export function initPrint(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
    button.classList.remove('invisible');
    button.addEventListener('click', () => window.print());
  }
}
