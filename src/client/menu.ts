// The small-screen menu. Without JavaScript the toggle is a link to #site-menu and CSS shows the
// menu when it is the :target; here it becomes a real disclosure button with focus handling.
import { menuOpen } from './classes.ts';

export function initMenu(): void {
  const toggle = document.querySelector<HTMLAnchorElement>('[data-menu-toggle]');
  const menu = document.getElementById('site-menu');
  if (!toggle || !menu) return;
  toggle.setAttribute('role', 'button');

  const setOpen = (open: boolean, restoreFocus: boolean) => {
    menu.classList.toggle(menuOpen, open);
    toggle.setAttribute('aria-expanded', String(open));
    if (open) menu.querySelector<HTMLElement>('a')?.focus();
    else if (restoreFocus) toggle.focus();
  };
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';

  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(!isOpen(), true);
  });
  // A link that behaves as a button answers the space bar too.
  toggle.addEventListener('keydown', (event) => {
    if (event.key === ' ') {
      event.preventDefault();
      setOpen(!isOpen(), true);
    }
  });
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a') && isOpen()) setOpen(false, false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) setOpen(false, true);
  });
}
