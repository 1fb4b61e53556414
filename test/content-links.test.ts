// Links between the site's pages (scripts/build/content/checks/links.ts), the rule the build runs over
// content/ and the web editor runs over the entry being typed: a link to an article that does not
// exist, a typo, a folder name for an article's id, a language prefix, and an address parted from
// its text are each named by file and line with what to write; a link to a page passes.
import { describe, expect, it } from 'vitest';
import { linkProblems, siteLinkProblem, siteLinks, type SiteIndex } from '../scripts/build/content/checks/links.ts';

const site: SiteIndex = {
  pages: ['/', '/report', '/verify', '/blog', '/blog/1', '/blog/8', '/news', '/news/delivery-text-messages', '/scams', '/scams/job'],
  redirects: { '/old-report': '/report' },
};
const body = (lines: string[]) => ['---', 'title: x', '---', '', ...lines].join('\n');

describe('a link to a page of this site', () => {
  it.each([
    ['/report'], ['/blog/8'], ['/news/delivery-text-messages'], ['/scams/job'], ['/verify#board'], ['/blog?category=legal-column'], ['/report/'],
  ])('%s names a page: no problem', (href) => {
    expect(siteLinkProblem(href, site)).toBeUndefined();
  });

  it.each([
    ['/blog/99', /names no article: an article's address is \/blog\/ and its id \(\/blog\/1, \/blog\/8\), not its folder/],
    ['/blog/fake-investment-platforms', /names no article: .*not its folder/],
    ['/reprot', /names no page of this site: did you mean "\/report"\?/],
    ['/news/2026-11-30-event', /names no news item/],
    ['/en/report', /names a language: write "\/report"/],
    ['/old-report', /is an old address of \/report: link to "\/report"/],
  ])('%s is refused with what to write', (href, message) => {
    expect(siteLinkProblem(href, site)).toMatch(message);
  });

  it('is found on its line, in a body and in a YAML text, and named with its file', () => {
    const source = body(['A first paragraph.', '', 'Report it [here](/reprot) or [there](/report).', '', '- [Read more](/blog/99)']);
    expect(siteLinks(source)).toEqual([{ line: 7, href: '/reprot' }, { line: 7, href: '/report' }, { line: 9, href: '/blog/99' }]);
    expect(linkProblems('articles/x/en.md', source, site)).toEqual([
      expect.stringMatching(/^content\/articles\/x\/en\.md:7: the link "\/reprot" names no page/),
      expect.stringMatching(/^content\/articles\/x\/en\.md:9: the link "\/blog\/99" names no article/),
    ]);
    expect(linkProblems('text/report.yaml', 'intro:\n  en: See [who we are](/verfy).\n', site)).toEqual([expect.stringMatching(/^content\/text\/report\.yaml:2: the link "\/verfy" names no page of this site: did you mean "\/verify"\?/)]);
  });

  it('whose address was parted from its text by a blank line is named', () => {
    const source = body(['請立刻[報案]', '', '(/report)。']);
    expect(linkProblems('articles/x/zh-TW.md', source, site)).toEqual([
      expect.stringMatching(/^content\/articles\/x\/zh-TW\.md:7: a link's address stands alone at the start of a paragraph: write the text and the address together, \[text\]\(\/report\)/),
    ]);
    // A paragraph that opens with a bracket of its own words is fine.
    expect(linkProblems('articles/x/en.md', body(['(This applies in Taiwan only.)']), site)).toEqual([]);
  });

  it('is not looked for in the review files the build writes', () => {
    expect(linkProblems('articles/x/zh-CN.md', body(['[x](/nowhere)']), site)).toEqual([]);
  });
});
