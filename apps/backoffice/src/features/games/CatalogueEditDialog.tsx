import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { CheckboxField } from '../../ui/CheckboxField';
import { Field, type FieldControl } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';

/** What the console edits of a vendor or a game of the merchant. */
export type CatalogueSettings = {
  enabled: boolean;
  sortOrder: number;
  hot: boolean;
  maintenance: boolean;
  /** Games only: the popular list's rank, null when not on it. */
  popularRank?: number | null;
};
export type CatalogueChange = Partial<CatalogueSettings>;

const maxPosition = 1_000_000;
const maxRank = 999;

/** A lobby position as typed: a whole number from 0, or null when it is not one. */
export function parsePosition(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= maxPosition ? value : null;
}

/** A popular rank as typed: empty is "not popular" (null), else 1 to 999; undefined if wrong. */
function parseRank(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= maxRank ? value : undefined;
}

type SettingName = 'sortOrder' | 'popularRank';

/** The server's field errors of a refused save (`body.sortOrder` → `sortOrder`). */
function serverFields(error: unknown): Partial<Record<SettingName, true>> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.value as { fields?: Record<string, string> } | null)?.fields ?? {};
  const found: Partial<Record<SettingName, true>> = {};
  for (const path of Object.keys(fields)) {
    const field = path.replace(/^body\./, '');
    if (field === 'sortOrder' || field === 'popularRank') found[field] = true;
  }
  return found;
}

/**
 * The edit form of a vendor or a game: shown to players, lobby position, hot, popular rank
 * (games) and maintenance. Only what the staff member changed is sent; the form is the
 * confirmation, and says that maintenance holds for every brand.
 */
export function CatalogueEditDialog({
  title,
  current,
  busy,
  error,
  errorText,
  onSave,
  onClose,
  testId,
}: {
  title: string;
  current: CatalogueSettings;
  busy: boolean;
  /** The last failed save, if any. */
  error: unknown;
  errorText: (error: unknown) => string;
  onSave: (change: CatalogueChange) => void;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const withRank = current.popularRank !== undefined;
  const [enabled, setEnabled] = useState(current.enabled);
  const [hot, setHot] = useState(current.hot);
  const [maintenance, setMaintenance] = useState(current.maintenance);
  const [position, setPosition] = useState(String(current.sortOrder));
  const [rank, setRank] = useState(current.popularRank == null ? '' : String(current.popularRank));
  const [invalid, setInvalid] = useState<Partial<Record<SettingName, true>>>({});
  const [nothingChanged, setNothingChanged] = useState(false);

  const fromServer = serverFields(error);
  const wrong = { ...fromServer, ...invalid };

  const submit = () => {
    const sortOrder = parsePosition(position);
    const popularRank = withRank ? parseRank(rank) : null;
    const problems: Partial<Record<SettingName, true>> = {};
    if (sortOrder === null) problems.sortOrder = true;
    if (popularRank === undefined) problems.popularRank = true;
    setInvalid(problems);
    setNothingChanged(false);
    if (sortOrder === null || popularRank === undefined) return;
    const change: CatalogueChange = {};
    if (enabled !== current.enabled) change.enabled = enabled;
    if (sortOrder !== current.sortOrder) change.sortOrder = sortOrder;
    if (hot !== current.hot) change.hot = hot;
    if (withRank && popularRank !== current.popularRank) change.popularRank = popularRank;
    if (maintenance !== current.maintenance) change.maintenance = maintenance;
    if (Object.keys(change).length === 0) {
      setNothingChanged(true);
      return;
    }
    onSave(change);
  };

  const formError = nothingChanged
    ? t('games.form.nothingChanged')
    : error && Object.keys(fromServer).length === 0
      ? errorText(error)
      : null;
  const check = (
    name: 'enabled' | 'hot' | 'maintenance',
    checked: boolean,
    set: (checked: boolean) => void,
    hint?: string,
  ) => (
    <CheckboxField
      className="games-check"
      label={t(`games.form.${name}`)}
      hint={hint}
      checked={checked}
      onChange={set}
    />
  );

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      busy={busy}
      testId={testId}
      problem={formError}
      confirmLabel={t('games.form.save')}
      onSubmit={submit}
    >
      {check('enabled', enabled, setEnabled)}
      <Field
        label={t('games.form.position')}
        hint={t('games.form.positionHint')}
        error={wrong.sortOrder && t('games.fieldErrors.position')}
      >
        {(control) => <NumberInput control={control} value={position} onChange={setPosition} />}
      </Field>
      {check('hot', hot, setHot)}
      {withRank && (
        <Field
          label={t('games.form.popularRank')}
          hint={t('games.form.popularRankHint')}
          error={wrong.popularRank && t('games.fieldErrors.popularRank')}
        >
          {(control) => <NumberInput control={control} value={rank} onChange={setRank} />}
        </Field>
      )}
      {check('maintenance', maintenance, setMaintenance, t('games.form.maintenanceHint'))}
    </FormDialog>
  );
}

function NumberInput({
  control,
  value,
  onChange,
}: {
  control: FieldControl;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      {...control}
      className="input games-number"
      inputMode="numeric"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
