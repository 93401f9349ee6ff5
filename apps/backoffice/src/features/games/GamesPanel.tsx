import { consoleGames, gameCategories, type GameCategory } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { oneOf, useAddressParams } from '../../ui/address-params';
import { ConfirmDialog } from '../../ui/Dialog';
import { PagedTable } from '../../ui/PagedTable';
import { QueryView } from '../../ui/QueryView';
import {
  catalogueActions,
  gamePageQuery,
  refreshCatalogue,
  vendorsQuery,
  type ConsoleGame,
  type GameFilter,
} from './api';
import { CatalogueActionDialog } from './CatalogueActionDialog';
import { parsePosition } from './CatalogueEditDialog';
import { catalogueErrorText } from './errors';
import { Badge, CatalogueRowActions, LobbyState } from './parts';

type Merchant = { code: string; name: string };
type GameAction = { kind: 'toggle' | 'edit'; game: ConsoleGame };

/** The list's filters and page in the address, so a reload or a shared link shows the same rows. */
function useGameFilter() {
  const { params, page, update } = useAddressParams();
  const filter: GameFilter = {
    vendor: params.get('vendor') || undefined,
    category: oneOf<GameCategory>(gameCategories, params.get('category')),
    state: oneOf(consoleGames.gameStates, params.get('state')),
    search: params.get('q')?.trim() || undefined,
    pageNo: page,
  };
  return { filter, update };
}

/**
 * The catalogue's games as the merchant has them, in lobby order: filter by vendor,
 * category, state and name; switch a game on or off, edit it, or move several at once.
 */
