import { loadConfig } from '../config';
import { migrate } from '../platform/db/migrate';
import { openConfiguredDatabase } from '../platform/db/open';
import { demoLoginsText, seedDemoData } from './demo';

// `npm run seed`: migrate, then add whatever demo data is missing.
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const applied = await migrate(database);
  await seedDemoData(database.db, { demoPassword: config.demoPassword });
  console.log(
    `Migrations applied: ${applied}. Demo data is in place.\n\n${demoLoginsText(config.demoPassword)}`,
  );
} finally {
  await database.close();
}
