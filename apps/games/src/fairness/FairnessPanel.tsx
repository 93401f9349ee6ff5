import { Fragment, useEffect, useId, useState } from 'react';
import { clientSeedPattern, type studio } from '@croupier/contract';
import { StudioApiError, studioApi } from '../api/studio-api';
import { toMinor, useGame } from '../app/game-context';
import { format, useLanguage, useTexts } from '../i18n/language';
import { errorText, sharedTexts } from '../i18n/shared';
import { formatLocalTime } from '@croupier/web-kit/dates';
import { formatMoney } from '@croupier/web-kit/money';
import { verifyRound, type Verification } from './verify';

type Check =
  | { state: 'checking' }
  | { state: 'done'; verification: Verification }
  | { state: 'failed'; messageKey: string };

/**
 * The fairness panel: the seeds in play (the server seed by its hash), the player's own
 * client seed and a seed change that reveals the server seed, and the recent rounds, each
 * of which can be verified here by recomputing it with the engines.
 */
export default function FairnessPanel() {
  const texts = useTexts(sharedTexts);
  const language = useLanguage();
  const game = useGame();
  const { session, seeds, roundsVersion } = game;
  const clientSeedId = useId();
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [rotating, setRotating] = useState(false);
  const [revealed, setRevealed] = useState<studio.SeedRotation['previous'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rounds, setRounds] = useState<studio.RoundSummary[] | null>(null);
  const [checks, setChecks] = useState<Record<string, Check>>({});
  const seedValid = clientSeedPattern.test(clientSeed);

  useEffect(() => {
    let current = true;
    studioApi.recentRounds(session.sessionToken).then(
      (answer) => current && setRounds(answer.list),
      (error: unknown) => current && setProblem(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [session.sessionToken, roundsVersion]);

  const rotate = async () => {
    if (!seedValid || rotating) return;
    setRotating(true);
    setProblem(null);
    try {
      const rotation = await studioApi.rotateSeeds(session.sessionToken, clientSeed);
      setRevealed(rotation.previous);
      setChecks({});
      game.setSeeds(rotation.current);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setRotating(false);
    }
  };

  const verify = async (roundId: string) => {
    setChecks((all) => ({ ...all, [roundId]: { state: 'checking' } }));
    try {
      const proof = await studioApi.roundProof(session.sessionToken, roundId);
      setChecks((all) => ({
        ...all,
        [roundId]: { state: 'done', verification: verifyRound(proof) },
      }));
    } catch (error) {
      setChecks((all) => ({
        ...all,
        [roundId]: { state: 'failed', messageKey: messageOf(error) },
      }));
    }
  };

  const money = (amount: number) => formatMoney(toMinor(amount), session.currencySymbol);

  return (
    <div className="fairness">
      <p>{texts.fairnessIntro}</p>

      <section aria-labelledby={`${clientSeedId}-seeds`}>
        <h3 id={`${clientSeedId}-seeds`}>{texts.seedsInPlay}</h3>
        <dl className="facts">
          <dt>{texts.serverSeedHash}</dt>
          <dd className="code" data-testid="server-seed-hash">
            {seeds.serverSeedHash}
          </dd>
          <dt>{texts.nextNonce}</dt>
          <dd>{seeds.nonce}</dd>
        </dl>
        <label htmlFor={clientSeedId}>{texts.clientSeed}</label>
        <input
          id={clientSeedId}
          className="input code"
          value={clientSeed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={!seedValid}
          aria-describedby={`${clientSeedId}-help`}
          onChange={(event) => setClientSeed(event.target.value.trim())}
        />
        <p id={`${clientSeedId}-help`} className={seedValid ? 'hint' : 'error'}>
          {seedValid ? texts.clientSeedHelp : texts.clientSeedInvalid}
        </p>
        <button
          type="button"
          className="button button--primary"
          disabled={!seedValid || rotating}
          onClick={() => void rotate()}
        >
          {rotating ? texts.rotating : texts.rotate}
        </button>
        <p className="hint">{texts.rotateHelp}</p>
        {problem ? (
          <p className="error" role="alert">
            {errorText(texts, problem)}
          </p>
        ) : null}
      </section>

      {revealed ? (
        <section aria-label={texts.revealedTitle}>
          <h3>{texts.revealedTitle}</h3>
          <dl className="facts">
            <dt>{texts.serverSeed}</dt>
            <dd className="code">{revealed.serverSeed}</dd>
            <dt>{texts.serverSeedHash}</dt>
            <dd className="code">{revealed.serverSeedHash}</dd>
            <dt>{texts.clientSeed}</dt>
            <dd className="code">{revealed.clientSeed}</dd>
            <dt>{texts.lastNonce}</dt>
            <dd>{revealed.lastNonce ?? texts.noneUsed}</dd>
          </dl>
        </section>
      ) : null}

      <section aria-label={texts.recentRounds}>
        <h3>{texts.recentRounds}</h3>
        {rounds === null ? (
          <p className="hint">{texts.loadingRounds}</p>
        ) : rounds.length === 0 ? (
          <p className="hint">{texts.noRounds}</p>
        ) : (
          <table className="rounds">
            <thead>
              <tr>
                <th scope="col">{texts.time}</th>
                <th scope="col">{texts.nonce}</th>
                <th scope="col">{texts.stake}</th>
                <th scope="col">{texts.win}</th>
                <th scope="col">{texts.check}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <Fragment key={round.roundId}>
                  <tr>
                    <td>{formatLocalTime(round.time, language, 'seconds')}</td>
                    <td>{round.nonce}</td>
                    <td className="money">
                      {money(round.stake)}
                      {round.freePlay ? <small> ({texts.playMoneyRound})</small> : null}
                    </td>
                    <td className="money">{money(round.win)}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={format(texts.verifyRound, { nonce: round.nonce })}
                        disabled={checks[round.roundId]?.state === 'checking'}
                        onClick={() => void verify(round.roundId)}
                      >
                        {checks[round.roundId]?.state === 'checking'
                          ? texts.verifying
                          : texts.verify}
                      </button>
                    </td>
                  </tr>
                  <tr className="rounds__check">
                    <td colSpan={5}>
                      <CheckResult check={checks[round.roundId]} />
                    </td>
                  </tr>
                </Fragment>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function messageOf(error: unknown): string {
  return error instanceof StudioApiError ? error.messageKey : 'system_error';
}

function CheckResult({ check }: { check: Check | undefined }) {
  const texts = useTexts(sharedTexts);
  if (!check || check.state === 'checking') return <span role="status" />;
  if (check.state === 'failed') {
    return (
      <span role="status" className="check check--failed">
        {errorText(texts, check.messageKey)}
      </span>
    );
  }
  const { verification } = check;
  const words: Record<string, string> = {
    verified: texts.verified,
    unrevealed: texts.unrevealed,
    hash: texts.mismatchHash,
    outcome: texts.mismatchOutcome,
    win: texts.mismatchWin,
    unreadable: texts.mismatchUnreadable,
  };
  const key = verification.status === 'mismatch' ? verification.reason : verification.status;
  return (
    <span role="status" className={`check check--${verification.status}`}>
      {words[key]}
    </span>
  );
}
