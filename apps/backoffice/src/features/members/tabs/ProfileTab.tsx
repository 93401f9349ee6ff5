import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Facts } from '../../../ui/Facts';
import { formatTime } from '../../../ui/format';
import type { MemberProfile } from '../api';
import { accountTypeLabel, MemberStatusBadge } from '../parts';
import { memberPath } from '../paths';

/** One group of the profile: its heading, then its label and value pairs. */
function FactsSection({
  name,
  title,
  facts,
  testId,
}: {
  /** Names the heading's id (`member-<name>-heading`). */
  name: string;
  title: string;
  facts: ComponentProps<typeof Facts>['facts'];
  testId?: string;
}) {
  const headingId = `member-${name}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <Facts className="member-facts" testId={testId} facts={facts} />
    </section>
  );
}

/** Everything the platform holds of the member's account, read-only. */
export function ProfileTab({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const none = t('common.none');
  const yesNo = (value: boolean) => (value ? t('members.yes') : t('members.no'));
  const contacts = Object.entries(member.contacts);
  return (
    <div className="member-profile">
      <FactsSection
        name="account"
        title={t('members.profile.account')}
        testId="member-account-facts"
        facts={[
          [t('members.fields.id'), member.id],
          [t('members.fields.username'), member.username],
          [t('members.fields.nickname'), member.nickname ?? none],
          [t('members.fields.accountType'), accountTypeLabel(t, member.accountType)],
          [t('common.status'), <MemberStatusBadge key="status" status={member.status} />],
          [t('members.label.clubLabel'), member.clubLabel ?? none],
          [t('members.label.rankLevel'), member.rankLevel],
          [
            t('members.fields.upline'),
            member.upline ? (
              <Link key="upline" to={memberPath(member.upline.id)}>
                {member.upline.username}
              </Link>
            ) : (
              none
            ),
          ],
          [t('members.fields.affiliateCode'), member.affiliateCode ?? none],
          [t('members.fields.language'), member.language],
        ]}
      />
      <FactsSection
        name="contact"
        title={t('members.profile.contact')}
        facts={[
          [t('members.fields.mobile'), member.mobile ?? none],
          [t('members.fields.email'), member.email ?? none],
          [t('members.fields.payeeName'), member.payeeName ?? none],
          ...contacts.map(([name, value]): [string, string] => [
            t(`members.contacts.${name}`, { defaultValue: name }),
            value,
          ]),
        ]}
      />
      <FactsSection
        name="security"
        title={t('members.profile.security')}
        testId="member-security-facts"
        facts={[
          [t('members.fields.registered'), formatTime(member.createdAt)],
          [t('members.fields.registerIp'), member.registerIp ?? none],
          [t('members.fields.registerDomain'), member.registerDomain ?? none],
          [t('members.fields.lastLogin'), formatTime(member.lastLoginAt) || none],
          [t('members.fields.passwordChanged'), formatTime(member.passwordChangedAt)],
          [t('members.fields.mustChangePassword'), yesNo(member.mustChangePassword)],
          [t('members.fields.paymentPassword'), yesNo(member.hasPaymentPassword)],
        ]}
      />
    </div>
  );
}
