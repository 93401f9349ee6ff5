import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { NoticeBrowser } from './NoticeBrowser';
import { useContentCatalogue } from './catalogue';

/** The notice modal of the header's notice icon (spec §2 "Notice modal"). */
export function NoticeModal({ onClose }: { onClose: () => void }) {
  useContentCatalogue();
  const { t } = useTranslation();
  return (
    <Modal title={t('content.notices.title')} onClose={onClose} testId="notice-modal">
      <NoticeBrowser layout="modal" />
    </Modal>
  );
}
