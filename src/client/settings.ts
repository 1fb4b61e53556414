// The third-party settings the server put on <body> (only those that are configured).
export interface ClientSettings {
  chat: { provider: string; id: string; src: string; loading: string; failed: string } | null;
  gtag: { id: string; src: string; conversion: string } | null;
}

export function readSettings(): ClientSettings {
  const d = document.body.dataset;
  return {
    chat: d.chatProvider && d.chatId && d.chatSrc
      ? { provider: d.chatProvider, id: d.chatId, src: d.chatSrc, loading: d.chatLoading ?? '', failed: d.chatFailed ?? '' }
      : null,
    gtag: d.gtagId && d.gtagSrc ? { id: d.gtagId, src: d.gtagSrc, conversion: d.gtagConversion ?? '' } : null,
  };
}
