// Adds a script from another origin (chat, analytics); only the third-party chunk uses it.
/** Adds a script from another origin; resolves when it has run, rejects when it fails. */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}
