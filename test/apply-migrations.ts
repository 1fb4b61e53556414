// Applies migrations/ to the tests' local D1 before each test file (already applied ones are
// skipped), as `wrangler d1 migrations apply DB --local` does for `npm start`.
import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test';

const bindings = env as unknown as { DB: D1Database; TEST_MIGRATIONS: D1Migration[] };
await applyD1Migrations(bindings.DB, bindings.TEST_MIGRATIONS);
