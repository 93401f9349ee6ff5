import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../../app/merchant';
import { DataTable } from '../../../ui/DataTable';
import { ConfirmDialog } from '../../../ui/Dialog';
import { formatTime } from '../../../ui/format';
import { QueryView } from '../../../ui/QueryView';
import { RowButton } from '../../../ui/RowActions';
import { memberActions, memberSessionsQuery, type MemberSession } from '../api';
import { memberErrorText } from '../errors';
import { useMemberWrite } from '../member-write';

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
      <div aria-busy={sessions.isFetching}>
        <QueryView
          query={sessions}
          waiting={!merchant}
          empty={{
            when: (list) => list.length === 0,
            message: t('members.sessions.empty'),
            testId: 'sessions-empty',
          }}
        >
          {(list) => (
            <DataTable
              label={t('members.sessions.tableLabel')}
              columns={[
                t('members.sessions.started'),
                t('members.sessions.lastSeen'),
                t('members.sessions.expires'),
                t('members.sessions.ip'),
                t('members.sessions.device'),
                canEnd && t('common.actions'),
              ]}
            >
              {list.map((session) => (
                <tr key={session.id} data-testid={`session-${session.id}`}>
                  <td className="nowrap">{formatTime(session.createdAt)}</td>
                  <td className="nowrap">{formatTime(session.lastSeenAt)}</td>
                  <td className="nowrap">{formatTime(session.expiresAt)}</td>
                  <td className="nowrap">{session.ip ?? t('common.none')}</td>
                  <td className="member-agent">{session.userAgent ?? t('common.none')}</td>
                  {canEnd && (
                    <td>
                      <RowButton
                        label={t('members.sessions.end')}
                        fullLabel={t('members.sessions.endFor', {
                          time: formatTime(session.createdAt),
                        })}
                        onClick={() => setEnding(session)}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </DataTable>
          )}
        </QueryView>
      </div>
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
  const run = useMemberWrite(
    () =>
      session
        ? memberActions.endSession(memberId, session.id)
        : memberActions.endSessions(memberId),
    ({ ended }) => onDone(t('members.sessions.done', { count: ended })),
  );
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
