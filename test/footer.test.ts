// The footer's contact details, as a screen reader hears them: each value under its own label.
import { describe, expect, it } from 'vitest';
import { page, textOf } from './helpers.ts';

describe('the footer contact list', () => {
  it.each([
    ['/', ['電子郵件', '電話', '地址', '服務時間']],
    ['/cn', ['电子邮件', '电话', '地址', '服务时间']],
    ['/en', ['Email', 'Phone', 'Address', 'Office hours']],
  ])('%s labels each detail, never with the detail itself', async (url, labels) => {
    const { doc } = await page(url);
    const rows = doc.querySelectorAll('#contact dl > div').map((row) => [textOf(row.querySelector('dt')), textOf(row.querySelector('dd'))]);
    expect(rows.map(([label]) => label)).toEqual(labels);
    for (const [label, value] of rows) expect(value).not.toBe(label);
  });
});
