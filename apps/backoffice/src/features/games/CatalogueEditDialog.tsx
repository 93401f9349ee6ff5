import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { Dialog } from '../../ui/Dialog';

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

type Field = 'sortOrder' | 'popularRank';

/** The server's field errors of a refused save (`body.sortOrder` → `sortOrder`). */
function serverFields(error: unknown): Partial<Record<Field, true>> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.value as { fields?: Record<string, string> } | null)?.fields ?? {};
  const found: Partial<Record<Field, true>> = {};
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
  const id = useId();
  const withRank = current.popularRank !== undefined;
  const [enabled, setEnabled] = useState(current.enabled);
  const [hot, setHot] = useState(current.hot);
  const [maintenance, setMaintenance] = useState(current.maintenance);
  const [position, setPosition] = useState(String(current.sortOrder));
  const [rank, setRank] = useState(current.popularRank == null ? '' : String(current.popularRank));
  const [invalid, setInvalid] = useState<Partial<Record<Field, true>>>({});
  const [nothingChanged, setNothingChanged] = useState(false);

  const fromServer = serverFields(error);
  const wrong = { ...fromServer, ...invalid };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sortOrder = parsePosition(position);
    const popularRank = withRank ? parseRank(rank) : null;
    const problems: Partial<Record<Field, true>> = {};
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
  const describedBy = (field: Field, hint: string) =>
    [wrong[field] && `${id}-${field}-error`, `${id}-${hint}`].filter(Boolean).join(' ');

  return (
    <Dialog title={title} onClose={onClose} busy={busy} testId={testId}>
      <form onSubmit={submit} noValidate>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <div className="field games-check">
          <label>
            <input
              type="checkbox"
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
            />
            {t('games.form.enabled')}
          </label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-position`}>{t('games.form.position')}</label>
          <input
            id={`${id}-position`}
            className="input games-number"
            inputMode="numeric"
            value={position}
            onChange={(event) => setPosition(event.target.value)}
            aria-invalid={wrong.sortOrder === true}
            aria-describedby={describedBy('sortOrder', 'position-hint')}
          />
          {wrong.sortOrder && (
            <span className="games-field-error" id={`${id}-sortOrder-error`}>
              {t('games.fieldErrors.position')}
            </span>
          )}
          <span className="field-hint" id={`${id}-position-hint`}>
            {t('games.form.positionHint')}
          </span>
        </div>
        <div className="field games-check">
          <label>
            <input
              type="checkbox"
              checked={hot}
              onChange={(event) => setHot(event.target.checked)}
            />
            {t('games.form.hot')}
          </label>
        </div>
        {withRank && (
          <div className="field">
            <label htmlFor={`${id}-rank`}>{t('games.form.popularRank')}</label>
            <input
              id={`${id}-rank`}
              className="input games-number"
              inputMode="numeric"
              value={rank}
              onChange={(event) => setRank(event.target.value)}
              aria-invalid={wrong.popularRank === true}
              aria-describedby={describedBy('popularRank', 'rank-hint')}
            />
            {wrong.popularRank && (
              <span className="games-field-error" id={`${id}-popularRank-error`}>
                {t('games.fieldErrors.popularRank')}
              </span>
            )}
            <span className="field-hint" id={`${id}-rank-hint`}>
              {t('games.form.popularRankHint')}
            </span>
          </div>
        )}
        <div className="field games-check">
          <label>
            <input
              type="checkbox"
              checked={maintenance}
              onChange={(event) => setMaintenance(event.target.checked)}
              aria-describedby={`${id}-maintenance-hint`}
            />
            {t('games.form.maintenance')}
          </label>
          <span className="field-hint" id={`${id}-maintenance-hint`}>
            {t('games.form.maintenanceHint')}
          </span>
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            {t('games.form.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
