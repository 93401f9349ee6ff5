import { consoleSettings } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { QueryView } from '../../ui/QueryView';
import { integrationsQuery, settingsActions, type IntegrationSettings } from './api';
import { draftErrors, fieldErrorText, type FieldErrors } from './form-errors';
import { SettingInput, shown, type Change } from './parts';
import { SiteSettingsForm, useSiteSave } from './SiteSettingsForm';

type OriginList = 'imageCdns' | 'launchGameCdns';
const originLists: OriginList[] = ['imageCdns', 'launchGameCdns'];
type Draft = { gtagId: string } & Record<OriginList, string>;

const draftOf = (settings: IntegrationSettings): Draft => ({
  gtagId: settings.gtagId ?? '',
  imageCdns: settings.imageCdns.join('\n'),
  launchGameCdns: settings.launchGameCdns.join('\n'),
});

/**
 * A line as the origin it names: `https://IMG.example.com/` is `https://img.example.com`.
 * Anything else (a path, a query, credentials, another scheme) is left as typed, for the
 * contract's check to point at.
 */
function originOf(line: string): string {
  if (!/^https:\/\/[^/?#@\s]+\/?$/i.test(line)) return line;
  try {
    return new URL(line).origin;
  } catch {
    return line;
  }
}

/** One origin a line; blank lines are left out. */
const originsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(originOf);

const bodyOf = (draft: Draft) => ({
  gtagId: draft.gtagId.trim(),
  imageCdns: originsOf(draft.imageCdns),
  launchGameCdns: originsOf(draft.launchGameCdns),
});

/** The origins as a confirmation lists them, one a line. */
function Origins({ origins, none }: { origins: string[]; none: string }) {
  if (origins.length === 0) return <>{none}</>;
  return (
    <>
      {origins.map((origin) => (
        <div key={origin}>{origin}</div>
      ))}
    </>
  );
}

/**
 * What is wrong with a list of origins: the list's own problem (too many, one twice), or
 * the first wrong origin, named (`imageCdns.2` is the third origin sent).
 */
function listError(errors: FieldErrors, list: OriginList, origins: string[]): string | undefined {
  if (errors[list]) return fieldErrorText(errors[list]);
  const entry = Object.keys(errors).find((key) => key.startsWith(`${list}.`));
  if (!entry) return undefined;
  const origin = origins[Number(entry.slice(list.length + 1))] ?? '';
  return `${origin}: ${fieldErrorText(errors[entry]!)}`;
}

/**
 * The merchant's analytics tag and CDN origins: what the site is told, with its status, to
 * load from elsewhere. Loads its own group of settings, apart from the site's.
 */
export function IntegrationsPanel({
  merchant,
  canChange,
}: {
  merchant: string;
  canChange: boolean;
}) {
  const integrations = useQuery(integrationsQuery(merchant));
  return (
    <QueryView query={integrations}>
      {(settings) => (
        <IntegrationsForm merchant={merchant} settings={settings} canChange={canChange} />
      )}
    </QueryView>
  );
}

export function IntegrationsForm({
  merchant,
  settings,
  canChange,
}: {
  merchant: string;
  settings: IntegrationSettings;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(draftOf(settings));
  const site = useSiteSave<IntegrationSettings>({
    merchant,
    queryKey: integrationsQuery(merchant).queryKey,
    send: () => settingsActions.integrations(bodyOf(draft)),
    onSaved: (answer) => {
      setDraft(draftOf(answer));
      return t('settings.saved');
    },
  });
  const body = bodyOf(draft);

  const submit = () => {
    site.setNotice('');
    const problems = draftErrors(consoleSettings.integrationsBody, body);
    site.setErrors(problems ?? {});
    if (problems) return;
    const none = t('settings.none');
    const list: Change[] = [];
    const gtagId = body.gtagId || null;
    if (gtagId !== settings.gtagId) {
      list.push({
        label: t('settings.integrations.gtagId'),
        before: shown(settings.gtagId, none),
        after: shown(gtagId, none),
      });
    }
    for (const field of originLists) {
      if (body[field].join('\n') === settings[field].join('\n')) continue;
      list.push({
        label: t(`settings.integrations.${field}`),
        before: <Origins origins={settings[field]} none={none} />,
        after: <Origins origins={body[field]} none={none} />,
      });
    }
    if (list.length > 0) site.ask(list);
  };

  return (
    <SiteSettingsForm
      site={site}
      section="integrations"
      name="integrations"
      canChange={canChange}
      onSubmit={submit}
    >
      <div className="form-grid">
        <SettingInput
          label={t('settings.integrations.gtagId')}
          hint={t('settings.integrations.gtagIdHint')}
          error={site.errors.gtagId}
          spellCheck={false}
          autoComplete="off"
          placeholder="G-XXXXXXXXXX"
          value={draft.gtagId}
          maxLength={32}
          onChange={(gtagId) => setDraft({ ...draft, gtagId })}
        />
        {originLists.map((field) => (
          <Field
            key={field}
            label={t(`settings.integrations.${field}`)}
            hint={t(`settings.integrations.${field}Hint`, { max: consoleSettings.maxCdnOrigins })}
            error={listError(site.errors, field, body[field])}
          >
            {(control) => (
              <textarea
                {...control}
                className="textarea"
                rows={3}
                spellCheck={false}
                placeholder="https://cdn.example.com"
                value={draft[field]}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
    </SiteSettingsForm>
  );
}
