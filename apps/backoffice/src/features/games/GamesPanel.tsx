import { boGames, gameCategories, type GameCategory } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../ui/Dialog';
import { Pager } from '../../ui/Pager';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import {
  catalogueActions,
  gamePageQuery,
  refreshCatalogue,
  vendorsQuery,
  type ConsoleGame,
  type GameChange,
  type GameFilter,
} from './api';
import { CatalogueEditDialog, parsePosition } from './CatalogueEditDialog';
import { catalogueErrorText } from './errors';
import { Badge, LobbyState } from './parts';

type Merchant = { code: string; name: string };
type GameAction = { kind: 'toggle' | 'edit'; game: ConsoleGame };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** The list's filters and page in the address, so a reload or a shared link shows the same rows. */
function useGameFilter() {
  const [params, setParams] = useSearchParams();
  const filter: GameFilter = {
    vendor: params.get('vendor') || undefined,
    category: oneOf<GameCategory>(gameCategories, params.get('category')),
    state: oneOf(boGames.gameStates, params.get('state')),
    search: params.get('q')?.trim() || undefined,
    pageNo: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
  };
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // A new filter starts at its first page.
      if (!('page' in changes)) next.delete('page');
      return next;
    });
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

  let body;
  if (page.isPending) body = <Loading />;
  else if (page.isError)
    body = <ErrorState error={page.error} onRetry={() => void page.refetch()} />;
  else if (rows.length === 0)
    body = <EmptyState testId="games-empty">{t('games.list.empty')}</EmptyState>;
  else
    body = (
      <>
        <div className="table-scroll">
          <table className="data-table" aria-label={t('games.list.tableLabel')}>
            <thead>
              <tr>
                <th scope="col" className="numeric">
                  {t('games.position')}
                </th>
                <th scope="col">{t('games.game')}</th>
                <th scope="col">{t('games.vendor')}</th>
                <th scope="col">{t('games.category')}</th>
                <th scope="col">{t('games.lobby')}</th>
                <th scope="col">{t('games.flags')}</th>
                <th scope="col" className="numeric">
                  {t('games.popular')}
                </th>
                {canEdit && <th scope="col">{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((game) => (
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
                      <div className="row-actions">
                        <button
                          type="button"
                          className="button button-small"
                          onClick={() => setAction({ kind: 'toggle', game })}
                          disabled={positions !== null}
                          aria-label={t(game.enabled ? 'games.switchOffFor' : 'games.switchOnFor', {
                            name: game.name,
                          })}
                        >
                          {t(game.enabled ? 'games.switchOff' : 'games.switchOn')}
                        </button>
                        <button
                          type="button"
                          className="button button-small"
                          onClick={() => setAction({ kind: 'edit', game })}
                          disabled={positions !== null}
                          aria-label={t('games.editFor', { name: game.name })}
                        >
                          {t('games.edit')}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={filter.pageNo}
          totalPages={page.data.totalPages}
          totalCount={page.data.totalCount}
          onChange={(pageNo) => changeFilter({ page: pageNo > 1 ? String(pageNo) : undefined })}
          label={t('games.list.pages')}
        />
      </>
    );

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
            {boGames.gameStates.map((state) => (
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
        {body}
      </div>
      {action && (
        <GameActionDialog
          action={action}
          merchant={merchant}
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

function GameActionDialog({
  action,
  merchant,
  onClose,
  onDone,
}: {
  action: GameAction;
  merchant: Merchant;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { game } = action;
  const save = useMutation({
    mutationFn: (change: GameChange) => catalogueActions.updateGame(game.nodeId, change),
    onSuccess: (updated) => {
      void refreshCatalogue(queryClient, merchant.code);
      onDone(t('games.list.saved', { name: updated.name }));
    },
  });

  if (action.kind === 'edit') {
    return (
      <CatalogueEditDialog
        title={t('games.list.editTitle', { name: game.name })}
        current={game}
        busy={save.isPending}
        error={save.error}
        errorText={catalogueErrorText}
        onSave={(change) => save.mutate(change)}
        onClose={onClose}
        testId="game-edit-dialog"
      />
    );
  }
  const switchingOn = !game.enabled;
  const names = { name: game.name, merchant: merchant.name };
  return (
    <ConfirmDialog
      title={t(switchingOn ? 'games.list.switchOnTitle' : 'games.list.switchOffTitle', names)}
      message={
        <p>
          {t(switchingOn ? 'games.list.switchOnText' : 'games.list.switchOffText', names)}
          {switchingOn && !game.vendorEnabled && ` ${t('games.list.vendorStillOff')}`}
        </p>
      }
      confirmLabel={t(switchingOn ? 'games.switchOn' : 'games.switchOff')}
      tone={switchingOn ? 'primary' : 'danger'}
      busy={save.isPending}
      error={save.error ? catalogueErrorText(save.error) : null}
      onConfirm={() => save.mutate({ enabled: switchingOn })}
      onClose={onClose}
      testId="game-toggle-dialog"
    />
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
