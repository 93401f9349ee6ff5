import { useSearchParams } from 'react-router';
import { BettingView } from './betting/BettingView';
import { useLotteryCatalogue } from './catalogue';
import { LotteryLobby, type LobbyScope } from './lobby/LotteryLobby';
import './lottery.css';

/**
 * /elott and /lottery (spec §2 "Lottery view is betting when a game code is given, otherwise
 * lobby"): the lobby of the brand's lottery games, or one game's betting view.
 */
export function LotteryPage({ scope }: { scope: LobbyScope }) {
  useLotteryCatalogue();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return gameCode ? (
    <BettingView key={gameCode} gameCode={gameCode} />
  ) : (
    <LotteryLobby scope={scope} />
  );
}
