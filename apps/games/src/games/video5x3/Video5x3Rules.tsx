import { studioStakeRules } from '@croupier/contract';
import { video5x3 } from '@croupier/engines';
import { useGame } from '../../app/game-context';
import { ReelCounts, RtpAndFairness } from '../../slots/RulesParts';
import { format, useTexts } from '../../i18n/language';
import { formatMoney } from '../../ui/money';
import { videoTexts } from './texts';
import { VideoSymbol } from './VideoSymbol';

/** The rules screen of docs/video-5x3.md, its tables read from the engine itself. */
export default function Video5x3Rules() {
  const texts = useTexts(videoTexts);
  const { session } = useGame();
  const rule = studioStakeRules.video5x3;
  const money = (minor: bigint) => formatMoney(minor, session.currencySymbol);
  const paytable = Object.entries(video5x3.PAYTABLE);

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
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.symbol}</th>
            {[3, 4, 5].map((n) => (
              <th key={n} scope="col">
                {format(texts.inARow, { n })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paytable.map(([symbol, pays]) => (
            <tr key={symbol}>
              <th scope="row" className="rules__symbol">
                <VideoSymbol symbol={symbol} /> {texts.symbols[symbol]}
              </th>
              {pays.map((pay, index) => (
                <td key={index}>{pay}×</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul>
        {texts.rulesNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>

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
      <ul>
        {texts.freeSpinRules.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>

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
