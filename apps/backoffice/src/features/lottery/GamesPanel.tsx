import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../ui/DataTable';
import { QueryView } from '../../ui/QueryView';
import { RowActions, RowButton } from '../../ui/RowActions';
import { gamesQuery, type BetType, type LotteryGame } from './api';
import { BetTypesTable } from './BetTypesTable';
import { settingMoneyOf } from './format';
import { GameSettingsDialog } from './GameSettingsDialog';
import { OddsDialog } from './OddsDialog';
import type { PanelProps } from './parts';
import { RiskDialog } from './RiskDialog';

type Action =
  | { kind: 'settings'; game: LotteryGame }
  | { kind: 'odds' | 'risk'; game: LotteryGame; betType: BetType };

/**
 * The brand's lottery games, one row each with its schedule, stakes and maximum payout;
 * under them, the bet types of the game chosen (kept in the address), with their odds, RTP,
 * limits and pick lists.
 */
export function GamesPanel({ merchant, canRun, onNotice }: PanelProps) {
  const { t } = useTranslation();
  const games = useQuery(gamesQuery(merchant.code));
  const [params, setParams] = useSearchParams();
  const [action, setAction] = useState<Action | null>(null);
  const money = settingMoneyOf(merchant.currencySymbol);
  const done = (message: string) => {
    setAction(null);
    onNotice(message);
  };

  return (
    <>
      <div className="panel" aria-busy={games.isFetching}>
        <QueryView
          query={games}
          empty={{ when: (list) => list.length === 0, message: t('lottery.games.empty') }}
        >
          {(list) => {
            const chosen = list.find((game) => game.gameCode === params.get('game')) ?? list[0]!;
            return (
              <>
                <DataTable
                  label={t('lottery.games.tableLabel')}
                  columns={[
                    t('lottery.games.game'),
                    t('lottery.games.schedule'),
                    { label: t('lottery.games.close'), numeric: true },
                    t('lottery.games.stakes'),
                    { label: t('lottery.games.maxPayout'), numeric: true },
                    t('common.status'),
                    t('common.actions'),
                  ]}
                >
                  {list.map((game) => (
                    <tr
                      key={game.gameCode}
                      data-testid={`lottery-game-${game.gameCode}`}
                      aria-current={game === chosen ? 'true' : undefined}
                    >
                      <td>
                        {game.name}
                        <div className="muted">
                          {game.gameCode} · {t(`lottery.kinds.${game.kind}`)}
                        </div>
                      </td>
                      <td>
                        {game.drawIntervalSeconds === null
                          ? t('lottery.games.scheduled')
                          : t('lottery.games.every', { minutes: game.drawIntervalSeconds / 60 })}
                      </td>
                      <td className="numeric">
                        {t('lottery.games.seconds', { count: game.closeSecondsBefore })}
                      </td>
                      <td>
                        {t('lottery.games.stakeRange', {
                          point: money(game.stakePerPoint),
                          min: money(game.minStakePerLine),
                          max: money(game.maxStakePerLine),
                        })}
                      </td>
                      <td className="numeric">{money(game.maxPayoutPerTicket)}</td>
                      <td>
                        <span className={game.enabled ? 'badge badge-good' : 'badge badge-bad'}>
                          {t(game.enabled ? 'lottery.games.on' : 'lottery.games.off')}
                        </span>
                      </td>
                      <td>
                        <RowActions>
                          <RowButton
                            label={t('lottery.games.betTypes')}
                            fullLabel={t('lottery.games.betTypesOf', { name: game.name })}
                            onClick={() => setParams({ game: game.gameCode })}
                          />
                          {canRun && (
                            <RowButton
                              label={t('lottery.games.edit')}
                              fullLabel={t('lottery.games.editOf', { name: game.name })}
                              onClick={() => setAction({ kind: 'settings', game })}
                            />
                          )}
                        </RowActions>
                      </td>
                    </tr>
                  ))}
                </DataTable>
                <BetTypesTable
                  game={chosen}
                  merchant={merchant}
                  canRun={canRun}
                  onEdit={(kind, betType) => setAction({ kind, game: chosen, betType })}
                />
              </>
            );
          }}
        </QueryView>
      </div>
      {action?.kind === 'settings' && (
        <GameSettingsDialog
          game={action.game}
          merchant={merchant}
          onClose={() => setAction(null)}
          onDone={done}
        />
      )}
      {action?.kind === 'odds' && (
        <OddsDialog
          game={action.game}
          betType={action.betType}
          merchant={merchant}
          onClose={() => setAction(null)}
          onDone={done}
        />
      )}
      {action?.kind === 'risk' && (
        <RiskDialog
          game={action.game}
          betType={action.betType}
          merchant={merchant}
          onClose={() => setAction(null)}
          onDone={done}
        />
      )}
    </>
  );
}
