import type { GameCategory } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { ErrorState } from '../../../ui/ErrorState';
import { Modal } from '../../../ui/Modal';
import { Pagination } from '../../../ui/Pagination';
import { useGameList } from '../api';
import { GameGrid } from '../list/GameGrid';

/**
 * The popup game list of a vendor entry (isGame VASSALAGE, spec §2): that vendor's games of
 * the category, 24 a page, with the same cards as the lobby.
 */
export function VendorGamesModal({
  vendor,
  displayName,
  category,
  onClose,
}: {
  vendor: string;
  displayName: string;
  category: GameCategory;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useGameList({ vassalage: vendor, gameType: category, pageNo });

  let body;
  if (list.isPending) body = <GameGrid games={[]} loading label={displayName} />;
  else if (list.isError && !list.data)
    body = (
      <ErrorState
        messageKey={list.error instanceof ApiError ? list.error.messageKey : 'system_error'}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.games.length === 0)
    body = <p className="empty-state">{t('games.list.noMatch')}</p>;
  else
    body = (
      <>
        <GameGrid games={list.data.games} busy={list.isPlaceholderData} label={displayName} />
        <Pagination
          page={list.data.pageNum}
          totalPages={list.data.totalPages}
          onChange={setPageNo}
          label={t('games.list.pages')}
        />
      </>
    );

  return (
    <Modal
      title={t('games.start.vendorGames', { vendor: displayName })}
      onClose={onClose}
      testId="vendor-games"
    >
      <div className="game-modal-body">{body}</div>
    </Modal>
  );
}
