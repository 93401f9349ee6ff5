import { ways5x4 } from '@croupier/engines';
import {
  Notes,
  ReelCounts,
  RtpAndFairness,
  StakeLimits,
  SymbolPaytable,
} from '../../slots/RulesParts';
import { useTexts } from '../../i18n/language';
import { waysTexts } from './texts';
import { WaysSymbol } from './WaysSymbol';

/** The ways game's rules, its paytable, reels and RTP read from the engine itself. */
export default function Ways5x4Rules() {
  const texts = useTexts(waysTexts);

  return (
    <article className="rules">
      <p>{texts.howToPlay}</p>
      <p>{texts.coins}</p>
      <StakeLimits gameId="ways5x4" template={texts.limits} />

      <h3>{texts.paytableTitle}</h3>
      <p>{texts.paytableNote}</p>
      <SymbolPaytable
        paytable={ways5x4.PAYTABLE}
        texts={{ symbol: texts.symbol, count: texts.reelsFromLeft }}
        names={texts.symbols}
        Picture={WaysSymbol}
      />
      <Notes notes={texts.rulesNotes} />
      <p>{texts.example}</p>

      <h3>{texts.reelsTitle}</h3>
      <ReelCounts
        strips={ways5x4.REEL_STRIPS}
        symbols={ways5x4.SYMBOLS}
        texts={{ symbol: texts.symbol, reel: texts.reel, stops: texts.stops }}
        names={texts.symbols}
      />

      <RtpAndFairness rtp={ways5x4.WAYS_5X4_RTP} fairness={texts.fairness} />
    </article>
  );
}
