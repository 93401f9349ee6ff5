import { defaultExecution, paths, type content } from '@croupier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';

/**
 * The home page's announcements: banners (B), the marquee's player notices (PL) and the
 * popups (PU). Keyed by language, so a language change loads them again (spec §4), and by
 * sign-in state, since they reload on login too. The start-up (main.tsx) asks for them before
 * the first render of a page showing the home page, with these same options.
 */
export function homeAnnouncementsQuery(language: string, signedIn: boolean) {
  return queryOptions({
    queryKey: ['home', 'announcements', language, signedIn],
    queryFn: ({ signal }) =>
      call<typeof content.endpoints.announcements>(paths.announcements, {
        query: { types: 'B,PL,PU', platform: 'W', execution: defaultExecution },
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useHomeAnnouncements(signedIn: boolean) {
  const { i18n } = useTranslation();
  return useQuery(homeAnnouncementsQuery(i18n.language, signedIn));
}

/** The pages that show the home page (app/routes.tsx: `/` leads to /index). */
export const homePagePaths = ['/', '/index', '/login', '/register', '/register.html'];

/** Banner groups shown inside the login and register modals rather than on the home page. */
export const modalBannerGroups = new Set(['w_login', 'w_register']);
