import { Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../../ui/icons';
import { Loader } from '../../../ui/Loader';
import type { NavCategory } from '../../../app/games/menus';
import { CategoryDropdown } from './CategoryDropdown';

/**
 * A category of the header nav with its drop-down (spec §2 "Header"). It opens on hover and
 * when the keyboard reaches the category; the chevron button (Enter or Space) opens and closes
 * it and tells screen readers its state; Escape closes it and leaves focus on the category.
 * The drop-down follows the category in the tab order, so Tab walks into it.
 */
export function CategoryMenu({ entry }: { entry: NavCategory }) {
  const { t } = useTranslation();
  const panelId = useId();
  const link = useRef<HTMLAnchorElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && (hovered || focused);
  const label = t(`categories.${entry.category}`);

  const leave = () => {
    setHovered(false);
    if (!focused) setDismissed(false);
  };
  const blur = (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    setDismissed(false);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setDismissed(true);
    link.current?.focus();
  };

  return (
    <div
      className="nav-category"
      data-open={open}
      data-testid={`nav-category-${entry.category}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={leave}
      onFocus={() => setFocused(true)}
      onBlur={blur}
      onKeyDown={keyDown}
    >
      <NavLink ref={link} to={entry.route}>
        {label}
      </NavLink>
      <button
        type="button"
        className="nav-category-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('nav.vendorsOf', { category: label })}
        onClick={() => setDismissed(open)}
      >
        <Icon name="chevron" size={14} strokeWidth={2} />
      </button>
      <div id={panelId} className="nav-dropdown" hidden={!open}>
        {open && (
          <Suspense fallback={<Loader />}>
            <CategoryDropdown entry={entry} onChoose={() => setDismissed(true)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
