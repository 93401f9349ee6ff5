import { studioStakeRules } from '@croupier/contract';
import { video5x3 } from '@croupier/engines';
import {
  Notes,
  ReelCounts,
  RtpAndFairness,
  SymbolPaytable,
  useSessionMoney,
} from '../../slots/RulesParts';
import { format, useTexts } from '../../i18n/language';
import { videoTexts } from './texts';
import { VideoSymbol } from './VideoSymbol';

/** The rules screen of docs/video-5x3.md, its tables read from the engine itself. */
export default function Video5x3Rules() {
  const texts = useTexts(videoTexts);
  const rule = studioStakeRules.video5x3;
  const money = useSessionMoney();

  return (
    <article className="rules">
      <p>{texts.howToPlay}</p>
      <p>
        {format(texts.limits, {
          min: money(rule.min),
          max: money(rule.max),
          step: money(rule.multipleOf),
        })}
      </p>

      <h3>{texts.paytableTitle}</h3>
      <p>{texts.paytableNote}</p>
      <SymbolPaytable
        paytable={video5x3.PAYTABLE}
        texts={{ symbol: texts.symbol, count: texts.inARow }}
        label={(symbol) => (
          <>
            <VideoSymbol symbol={symbol} /> {texts.symbols[symbol]}
          </>
        )}
        unit="×"
      />
      <Notes notes={texts.rulesNotes} />

      <h3>{texts.lanternsTitle}</h3>
      <p>{texts.lanternsNote}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.lanterns}</th>
            <th scope="col">{texts.paysTotal}</th>
            <th scope="col">{texts.and}</th>
          </tr>
        </thead>
        <tbody>
          {video5x3.SCATTER_PAYS.map((pay, index) => (
            <tr key={index}>
              <th scope="row">{index + 3}</th>
              <td>{pay}×</td>
              <td>{format(texts.freeSpins, { n: video5x3.FREE_SPINS.awarded })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Notes notes={texts.freeSpinRules} />

      <h3>{texts.paylinesTitle}</h3>
      <p>{texts.paylinesNote}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.line}</th>
            {Array.from({ length: video5x3.REELS }, (_, reel) => (
              <th key={reel} scope="col">
                {format(texts.reel, { n: reel + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {video5x3.PAYLINES.map((rows, line) => (
            <tr key={line}>
              <th scope="row">{line + 1}</th>
              {rows.map((row, reel) => (
                <td key={reel}>{texts.rows[row as 0 | 1 | 2]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <h3>{texts.reelsTitle}</h3>
      <p>{texts.reelsNote}</p>
      <ReelCounts
        strips={video5x3.REEL_STRIPS}
        symbols={video5x3.SYMBOLS}
        texts={{ symbol: texts.symbol, reel: texts.reel, stops: texts.stops }}
        label={(symbol) => texts.symbols[symbol]}
      />

      <RtpAndFairness rtp={video5x3.VIDEO_5X3_RTP} fairness={texts.fairness} />
    </article>
  );
}
