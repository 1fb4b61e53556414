// `npm run og-images`: renders the three Open Graph images (1200x630 JPEG, one per locale) into
// assets/ with Chromium. They are committed (they change only with the name or the headline),
// so neither the build nor CI needs a browser or CJK fonts for them.
import { join } from 'node:path';
import { launchBrowser } from '../shared/browser.ts';

const root = join(import.meta.dirname, '../..');
const cards = [
  { locale: 'zh-TW', lang: 'zh-Hant-TW', name: '國際反詐騙協會', headline: '被騙了怎麼辦？', lead: '先打給銀行、報警：報案是免費的。' },
  { locale: 'zh-CN', lang: 'zh-Hans-CN', name: '国际反诈骗协会', headline: '被骗了怎么办？', lead: '先打给银行、报警：报案是免费的。' },
  { locale: 'en', lang: 'en', name: 'International Anti-Fraud Association', headline: 'What to do if you’ve been scammed?', lead: 'Call your bank and the police first: reporting is free.' },
];

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const card of cards) {
  await page.setContent(`<!doctype html><html lang="${card.lang}"><body style="margin:0;width:1200px;height:630px;
    background:linear-gradient(135deg,#1e3a8a,#172554);color:#fff;font-family:'Noto Sans CJK TC','Noto Sans CJK SC',system-ui,sans-serif;
    display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box">
    <div style="display:flex;align-items:center;gap:20px;font-size:36px;font-weight:700">
      <svg width="64" height="64" viewBox="0 0 32 32"><path fill="#fff" d="M16 1 3 6v9c0 8 5.6 13.8 13 16 7.4-2.2 13-8 13-16V6z"/><path fill="none" stroke="#1e40af" stroke-linecap="round" stroke-linejoin="round" stroke-width="2.6" d="m10 16 4.2 4.2L22.5 12"/></svg>
      ${card.name}</div>
    <div style="font-size:76px;font-weight:800;line-height:1.15;margin-top:48px">${card.headline}</div>
    <div style="font-size:36px;margin-top:32px;color:#dbeafe">${card.lead}</div></body></html>`);
  const file = join(root, 'assets', `og-${card.locale}.jpg`);
  await page.screenshot({ path: file, type: 'jpeg', quality: 82 });
  console.log(`wrote ${file}`);
}
await browser.close();
