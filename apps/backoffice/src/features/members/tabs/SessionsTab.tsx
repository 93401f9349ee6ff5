import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../../app/merchant';
import { ConfirmDialog } from '../../../ui/Dialog';
import { formatTime } from '../../../ui/format';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { memberActions, memberSessionsQuery, refreshMember, type MemberSession } from '../api';
import { memberErrorText } from '../errors';

/** The member's live sessions on the site; support can sign the member out of one or all. */
export function SessionsTab({
  memberId,
  canEnd,
  onDone,
}: {
  memberId: number;
  canEnd: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const sessions = useQuery({
    ...memberSessionsQuery(merchant?.code ?? '', memberId),
    enabled: merchant !== undefined,
  });
  // null: every session; a session: that one.
  const [ending, setEnding] = useState<MemberSession | null | undefined>(undefined);

  let body;
  if (!merchant || sessions.isPending) body = <Loading />;
  else if (sessions.isError)
    body = <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  else if (sessions.data.length === 0)
    body = <EmptyState testId="sessions-empty">{t('members.sessions.empty')}</EmptyState>;
  else
    body = (
      <div className="table-scroll">
        <table className="data-table" aria-label={t('members.sessions.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('members.sessions.started')}</th>
              <th scope="col">{t('members.sessions.lastSeen')}</th>
              <th scope="col">{t('members.sessions.expires')}</th>
              <th scope="col">{t('members.sessions.ip')}</th>
              <th scope="col">{t('members.sessions.device')}</th>
              {canEnd && <th scope="col">{t('common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((session) => (
              <tr key={session.id} data-testid={`session-${session.id}`}>
                <td className="nowrap">{formatTime(session.createdAt)}</td>
                <td className="nowrap">{formatTime(session.lastSeenAt)}</td>
                <td className="nowrap">{formatTime(session.expiresAt)}</td>
                <td className="nowrap">{session.ip ?? t('common.none')}</td>
                <td className="member-agent">{session.userAgent ?? t('common.none')}</td>
                {canEnd && (
                  <td>
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => setEnding(session)}
                      aria-label={t('members.sessions.endFor', {
                        time: formatTime(session.createdAt),
                      })}
                    >
                      {t('members.sessions.end')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <>
      {canEnd && (
        <div className="toolbar">
          <button
            type="button"
            className="button button-danger"
            onClick={() => setEnding(null)}
            disabled={!sessions.data?.length}
          >
            {t('members.sessions.endAll')}
          </button>
        </div>
      )}
      <div aria-busy={sessions.isFetching}>{body}</div>
      {ending !== undefined && (
        <EndSessionsDialog
          memberId={memberId}
          session={ending}
          onClose={() => setEnding(undefined)}
          onDone={(message) => {
            setEnding(undefined);
            onDone(message);
          }}
        />
      )}
    </>
  );
}

function EndSessionsDialog({
  memberId,
  session,
  onClose,
  onDone,
}: {
  memberId: number;
  session: MemberSession | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const merchant = useCurrentMerchant();
  const run = useMutation({
    mutationFn: () =>
      session
        ? memberActions.endSession(memberId, session.id)
        : memberActions.endSessions(memberId),
    onSuccess: ({ ended }) => {
      void refreshMember(queryClient, merchant?.code ?? '');
      onDone(t('members.sessions.done', { count: ended }));
    },
  });
  return (
    <ConfirmDialog
      title={session ? t('members.sessions.endOneTitle') : t('members.sessions.endAllTitle')}
      message={
        <p>
          {session
            ? t('members.sessions.endOneText', {
                time: formatTime(session.createdAt),
                ip: session.ip ?? t('common.none'),
              })
            : t('members.sessions.endAllText')}
        </p>
      }
      confirmLabel={session ? t('members.sessions.end') : t('members.sessions.endAll')}
      tone="danger"
      busy={run.isPending}
      error={run.error ? memberErrorText(run.error) : null}
      onConfirm={() => run.mutate()}
      onClose={onClose}
      testId="end-sessions-dialog"
    />
  );
}
