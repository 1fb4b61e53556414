// Language links are plain links (they work without JavaScript); with it, switching language
// replaces the current history entry, so Back leaves the page rather than flipping languages.
export function initLanguageSwitch(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      location.replace(link.href);
    });
  }
}
