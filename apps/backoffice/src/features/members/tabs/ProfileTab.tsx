import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Facts } from '../../../ui/Facts';
import { formatTime } from '../../../ui/format';
import type { MemberProfile } from '../api';
import { accountTypeLabel, MemberStatusBadge } from '../parts';
import { memberPath } from '../paths';

/** Everything the platform holds of the member's account, read-only. */
export function ProfileTab({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const none = t('common.none');
  const yesNo = (value: boolean) => (value ? t('members.yes') : t('members.no'));
  const contacts = Object.entries(member.contacts);
  return (
    <div className="member-profile">
      <section aria-labelledby="member-account-heading">
        <h2 id="member-account-heading">{t('members.profile.account')}</h2>
        <Facts
          className="member-facts"
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
      </section>
      <section aria-labelledby="member-contact-heading">
        <h2 id="member-contact-heading">{t('members.profile.contact')}</h2>
        <Facts
          className="member-facts"
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
      </section>
      <section aria-labelledby="member-security-heading">
        <h2 id="member-security-heading">{t('members.profile.security')}</h2>
        <Facts
          className="member-facts"
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
      </section>
    </div>
  );
}
