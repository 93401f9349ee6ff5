import { loadConfig } from '../../config';
import { openConfiguredDatabase } from './open';

// `npm run db:sql -- "select ..."`: one statement on the configured database (the embedded
// one too, while no server holds it), for operators until the back office has a screen.
const statement = process.argv.slice(2).join(' ').trim();
if (!statement) {
  console.error('Usage: npm run db:sql -- "<SQL statement>"');
  process.exit(2);
}
const database = await openConfiguredDatabase(loadConfig());
try {
  const result = await database.execute(statement);
  if (result.rows.length > 0) console.table(result.rows);
  else console.log('OK');
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
