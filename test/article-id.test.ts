// One rule for an article's id, which is its address (src/content/article-id.ts): the build
// accepts an id exactly when the router finds it, so an article is never listed, in the blog, a
// feed or the sitemap, without its page, and the sitemap never fails on one. Checked on the
// fixture's article (test/fixtures/content/) given the largest id and one past it.
import { describe, expect, it } from 'vitest';
import { compileContent, ContentError } from '../scripts/build/content/compile.ts';
import { articleIdSegment, maxArticleId } from '../src/content/article-id.ts';
import { publisher } from '../src/content/published.ts';
import { sitemapFiles, sitemapXml } from '../src/http/sitemap.ts';
import { routes } from '../src/site/routes.ts';

const fixture = new Map(Object.entries(
  import.meta.glob(['./fixtures/content/**/*.md', './fixtures/content/*.yaml'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>,
).map(([path, text]) => [path.slice('./fixtures/content/'.length), text]));

/** The fixture with its article's id set to `id`, compiled (or the build's message). */
function withId(id: number) {
  const files = new Map(fixture);
  const path = 'articles/new-article/zh-TW.md';
  files.set(path, files.get(path)!.replace(/^id: \d+$/m, `id: ${id}`));
  // The guide that names the article as related names it by its id.
  for (const [file, text] of files) if (file.startsWith('scams/')) files.set(file, text.replace(/^relatedArticles: \[\d+\]$/m, `relatedArticles: [${id}]`));
  try {
    return compileContent(files);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
}

describe('an article id', () => {
  it.each([1, 9999, 10_000, 20_260_115, maxArticleId])('%i: the build accepts it, the router finds it, the sitemap lists it', (id) => {
    const content = withId(id);
    if (typeof content === 'string') throw new Error(content);
    const pub = publisher(content.articles, content.newsItems)(Date.parse('2100-01-01'), true);
    expect(pub.article(String(id))?.id).toBe(id);
    const article = routes.find((r) => r.id === 'article')!;
    expect(article.paths!(pub)).toContain(`/blog/${id}`);
    expect(sitemapXml('https://site.test', pub)).toContain(`<loc>https://site.test/en/blog/${id}</loc>`);
    expect(sitemapFiles(pub).map((f) => f.path)).toContain('/sitemap-article-1.xml');
  });

  it.each([0, maxArticleId + 1, 1.5])('%s: the build refuses it, naming the file, the field and the rule', (id) => {
    const message = withId(id);
    expect(message).toEqual(expect.any(String));
    expect(message).toMatch(/^content\/articles\/new-article\/zh-TW\.md:\d+: id: /);
  });

  it('a URL matches it only as the build would write it', () => {
    for (const ok of ['1', '10000', String(maxArticleId)]) expect(articleIdSegment.test(ok), ok).toBe(true);
    for (const no of ['0', '01', '1e3', '١', '1.0', String(maxArticleId + 1), '-1', '']) expect(articleIdSegment.test(no), no).toBe(false);
  });
});
