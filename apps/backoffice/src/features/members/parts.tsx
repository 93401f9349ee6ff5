import type { TFunction } from 'i18next';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberStatus } from './api';

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${status === 'locked' ? 'badge-bad' : 'badge-good'}`}>
      {t(`members.status.${status}`)}
    </span>
  );
}

/** 0 member, 1/2/41/42 agents, 4 trial: named, with the wire number for agents' levels. */
export function accountTypeLabel(t: TFunction, type: number) {
  if (type === 0) return t('members.accountType.member');
  if (type === 4) return t('members.accountType.trial');
  return t('members.accountType.agent', { type });
}

/** One of a few ways to do something (credit or debit, generate or type), as radio buttons. */
export function RadioChoice<T extends string>({
  legend,
  values,
  labelOf,
  value,
  onChange,
}: {
  legend: string;
  values: readonly T[];
  labelOf: (value: T) => string;
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="field adjust-direction">
      <legend>{legend}</legend>
      {values.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />{' '}
          {labelOf(option)}
        </label>
      ))}
    </fieldset>
  );
}

export type TabDef<T extends string> = { id: T; label: string };

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop, arrow keys move between tabs, the
 * chosen panel is labelled by its tab.
 */
export function Tabs<T extends string>({
  tabs,
  current,
  onChange,
  label,
  idPrefix,
}: {
  tabs: TabDef<T>[];
  current: T;
  onChange: (tab: T) => void;
  label: string;
  idPrefix: string;
}) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Home' || event.key === 'End' || step) {
      event.preventDefault();
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? tabs.length - 1
            : (index + step + tabs.length) % tabs.length;
      const tab = tabs[next]!;
      onChange(tab.id);
      refs.current[tab.id]?.focus();
    }
  };
  return (
    <div className="member-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[tab.id] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-controls={`${idPrefix}-panel`}
          aria-selected={tab.id === current}
          tabIndex={tab.id === current ? 0 : -1}
          className="member-tab"
          onClick={() => onChange(tab.id)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
