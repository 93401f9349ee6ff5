import { z } from 'zod';

// The switch tree: which modules of the site the merchant runs.

/** A module of the whitelabel tree as the console shows it: on or off, with its children. */
export type SettingsModule = { modId: string; enabled: boolean; children: SettingsModule[] };
export const settingsModule: z.ZodType<SettingsModule> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), children: z.array(settingsModule) }),
);
export const moduleParams = z.object({ modId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const moduleSwitchBody = z.object({ enabled: z.boolean() });
export type ModuleSwitchBody = z.infer<typeof moduleSwitchBody>;
