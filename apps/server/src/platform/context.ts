import type { AppConfig } from '../config';
import type { Database } from './db/database';
import type { Notifier } from './notify/notifier';

/** What services need from the platform; routes pass it down, tests build it. */
export type ServiceContext = {
  db: Database;
  config: AppConfig;
  notifier: Notifier;
};
