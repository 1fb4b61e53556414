// `node scripts/bench/editor.ts decap|sveltia` (after `npm run build`): three jobs of the editors'
// review (docs/decisions.md, "Decap CMS, not Sveltia CMS, for now") done in a web editor by
// Chromium through playwright-core, in a copy of the project: an article in both languages with a
// picture, a news item scheduled for later, one figure changed. Prints, per job, the UI actions
// it took (clicks, fields filled, files chosen) and the seconds from the first click to the
// files written, then whether the copy still builds and how many lines the figure's file changed.
// decap: the editor this project ships, on `npm run cms` (editor-decap.ts). sveltia: Sveltia
// CMS from an unpacked package ($SVELTIA_DIR; editor-sveltia.ts says how). The seconds are
// the browser's and the harness's, not a person's: compare the actions.
import { projectCopy, runJobs } from './editor-jobs.ts';

const which = process.argv[2];
if (which !== 'decap' && which !== 'sveltia') {
  console.error('usage: node scripts/bench/editor.ts decap|sveltia');
  process.exit(2);
}
const { start } = await import(which === 'decap' ? './editor-decap.ts' : './editor-sveltia.ts');
const copy = projectCopy(`bench-editor-${which}-`);
await runJobs(which, copy, await start(copy));
