import { useSearchParams } from 'react-router';
import { BettingView } from './betting/BettingView';
import { useLotteryCatalogue } from './catalogue';
import { LotteryLobby, type LobbyScope } from './lobby/LotteryLobby';
import { SeaLottery } from './regional/SeaLottery';
import { VietnamLottery } from './regional/VietnamLottery';
import './lottery.css';

/** Which page: a lobby of fast draws (/elott, /lottery), the Vietnamese or the SEA lotteries. */
export type LotteryScope = LobbyScope | 'VN' | 'SEA';

/**
 * /elott, /lottery, /vnlottery and /seaLottery (spec §2 "Lottery view is betting when a game
 * code is given, otherwise lobby"): the page's lobby, or one game's betting view.
 */
export function LotteryPage({ scope }: { scope: LotteryScope }) {
  useLotteryCatalogue();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  if (gameCode) return <BettingView key={gameCode} gameCode={gameCode} />;
  if (scope === 'VN') return <VietnamLottery />;
  if (scope === 'SEA') return <SeaLottery />;
  return <LotteryLobby scope={scope} />;
}
