import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../ui/PagedTable';
import { QueryView } from '../../ui/QueryView';
import { catalogueActions, gamePageQuery, vendorsQuery, type ConsoleGame } from './api';
import { CatalogueActionDialog } from './CatalogueActionDialog';
import { useGameFilter } from './game-filter';
import { GameFilters } from './GameFilters';
import { GameRow } from './GameRow';
import { LobbyOrderButtons, LobbyOrderHint, useLobbyOrder } from './LobbyOrder';
import { SaveOrderDialog } from './SaveOrderDialog';
import type { MerchantPanelProps } from '../../ui/panel-props';

type Merchant = { code: string; name: string };
type GameAction = { kind: 'toggle' | 'edit'; game: ConsoleGame };

/**
 * The catalogue's games as the merchant has them, in lobby order: filter by vendor,
 * category, state and name; switch a game on or off, edit it, or move several at once.
 */
export function GamesPanel({ merchant, canEdit, onNotice }: MerchantPanelProps<Merchant>) {
  const { t } = useTranslation();
  const { filter, update } = useGameFilter();
  const vendors = useQuery(vendorsQuery(merchant.code));
  const page = useQuery(gamePageQuery(merchant.code, filter));
  const [action, setAction] = useState<GameAction | null>(null);
  const rows = page.data?.list ?? [];
  const order = useLobbyOrder(rows);
  const [askSave, setAskSave] = useState(false);

  const toggleText = (game: ConsoleGame) => {
    const names = { name: game.name, merchant: merchant.name };
    if (game.enabled) return t('games.list.switchOffText', names);
    const text = t('games.list.switchOnText', names);
    return game.vendorEnabled ? text : `${text} ${t('games.list.vendorStillOff')}`;
  };
  // Another filter or page shows other games: positions typed for these are dropped.
  const changeFilter = (changes: Record<string, string | undefined>) => {
    order.stop();
    update(changes);
  };

  return (
    <>
      <GameFilters filter={filter} vendors={vendors.data ?? []} onChange={changeFilter}>
        {canEdit && rows.length > 0 && (
          <LobbyOrderButtons order={order} onSave={() => setAskSave(true)} />
        )}
      </GameFilters>
      <LobbyOrderHint order={order} />
      <div className="panel" aria-busy={page.isFetching}>
        <QueryView
          query={page}
          empty={{
            when: (data) => data.list.length === 0,
            message: t('games.list.empty'),
            testId: 'games-empty',
          }}
        >
          {(data) => (
            <PagedTable
              label={t('games.list.tableLabel')}
              columns={[
                { label: t('games.position'), numeric: true },
                t('games.game'),
                t('games.vendor'),
                t('games.category'),
                t('games.lobby'),
                t('games.flags'),
                { label: t('games.popular'), numeric: true },
                canEdit && t('common.actions'),
              ]}
              page={filter.pageNo}
              totals={data}
              onPage={(pageNo) => changeFilter({ page: pageNo > 1 ? String(pageNo) : undefined })}
              pagesLabel={t('games.list.pages')}
            >
              {data.list.map((game) => (
                <GameRow
                  key={game.nodeId}
                  game={game}
                  order={order}
                  canEdit={canEdit}
                  onAction={(kind) => setAction({ kind, game })}
                />
              ))}
            </PagedTable>
          )}
        </QueryView>
      </div>
      {action && (
        <CatalogueActionDialog
          of="game"
          kind={action.kind}
          item={action.game}
          merchant={merchant}
          toggleText={toggleText(action.game)}
          save={(change) => catalogueActions.updateGame(action.game.nodeId, change)}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            onNotice(message);
          }}
        />
      )}
      {askSave && (
        <SaveOrderDialog
          merchant={merchant}
          moves={order.moves}
          onClose={() => setAskSave(false)}
          onDone={(message) => {
            setAskSave(false);
            order.stop();
            onNotice(message);
          }}
        />
      )}
    </>
  );
}
