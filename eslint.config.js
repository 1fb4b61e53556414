// ESLint: the recommended JavaScript and TypeScript rules, plus the project's own boundaries
// (no raw HTML from React but the build's own CSS and SVG in Inline.tsx; no inline scripts, no
// style attributes: the CSP forbids them).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.wrangler/', '.scratch/', 'src/generated/', 'src/i18n/i18n-*.ts', 'src/i18n/formatters.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Content is always escaped: render text, never raw HTML.' },
        { selector: "JSXAttribute[name.name='style']", message: 'No inline styles (CSP): use utility classes.' },
        { selector: "JSXOpeningElement[name.name='script']:not(:has(JSXAttribute[name.name='src'])):not(:has(JSXAttribute[name.name='type'][value.value='application/ld+json']))", message: 'No inline scripts (CSP): use a module under src/client.' },
      ],
    },
  },
  {
    // The one exception: build-time CSS and SVG from src/generated/, by name only (see the file).
    files: ['src/components/Inline.tsx'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "JSXAttribute[name.name='style']", message: 'No inline styles (CSP): use utility classes.' }],
    },
  },
);
