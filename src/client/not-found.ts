// The 404 page logs the missing path to the browser console (what a developer looks for first).
export function logMissingPath(): void {
  const path = document.querySelector<HTMLElement>('[data-missing-path]')?.dataset.missingPath;
  if (path !== undefined) console.warn(`404: page not found: ${path}`);
}
