import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { QueryView } from '../../ui/QueryView';
import { refreshAfterSave, settingsActions, whitelabelQuery, type SettingsModule } from './api';
import { settingsErrorText } from './form-errors';
import { SettingsPanel } from './parts';

type Switching = { module: SettingsModule; enabled: boolean };

/**
 * The whitelabel switch tree: which parts of the site the merchant offers. A group that is off
 * switches off everything in it (its switches keep their own values, greyed, for when the
 * group is switched back on).
 */
export function WhitelabelPanel({ merchant, canChange }: { merchant: string; canChange: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useQuery(whitelabelQuery(merchant));
  const [switching, setSwitching] = useState<Switching | null>(null);
  const [notice, setNotice] = useState('');

  const save = useMutation({
    mutationFn: ({ module, enabled }: Switching) =>
      settingsActions.switchModule(module.modId, enabled),
    onSuccess: async (answer, { module, enabled }) => {
      setSwitching(null);
      setNotice(
        t(enabled ? 'settings.whitelabel.switchedOn' : 'settings.whitelabel.switchedOff', {
          module: moduleName(module.modId),
        }),
      );
      await refreshAfterSave(queryClient, whitelabelQuery(merchant).queryKey, answer);
    },
  });

  const moduleName = (modId: string) => t(`settings.modules.${modId}`, { defaultValue: modId });

  return (
    <SettingsPanel
      title={t('settings.whitelabel.title')}
      intro={t('settings.whitelabel.intro')}
      testId="whitelabel-settings"
    >
      <Notice message={notice} />
      <QueryView query={tree}>
        {(modules) => (
          <ModuleList
            modules={modules}
            parentOff={null}
            canChange={canChange}
            nameOf={moduleName}
            onSwitch={(next) => {
              save.reset();
              setSwitching(next);
            }}
            className="switch-tree"
            testId="whitelabel-tree"
          />
        )}
      </QueryView>
      {switching && (
        <ConfirmDialog
          title={t(
            switching.enabled
              ? 'settings.whitelabel.confirmOnTitle'
              : 'settings.whitelabel.confirmOffTitle',
            { module: moduleName(switching.module.modId) },
          )}
          message={
            <>
              <p>
                {t(
                  switching.enabled
                    ? 'settings.whitelabel.confirmOn'
                    : 'settings.whitelabel.confirmOff',
                  { module: moduleName(switching.module.modId), code: switching.module.modId },
                )}
              </p>
              {switching.module.children.length > 0 && !switching.enabled && (
                <p>{t('settings.whitelabel.confirmGroupOff')}</p>
              )}
            </>
          }
          confirmLabel={
            switching.enabled
              ? t('settings.whitelabel.switchOn')
              : t('settings.whitelabel.switchOff')
          }
          tone={switching.enabled ? 'primary' : 'danger'}
          busy={save.isPending}
          error={save.isError ? settingsErrorText(save.error) : null}
          onConfirm={() => save.mutate(switching)}
          onClose={() => setSwitching(null)}
          testId="whitelabel-confirm"
        />
      )}
    </SettingsPanel>
  );
}

type ModuleProps = {
  /** The nearest group above that is off, which switches this one off whatever its value. */
  parentOff: string | null;
  canChange: boolean;
  nameOf: (modId: string) => string;
  onSwitch: (switching: Switching) => void;
};

/** One level of the tree: the modules of a group (or the top ones), each with its own below. */
function ModuleList({
  modules,
  className,
  testId,
  ...node
}: ModuleProps & { modules: SettingsModule[]; className?: string; testId?: string }) {
  return (
    <ul className={className} data-testid={testId}>
      {modules.map((module) => (
        <ModuleNode key={module.modId} module={module} {...node} />
      ))}
    </ul>
  );
}

function ModuleNode({
  module,
  parentOff,
  canChange,
  nameOf,
  onSwitch,
}: ModuleProps & { module: SettingsModule }) {
  const { t } = useTranslation();
  const name = nameOf(module.modId);
  const offAbove = parentOff ?? (module.enabled ? null : module.modId);
  return (
    <li>
      <div
        className={`switch-row ${parentOff ? 'is-inactive' : ''}`}
        data-testid={`module-${module.modId}`}
      >
        <label className="check">
          <input
            type="checkbox"
            role="switch"
            checked={module.enabled}
            disabled={!canChange}
            onChange={(event) => onSwitch({ module, enabled: event.target.checked })}
          />
          <span className="switch-name">{name}</span>
        </label>
        <code className="switch-code">{module.modId}</code>
        <span className={`badge ${module.enabled && !parentOff ? 'badge-good' : ''}`}>
          {module.enabled ? t('settings.whitelabel.on') : t('settings.whitelabel.off')}
        </span>
        {parentOff && (
          <span className="muted">
            {t('settings.whitelabel.groupOff', { group: nameOf(parentOff) })}
          </span>
        )}
      </div>
      {module.children.length > 0 && (
        <ModuleList
          modules={module.children}
          parentOff={offAbove}
          canChange={canChange}
          nameOf={nameOf}
          onSwitch={onSwitch}
        />
      )}
    </li>
  );
}
