import { boMembers } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrentMerchant } from '../../app/merchant';
import { formatTime } from '../../ui/format';
import { formatWireMoney } from '../../ui/money';
import { Pager } from '../../ui/Pager';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import { memberSearchQuery, type MemberStatus } from './api';
import { memberPath } from './paths';
import { accountTypeLabel, MemberStatusBadge } from './parts';

const searchMax = boMembers.memberSearchQuery.shape.q.unwrap().maxLength ?? 64;

/** The search's text, status and page live in the address, so a link shows the same rows. */
function useSearchFilter() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const asked = params.get('status');
  const status = boMembers.memberStatuses.find((known) => known === asked);
  const pageNo = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return { q, status, pageNo, update };
}

/**
 * Members of the merchant: type part of a username, mobile number, e-mail or id. Without
 * text it lists the newest members. Each row opens the member's page.
 */
export function MemberSearch() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const { q, status, pageNo, update } = useSearchFilter();
  const [draft, setDraft] = useState(q);
  const search = useQuery({
    ...memberSearchQuery(merchant?.code ?? '', { q, status, pageNo }),
    enabled: merchant !== undefined,
  });
  const money = (amount: number) => formatWireMoney(amount, merchant?.currencySymbol ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || undefined, page: undefined });
  };

  let body;
  if (!merchant || search.isPending) body = <Loading />;
  else if (search.isError)
    body = <ErrorState error={search.error} onRetry={() => void search.refetch()} />;
  else if (search.data.list.length === 0)
    body = (
      <EmptyState testId="member-search-empty">
        {q ? t('members.search.emptyFor', { q }) : t('members.search.empty')}
      </EmptyState>
    );
  else
    body = (
      <>
        <div className="table-scroll">
          <table className="data-table" aria-label={t('members.search.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('members.fields.id')}</th>
                <th scope="col">{t('members.fields.username')}</th>
                <th scope="col">{t('members.fields.accountType')}</th>
                <th scope="col">{t('common.status')}</th>
                <th scope="col" className="numeric">
                  {t('members.fields.mainBalance')}
                </th>
                <th scope="col">{t('members.fields.contact')}</th>
                <th scope="col">{t('members.fields.vip')}</th>
                <th scope="col">{t('members.fields.registered')}</th>
                <th scope="col">{t('members.fields.lastLogin')}</th>
              </tr>
            </thead>
            <tbody>
              {search.data.list.map((member) => (
                <tr key={member.id} data-testid={`member-row-${member.id}`}>
                  <td className="nowrap">{member.id}</td>
                  <td>
                    <Link to={memberPath(member.id)}>{member.username}</Link>
                    {member.nickname && member.nickname !== member.username && (
                      <div className="muted">{member.nickname}</div>
                    )}
                  </td>
                  <td>{accountTypeLabel(t, member.accountType)}</td>
                  <td>
                    <MemberStatusBadge status={member.status} />
                  </td>
                  <td className="numeric">{money(member.mainBalance)}</td>
                  <td>
                    <div className="nowrap">{member.mobile ?? t('common.none')}</div>
                    {member.email && <div className="muted">{member.email}</div>}
                  </td>
                  <td>
                    {member.clubLabel ?? t('common.none')}
                    <div className="muted">
                      {t('members.rankLevel', { level: member.rankLevel })}
                    </div>
                  </td>
                  <td className="nowrap">{formatTime(member.createdAt)}</td>
                  <td className="nowrap">{formatTime(member.lastLoginAt) || t('common.none')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={pageNo}
          totalPages={search.data.totalPages}
          totalCount={search.data.totalCount}
          onChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
          label={t('members.search.pages')}
        />
      </>
    );

  return (
    <section className="page">
      <header className="page-header">
        <h1>{t('members.nav')}</h1>
      </header>
      <form className="toolbar member-search" role="search" onSubmit={submit}>
        <div className="field">
          <label htmlFor="member-search-q">{t('members.search.label')}</label>
          <input
            id="member-search-q"
            className="input"
            type="search"
            value={draft}
            maxLength={searchMax}
            placeholder={t('members.search.placeholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="member-search-status">{t('common.status')}</label>
          <select
            id="member-search-status"
            className="select"
            value={status ?? ''}
            onChange={(event) =>
              update({ status: event.target.value || undefined, page: undefined })
            }
          >
            <option value="">{t('common.all')}</option>
            {boMembers.memberStatuses.map((value: MemberStatus) => (
              <option key={value} value={value}>
                {t(`members.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t('members.search.submit')}
        </button>
      </form>
      <div className="panel" aria-busy={search.isFetching}>
        {body}
      </div>
    </section>
  );
}
