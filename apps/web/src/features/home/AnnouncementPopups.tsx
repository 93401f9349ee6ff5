import type { Announcement } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { RichText } from '@croupier/web-kit/rich-text';

const shownKey = 'croupier_popups_shown';

/**
 * Announcement popups (type PU) on load and on login (spec "Home"): shown once for the
 * visitor as a guest and once after each sign-in, one after the other. What was shown is
 * kept in session storage, which logout clears.
 */
export function AnnouncementPopups({
  popups,
  audience,
}: {
  popups: Announcement[];
  /** 'guest', or the session token: a new sign-in shows the popups again. */
  audience: string;
}) {
  const { t } = useTranslation();
  const [dismissedFor, setDismissedFor] = useState(() => sessionStorage.getItem(shownKey));
  const [index, setIndex] = useState(0);
  if (popups.length === 0 || dismissedFor === audience) return null;
  const popup = popups[Math.min(index, popups.length - 1)]!;
  const close = () => {
    sessionStorage.setItem(shownKey, audience);
    setDismissedFor(audience);
    setIndex(0);
  };
  const last = index >= popups.length - 1;
  return (
    <Modal title={popup.title} onClose={close} testId="announcement-popup">
      <RichText html={popup.content} />
      <div className="dialog-actions">
        {popups.length > 1 && (
          <span className="popup-count">
            {index + 1} / {popups.length}
          </span>
        )}
        <button
          type="button"
          className="button button-primary"
          onClick={last ? close : () => setIndex(index + 1)}
        >
          {last ? t('common.ok') : t('home.nextAnnouncement')}
        </button>
      </div>
    </Modal>
  );
}
