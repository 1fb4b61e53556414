// /.well-known/security.txt (RFC 9116): what the site serves, read against the `security` block of
// content/organisation/contact.yaml, and what the build's stage (scripts/build/security-txt/) refuses.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import contactYaml from '../content/organisation/contact.yaml?raw';
import { latestExpires, securityTxt } from '../scripts/build/security-txt/security-txt.ts';
import { get } from './helpers.ts';

const site = 'http://localhost:8787'; // SITE_URL of wrangler.toml [vars]
const security = (parse(contactYaml) as { security: { email: string; expires: string; languages: string[]; policy?: string } }).security;

/** The fields of a security.txt, by name (each appears once here). */
const fieldsOf = (text: string) => new Map(text.trim().split('\n').map((line) => {
  const at = line.indexOf(': ');
  return [line.slice(0, at), line.slice(at + 2)] as const;
}));

describe('/.well-known/security.txt', () => {
  it('is served as plain UTF-8 text with the fields contact.yaml gives and the site\'s own address', async () => {
    const res = await get('/.well-known/security.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text.endsWith('\n')).toBe(true);
    const fields = fieldsOf(text);
    expect(fields.get('Contact')).toBe(`mailto:${security.email}`);
    // contact.yaml's date, or (sample content whose date ran out) the latest the build allows.
    const expected = securityTxt(contactYaml, new Date(), { verified: false }).fields;
    expect(fields.get('Expires')).toBe(fieldsOf(expected!).get('Expires'));
    expect(fields.get('Preferred-Languages')).toBe(security.languages.join(', '));
    expect(fields.get('Canonical')).toBe(`${site}/.well-known/security.txt`);
    expect(fields.get('Policy')).toBe(security.policy);
    // RFC 9116 2.5.5: in the future, and (as the build keeps it) at most a year ahead.
    const expires = Date.parse(fields.get('Expires')!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.parse(`${latestExpires(new Date())}T23:59:59Z`));
  });

  it('answers a revalidation with 304', async () => {
    const etag = (await get('/.well-known/security.txt')).headers.get('etag')!;
    expect((await get('/.well-known/security.txt', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});

describe('the security-txt stage', () => {
  const today = new Date('2026-06-15T10:00:00Z');
  const source = (expires: string, policy = '') => `email: help@example.org
security:
  email: security@example.org
  expires: "${expires}"
  languages: [zh-TW, zh-CN, en]
${policy}`;

  it('writes the fields, Policy only when given', () => {
    expect(securityTxt(source('2027-06-15'), today)).toEqual({
      fields: 'Contact: mailto:security@example.org\nExpires: 2027-06-15T23:59:59Z\nPreferred-Languages: zh-TW, zh-CN, en\n',
      problems: [],
    });
    expect(securityTxt(source('2026-06-15', '  policy: https://www.example.org/security\n'), today).fields)
      .toContain('\nPolicy: https://www.example.org/security\n');
  });

  it('serves sample content with an expired date a year ahead, with a warning', () => {
    const sample = securityTxt(source('2026-06-14'), today, { verified: false });
    expect(sample.problems).toEqual([]);
    expect(sample.fields).toContain('\nExpires: 2027-06-15T23:59:59Z\n');
    expect(sample.warnings).toEqual([expect.stringContaining('security.expires: 2026-06-14 is past')]);
  });

  it('refuses an expired date, naming the file, line and field', () => {
    expect(securityTxt(source('2026-06-14'), today)).toEqual({
      problems: ['content/organisation/contact.yaml:4: security.expires: 2026-06-14 is past, so security.txt has expired: write a date from 2026-06-15 to 2027-06-15 (at most a year ahead)'],
    });
  });

  it('refuses a date more than a year ahead', () => {
    expect(securityTxt(source('2027-06-16'), today).problems).toEqual([
      'content/organisation/contact.yaml:4: security.expires: 2027-06-16 is more than a year ahead: write a date from 2026-06-15 to 2027-06-15, and renew it before then',
    ]);
  });

  it('leaves a block that breaks the schema to the organisation stage', () => {
    expect(securityTxt(source('2026-02-30'), today)).toEqual({ problems: [] });
  });
});
