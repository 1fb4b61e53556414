// Escaping for the XML the worker writes itself (sitemap, Atom feeds): text and attribute values.
export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
