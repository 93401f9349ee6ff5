import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, loadChunk } from '../../../app/chunks';
import { errorText } from '../../../i18n';
import { useRoundProof, type RoundProof } from '../api';
import type { RoundCheck } from '@croupier/contract/studio-verify';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Loader } from '../../../ui/Loader';

type Checking =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; check: RoundCheck }
  | { state: 'failed'; messageKey: string };

/**
 * A studio round's fairness proof (issue 6): the server seed's hash committed before the
 * round, the client seed and nonce, and, once the player has rotated the pair, the server
 * seed itself with a Verify button that recomputes the round in this browser.
 */
export function FairnessProof({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const proof = useRoundProof(roundId, true);
  const label = (key: string) => t(`memberCentre.fairness.${key}`);
  return (
    <section className="mc-card mc-fairness" aria-labelledby={headingId} data-testid="fairness">
      <h4 id={headingId}>{label('title')}</h4>
      {proof.isPending ? (
        <Loader />
      ) : proof.isError ? (
        <LoadFailure error={proof.error} onRetry={() => void proof.refetch()} />
      ) : (
        <Proof proof={proof.data} />
      )}
    </section>
  );
}

function Proof({ proof }: { proof: RoundProof }) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState<Checking>({ state: 'idle' });
  const label = (key: string) => t(`memberCentre.fairness.${key}`);
  const serverSeed = proof.serverSeed;

  const verify = async (revealed: string) => {
    setChecking({ state: 'checking' });
    try {
      // Its own chunk, loaded on this press only: the engines and hashes stay out of the rest.
      const { checkRound } = await loadChunk(() => import('@croupier/contract/studio-verify'));
      setChecking({ state: 'done', check: checkRound({ ...proof, serverSeed: revealed }) });
    } catch (failure) {
      // The checker's code did not arrive (network, the 120 s timeout): say so, allow again.
      setChecking({
        state: 'failed',
        messageKey: failure instanceof ChunkLoadError ? failure.messageKey : 'system_error',
      });
    }
  };

  return (
    <>
      <p className="mc-muted">{label('intro')}</p>
      <dl className="mc-facts mc-seeds">
        <dt>{label('serverSeedHash')}</dt>
        <dd className="mc-reference" data-testid="server-seed-hash">
          {proof.serverSeedHash}
        </dd>
        <dt>{label('clientSeed')}</dt>
        <dd className="mc-reference">{proof.clientSeed}</dd>
        <dt>{label('nonce')}</dt>
        <dd>{proof.nonce}</dd>
        <dt>{label('serverSeed')}</dt>
        <dd className="mc-reference" data-testid="server-seed">
          {serverSeed ?? label('unrevealed')}
        </dd>
      </dl>
      {serverSeed && (
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => void verify(serverSeed)}
          disabled={checking.state === 'checking'}
        >
          {checking.state === 'checking' ? label('verifying') : label('verify')}
        </button>
      )}
      <div aria-live="polite">
        {checking.state === 'done' && <CheckResult check={checking.check} />}
        {checking.state === 'failed' && (
          <p className="form-error" role="alert">
            {errorText(checking.messageKey)}
          </p>
        )}
      </div>
    </>
  );
}

function CheckResult({ check }: { check: RoundCheck }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`memberCentre.fairness.${key}`);
  // Every studio game replays here, so a round is either verified or a mismatch.
  const verified = check.seedMatchesCommitment && check.replay === 'match';
  const replayLine = {
    match: label('outcomeMatches'),
    outcome: label('outcomeDiffers'),
    win: label('winDiffers'),
    unreadable: label('outcomeUnreadable'),
  }[check.replay];
  return (
    <div
      className={`mc-check ${verified ? 'mc-check-ok' : 'mc-check-bad'}`}
      data-testid="fairness-result"
    >
      <p className="mc-check-title">{verified ? label('verified') : label('mismatch')}</p>
      <ul>
        <li>{check.seedMatchesCommitment ? label('hashMatches') : label('hashDiffers')}</li>
        <li>{replayLine}</li>
      </ul>
    </div>
  );
}