export function GamesPanel({
  merchant,
  canEdit,
  onNotice,
}: {
  merchant: Merchant;
  canEdit: boolean;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { filter, update } = useGameFilter();
  const vendors = useQuery(vendorsQuery(merchant.code));
  const page = useQuery(gamePageQuery(merchant.code, filter));
  const [searchText, setSearchText] = useState(filter.search ?? '');
  const [action, setAction] = useState<GameAction | null>(null);
  // While positions are being edited: the typed position of each game of the page.
  const [positions, setPositions] = useState<Record<number, string> | null>(null);
  const [askSave, setAskSave] = useState(false);

  const toggleText = (game: ConsoleGame) => {
    const names = { name: game.name, merchant: merchant.name };
    if (game.enabled) return t('games.list.switchOffText', names);
    const text = t('games.list.switchOnText', names);
    return game.vendorEnabled ? text : `${text} ${t('games.list.vendorStillOff')}`;
  };
  const changeFilter = (changes: Record<string, string | undefined>) => {
    setPositions(null);
    update(changes);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    changeFilter({ q: searchText.trim() || undefined });
  };

  const rows = page.data?.list ?? [];
  const invalidPositions = new Set(
    positions
      ? rows
          .filter((game) => positions[game.nodeId] !== undefined)
          .filter((game) => parsePosition(positions[game.nodeId]!) === null)
          .map((game) => game.nodeId)
      : [],
  );
  const moves = positions
    ? rows.flatMap((game) => {
        const typed = positions[game.nodeId];
        const sortOrder = typed === undefined ? null : parsePosition(typed);
        return sortOrder !== null && sortOrder !== game.sortOrder
          ? [{ nodeId: game.nodeId, sortOrder }]
          : [];
      })
    : [];

  return (
    <>
      <div className="games-filters">
        <div className="field">
          <label htmlFor={`${id}-vendor`}>{t('games.vendor')}</label>
          <select
            id={`${id}-vendor`}
            className="select"
            value={filter.vendor ?? ''}
            onChange={(event) => changeFilter({ vendor: event.target.value || undefined })}
          >
            <option value="">{t('games.list.allVendors')}</option>
            {(vendors.data ?? []).map((vendor) => (
              <option key={vendor.code} value={vendor.code}>
                {vendor.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-category`}>{t('games.category')}</label>
          <select
            id={`${id}-category`}
            className="select"
            value={filter.category ?? ''}
            onChange={(event) => changeFilter({ category: event.target.value || undefined })}
          >
            <option value="">{t('games.list.allCategories')}</option>
            {gameCategories.map((category) => (
              <option key={category} value={category}>
                {t(`games.categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-state`}>{t('games.list.state')}</label>
          <select
            id={`${id}-state`}
            className="select"
            value={filter.state ?? ''}
            onChange={(event) => changeFilter({ state: event.target.value || undefined })}
          >
            <option value="">{t('games.list.allStates')}</option>
            {consoleGames.gameStates.map((state) => (
              <option key={state} value={state}>
                {t(`games.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <form className="games-search" role="search" onSubmit={search}>
          <div className="field">
            <label htmlFor={`${id}-search`}>{t('games.list.search')}</label>
            <input
              id={`${id}-search`}
              className="input"
              type="search"
              maxLength={64}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
          <button type="submit" className="button">
            {t('games.list.searchButton')}
          </button>
        </form>
        {canEdit && rows.length > 0 && (
          <div className="games-order-actions">
            {positions === null ? (
              <button type="button" className="button" onClick={() => setPositions({})}>
                {t('games.order.edit')}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={moves.length === 0 || invalidPositions.size > 0}
                  onClick={() => setAskSave(true)}
                >
                  {t('games.order.save', { count: moves.length })}
                </button>
                <button type="button" className="button" onClick={() => setPositions(null)}>
                  {t('common.cancel')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
      {positions && (
        <p className={invalidPositions.size > 0 ? 'form-error' : 'field-hint'} role="status">
          {invalidPositions.size > 0 ? t('games.fieldErrors.position') : t('games.order.hint')}
        </p>
      )}
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
                <tr key={game.nodeId} data-testid={`game-${game.nodeId}`}>
                  <td className="numeric">
                    {positions && game.offered ? (
                      <input
                        className="input games-position"
                        inputMode="numeric"
                        value={positions[game.nodeId] ?? String(game.sortOrder)}
                        onChange={(event) =>
                          setPositions({ ...positions, [game.nodeId]: event.target.value })
                        }
                        aria-label={t('games.order.inputLabel', { name: game.name })}
                        aria-invalid={invalidPositions.has(game.nodeId)}
                      />
                    ) : game.offered ? (
                      game.sortOrder
                    ) : (
                      t('common.none')
                    )}
                  </td>
                  <td>
                    <div className="games-name">
                      {game.icon && <img src={game.icon} alt="" loading="lazy" />}
                      <div>
                        {game.name}
                        <div className="muted">
                          {game.vendorGameId} · #{game.nodeId}
                        </div>
                      </div>
                    </div>
                  </td>
                  <td>{game.vendorName}</td>
                  <td>{t(`games.categories.${game.category}`)}</td>
                  <td>
                    <LobbyState offered={game.offered} enabled={game.enabled} />
                    {game.offered && !game.vendorEnabled && (
                      <div className="muted">{t('games.state.vendorOff')}</div>
                    )}
                  </td>
                  <td>
                    <div className="games-flags">
                      {game.hot && <Badge tone="info">{t('games.hot')}</Badge>}
                      {game.maintenance && (
                        <Badge tone="pending">{t('games.state.inMaintenance')}</Badge>
                      )}
                      {game.vendorMaintenance && (
                        <Badge tone="pending">{t('games.state.vendorMaintenance')}</Badge>
                      )}
                      {game.demoOnly && <Badge tone="neutral">{t('games.demo')}</Badge>}
                    </div>
                  </td>
                  <td className="numeric">
                    {game.popularRank === null
                      ? t('common.none')
                      : t('games.rank', { rank: game.popularRank })}
                  </td>
                  {canEdit && (
                    <td>
                      <CatalogueRowActions
                        name={game.name}
                        enabled={game.enabled}
                        disabled={positions !== null}
                        onAction={(kind) => setAction({ kind, game })}
                      />
                    </td>
                  )}
                </tr>
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
          moves={moves}
          onClose={() => setAskSave(false)}
          onDone={(message) => {
            setAskSave(false);
            setPositions(null);
            onNotice(message);
          }}
        />
      )}
    </>
  );
}

function SaveOrderDialog({
  merchant,
  moves,
  onClose,
  onDone,
}: {
  merchant: Merchant;
  moves: { nodeId: number; sortOrder: number }[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => catalogueActions.reorder(moves),
    onSuccess: ({ changed }) => {
      void refreshCatalogue(queryClient, merchant.code);
      onDone(t('games.order.saved', { count: changed }));
    },
  });
  return (
    <ConfirmDialog
      title={t('games.order.confirmTitle')}
      message={
        <p>{t('games.order.confirmText', { count: moves.length, merchant: merchant.name })}</p>
      }
      confirmLabel={t('games.order.save', { count: moves.length })}
      busy={save.isPending}
      error={save.error ? catalogueErrorText(save.error) : null}
      onConfirm={() => save.mutate()}
      onClose={onClose}
      testId="order-save-dialog"
    />
  );
}
