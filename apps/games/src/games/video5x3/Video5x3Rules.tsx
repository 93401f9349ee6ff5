import { video5x3 } from '@croupier/engines';
import {
  Notes,
  ReelCounts,
  ReelHeadings,
  RtpAndFairness,
  StakeLimits,
  SymbolPaytable,
} from '../../slots/RulesParts';
import { format, useTexts } from '../../i18n/language';
import { videoTexts } from './texts';
import { VideoSymbol } from './VideoSymbol';

/** The rules screen of docs/video-5x3.md, its tables read from the engine itself. */
export default function Video5x3Rules() {
  const texts = useTexts(videoTexts);

  return (
    <article className="rules">
      <p>{texts.howToPlay}</p>
      <StakeLimits gameId="video5x3" template={texts.limits} />

      <h3>{texts.paytableTitle}</h3>
      <p>{texts.paytableNote}</p>
      <SymbolPaytable
        paytable={video5x3.PAYTABLE}
        texts={{ symbol: texts.symbol, count: texts.inARow }}
        names={texts.symbols}
        Picture={VideoSymbol}
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
            <ReelHeadings reels={video5x3.REELS} heading={texts.reel} />
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
        names={texts.symbols}
      />

      <RtpAndFairness rtp={video5x3.VIDEO_5X3_RTP} fairness={texts.fairness} />
    </article>
  );
}
