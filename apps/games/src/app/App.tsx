import { useEffect, useState } from 'react';
import { studioGameNames, type StudioGameId } from '@croupier/contract';
import { LanguageProvider, titleIn, useTexts } from '../i18n/language';
import { errorText, sharedTexts } from '../i18n/shared';
import { Loader, MessageScreen } from '../ui/Screens';
import { GameProvider } from './game-context';
import { GameScreen } from './GameScreen';
import type { Launch } from './launch';
import { isExpired, openGame } from './session';

type Opening =
  | { status: 'opening' }
  | { status: 'failed'; messageKey: string; expired: boolean }
  | { status: 'ready'; session: Awaited<ReturnType<typeof openGame>> };

/** The game of the launch URL: a loader while its session opens, then the game or why not. */
export function App({ launch }: { launch: Launch }) {
  useEffect(() => {
    document.documentElement.lang = launch.language;
    if (launch.gameId) document.title = titleIn(studioGameNames[launch.gameId], launch.language);
  }, [launch.language, launch.gameId]);

  return (
    <LanguageProvider language={launch.language}>
      {launch.gameId ? (
        <OpenedGame gameId={launch.gameId} launchToken={launch.launchToken} lobby={launch.lobby} />
      ) : (
        <UnknownGame lobby={launch.lobby} />
      )}
    </LanguageProvider>
  );
}

function UnknownGame({ lobby }: { lobby: string }) {
  const texts = useTexts(sharedTexts);
  return <MessageScreen title={texts.failedTitle} body={texts.unknownGame} lobby={lobby} />;
}

function OpenedGame({
  gameId,
  launchToken,
  lobby,
}: {
  gameId: StudioGameId;
  launchToken: string | null;
  lobby: string;
}) {
  const texts = useTexts(sharedTexts);
  const [attempt, setAttempt] = useState(0);
  const [opening, setOpening] = useState<Opening>(() =>
    launchToken
      ? { status: 'opening' }
      : { status: 'failed', messageKey: 'launch_token_invalid', expired: true },
  );

  useEffect(() => {
    if (!launchToken) return;
    let current = true;
    openGame(launchToken).then(
      (session) => current && setOpening({ status: 'ready', session }),
      (error: unknown) =>
        current &&
        setOpening({
          status: 'failed',
          messageKey: (error as { messageKey?: string }).messageKey ?? 'system_error',
          expired: isExpired(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [launchToken, attempt]);

  if (opening.status === 'opening') return <Loader label={texts.opening} />;
  if (opening.status === 'failed') {
    return opening.expired ? (
      <MessageScreen title={texts.expiredTitle} body={texts.expiredBody} lobby={lobby} />
    ) : (
      <MessageScreen
        title={texts.failedTitle}
        body={errorText(texts, opening.messageKey)}
        lobby={lobby}
        action={
          <button
            type="button"
            className="button"
            onClick={() => {
              setOpening({ status: 'opening' });
              setAttempt((count) => count + 1);
            }}
          >
            {texts.retry}
          </button>
        }
      />
    );
  }
  if (opening.session.game.gameId !== gameId) {
    // A launch token of another game: open that game's own page instead of the wrong table.
    return <MessageScreen title={texts.failedTitle} body={texts.unknownGame} lobby={lobby} />;
  }
  return (
    <GameProvider session={opening.session}>
      <GameScreen gameId={gameId} lobby={lobby} />
    </GameProvider>
  );
}
