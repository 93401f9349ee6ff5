import { useTranslation } from 'react-i18next';

function ActionButton({
  label,
  name,
  danger = false,
  onClick,
}: {
  label: string;
  /** What a screen reader says: the action and the row's title. */
  name: string;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={danger ? 'button button-small button-danger-quiet' : 'button button-small'}
      onClick={onClick}
      aria-label={name}
    >
      {label}
    </button>
  );
}

/**
 * The buttons of one row of a content list, each named with the row's title for screen
 * readers: edit; switch on or off and copy into the other language where the list has them;
 * delete (which asks first).
 */
export function RowActions({
  title,
  onEdit,
  toggle,
  translate,
  onDelete,
}: {
  title: string;
  onEdit: () => void;
  toggle?: { enabled: boolean; onToggle: () => void };
  translate?: { language: string; onTranslate: () => void };
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="row-actions">
      <ActionButton
        label={t('content.actions.edit')}
        name={t('content.actions.editFor', { title })}
        onClick={onEdit}
      />
      {toggle && (
        <ActionButton
          label={t(toggle.enabled ? 'content.actions.disable' : 'content.actions.enable')}
          name={t(toggle.enabled ? 'content.actions.disableFor' : 'content.actions.enableFor', {
            title,
          })}
          onClick={toggle.onToggle}
        />
      )}
      {translate && (
        <ActionButton
          label={t('content.actions.translate', { language: translate.language })}
          name={t('content.actions.translateFor', { title, language: translate.language })}
          onClick={translate.onTranslate}
        />
      )}
      <ActionButton
        label={t('content.actions.delete')}
        name={t('content.actions.deleteFor', { title })}
        danger
        onClick={onDelete}
      />
    </div>
  );
}
