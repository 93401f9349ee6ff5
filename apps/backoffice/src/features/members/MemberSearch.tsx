import { consoleMembers } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentMerchant } from '../../app/merchant';
import { oneOf, useAddressParams } from '../../ui/address-params';
import { formatTime } from '../../ui/format';
import { formatWireMoney } from '@croupier/web-kit/money';
import { PagedTable } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { memberSearchQuery, type MemberStatus } from './api';
import { accountTypeLabel, MemberStatusBadge } from './parts';
import { memberPath } from './paths';

const searchMax = consoleMembers.memberSearchQuery.shape.q.unwrap().maxLength ?? 64;

/**
 * Members of the merchant: type part of a username, mobile number, e-mail or id. Without
 * text it lists the newest members. Each row opens the member's page.
 */
export function MemberSearch() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  // The search's text, status and page live in the address, so a link shows the same rows.
  const { params, page: pageNo, update, setPage } = useAddressParams();
  const q = params.get('q') ?? '';
  const status = oneOf(consoleMembers.memberStatuses, params.get('status'));
  const [draft, setDraft] = useState(q);
  const search = useQuery({
    ...memberSearchQuery(merchant?.code ?? '', { q, status, pageNo }),
    enabled: merchant !== undefined,
  });
  const money = (amount: number) => formatWireMoney(amount, merchant?.currencySymbol ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || undefined });
  };

  return (
    <section className="page">
      <PageHeader title={t('members.nav')} />
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
            onChange={(event) => update({ status: event.target.value || undefined })}
          >
            <option value="">{t('common.all')}</option>
            {consoleMembers.memberStatuses.map((value: MemberStatus) => (
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
        <QueryView
          query={search}
          waiting={!merchant}
          empty={{
            when: (data) => data.list.length === 0,
            message: q ? t('members.search.emptyFor', { q }) : t('members.search.empty'),
            testId: 'member-search-empty',
          }}
        >
          {(data) => (
            <PagedTable
              label={t('members.search.tableLabel')}
              columns={[
                t('members.fields.id'),
                t('members.fields.username'),
                t('members.fields.accountType'),
                t('common.status'),
                { label: t('members.fields.mainBalance'), numeric: true },
                t('members.fields.contact'),
                t('members.fields.vip'),
                t('members.fields.registered'),
                t('members.fields.lastLogin'),
              ]}
              page={pageNo}
              totals={data}
              onPage={setPage}
              pagesLabel={t('members.search.pages')}
            >
              {data.list.map((member) => (
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
            </PagedTable>
          )}
        </QueryView>
      </div>
    </section>
  );
}
