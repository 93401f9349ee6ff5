import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { MemberDetail } from './MemberDetail';
import { MemberSearch } from './MemberSearch';
import { membersBase } from './paths';
import './members.css';

/** The Members section: the search page and each member's detail page. */
export function MembersPage() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route index element={<MemberSearch />} />
      <Route path=":memberId" element={<MemberDetail />} />
      <Route
        path="*"
        element={
          <section className="page">
            <h1>{t('members.notFound')}</h1>
            <p>
              <Link to={membersBase}>{t('members.backToSearch')}</Link>
            </p>
          </section>
        }
      />
    </Routes>
  );
}
